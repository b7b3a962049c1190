import { describe, expect, it } from 'vitest';
import { createObjectDetector } from '../../src/local/analysis/detect.ts';
import { createLocalEngine } from '../../src/local/index.ts';
import { pastTheGate } from './pastTheGate.ts';
import { categoriesFromDescription } from '../../src/local/analysis/categories.ts';
import { watermarkBox } from '../../src/local/fill/watermark.ts';
import { changeAgainst, ctx, dilate, fixedDetector, groundTruth, meanDiff, render, rgb, sampleBuffer, SOFA_AND_POUF, truthDetector } from './samples.ts'; // prettier-ignore

const engine = createLocalEngine();
/** Mean difference to the empty room over the rug above which the rug counts as left behind. */
const RUG_LEFT = 22;

// Inpainting takes a few seconds on an idle machine; the shared CI box can be ten times slower.
describe('local engine: region edits stay in their region', { timeout: 90_000 }, () => {
  it('sky replacement changes the sky and leaves the rest of the picture alone', async () => {
    const id = 'exterior/empty_daylight';
    const src = await rgb(sampleBuffer(id));
    const out = await rgb((await engine.run('sky_replacement', sampleBuffer(id), { sky_type: 'dramatic' }, ctx())).data); // prettier-ignore
    const { width: w, height: h } = src;
    const sky = await groundTruth(render(id).masks.sky);
    const near = dilate(sky, w, h, 6);
    // 'dramatic' also casts its light over the scene (a few per cent), so outside is compared
    // against a small tolerance rather than zero.
    expect(meanDiff(src.data, out.data, (i) => sky[i] === 1)).toBeGreaterThan(40);
    expect(meanDiff(src.data, out.data, (i) => near[i] === 0)).toBeLessThan(12);
  });

  it('wall colour paints the walls navy and keeps the floor', async () => {
    const id = 'living_room/empty_daylight';
    const src = await rgb(sampleBuffer(id));
    const out = await rgb((await engine.run('wall_color', sampleBuffer(id), { color: 'navy', strength: 0.8, guidance_scale: 7.5 }, ctx())).data); // prettier-ignore
    const walls = await groundTruth(render(id).masks.walls);
    const floor = await groundTruth(render(id).masks.floor);
    let blue = 0;
    let n = 0;
    for (let i = 0; i < walls.length; i++) {
      if (!walls[i]) continue;
      n++;
      // Navy: clearly darker than the white wall, blue above red.
      if (out.data[i * 3 + 2]! > out.data[i * 3]! + 20 && out.data[i * 3 + 2]! < 150) blue++;
    }
    expect(blue / n).toBeGreaterThan(0.6);
    expect(meanDiff(src.data, out.data, (i) => floor[i] === 1)).toBeLessThan(4);
  });

  it('wall colour in a furnished room: both walls take the paint alike, the furniture and curtains keep theirs', async () => {
    const id = 'living_room/furnished_bohemian_daylight';
    const src = await rgb(sampleBuffer(id));
    const res = await engine.run('wall_color', sampleBuffer(id), { color: 'sage', strength: 0.8, guidance_scale: 7.5 }, ctx(createObjectDetector())); // prettier-ignore
    const out = await rgb(res.data);
    const objects = render(id).objects;
    const kept = await Promise.all(
      objects
        .filter((o) => ['chair', 'shelf', 'curtain'].includes(o.category) && o.bbox[1] < 600)
        .map((o) => groundTruth(o.mask)),
    );
    expect(kept).toHaveLength(4); // the wicker chair, the bookshelf, two curtains
    for (const m of kept) expect(meanDiff(src.data, out.data, (i) => m[i] === 1)).toBeLessThan(6);
    const walls = await groundTruth(render(id).masks.walls);
    // The terracotta wall and the white ones, told apart by their old colour; their new colour
    // is one sage, a little lighter where the window's light falls.
    const luma = (d: Buffer, i: number) => 0.299 * d[i * 3]! + 0.587 * d[i * 3 + 1]! + 0.114 * d[i * 3 + 2]!; // prettier-ignore
    const warm = (i: number) => src.data[i * 3]! > src.data[i * 3 + 2]! + 40;
    const sum = [0, 0];
    const count = [0, 0];
    for (let i = 0; i < walls.length; i++) {
      if (!walls[i]) continue;
      const k = warm(i) ? 0 : 1;
      sum[k]! += luma(out.data, i);
      count[k]!++;
    }
    expect(changeAgainst(src, out, walls).cover).toBeGreaterThan(0.6);
    expect(sum[1]! / count[1]! / (sum[0]! / count[0]!)).toBeLessThan(1.2);
  });

  it('wall colour leaves a brick wall brick instead of speckling its paler bricks', async () => {
    const id = 'bedroom/furnished_industrial_daylight';
    const src = await rgb(sampleBuffer(id));
    const res = await engine.run('wall_color', sampleBuffer(id), { color: 'sage', strength: 0.8, guidance_scale: 7.5 }, ctx(createObjectDetector())); // prettier-ignore
    const out = await rgb(res.data);
    const walls = await groundTruth(render(id).masks.walls);
    const { width: w, height: h } = src;
    // The brick wall: the walls right of the room's corner and above the headboard; the plain
    // wall: left of the corner.
    const share = (inside: (x: number, y: number) => boolean) => {
      let changed = 0;
      let n = 0;
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const i = y * w + x;
          if (!walls[i] || !inside(x, y)) continue;
          n++;
          let d = 0;
          for (let c = 0; c < 3; c++) d += Math.abs(out.data[i * 3 + c]! - src.data[i * 3 + c]!);
          if (d > 30) changed++;
        }
      return changed / n;
    };
    expect(share((x, y) => x > w * 0.45 && y < h * 0.4)).toBeLessThan(0.05);
    expect(share((x, y) => x < w * 0.38 && y > h * 0.1)).toBeGreaterThan(0.8);
  });

  it('object removal changes the couch and not what lies far from it', async () => {
    const id = 'living_room/furnished_industrial_daylight';
    const src = await rgb(sampleBuffer(id));
    const res = await engine.run('object_removal', sampleBuffer(id), { categories: ['couch'] }, ctx(truthDetector(id))); // prettier-ignore
    const out = await rgb(res.data);
    const { width: w, height: h } = src;
    const couch = render(id).objects.find((o) => o.category === 'couch')!;
    const mask = await groundTruth(couch.mask);
    const far = dilate(mask, w, h, Math.round(w * 0.12));
    expect(meanDiff(src.data, out.data, (i) => mask[i] === 1)).toBeGreaterThan(15);
    expect(meanDiff(src.data, out.data, (i) => far[i] === 0)).toBeLessThan(1.5);
  });

  it('object removal rebuilds the wall behind a sofa from the wall, not from a basket or curtain beside it nor the pouf in front', async () => {
    const id = 'living_room/furnished_bohemian_daylight';
    const src = await rgb(sampleBuffer(id));
    const res = await engine.run('object_removal', sampleBuffer(id), { categories: ['couch'] }, ctx(createObjectDetector())); // prettier-ignore
    const out = await rgb(res.data);
    const couch = render(id).objects.find((o) => o.category === 'couch')!;
    const mask = await groundTruth(couch.mask);
    const walls = await groundTruth(render(id).masks.walls);
    const { width: w } = src;
    const [bx, by, bw, bh] = couch.bbox;
    // The terracotta wall just above the sofa…
    const ref = [0, 0, 0];
    let n = 0;
    for (let y = by - 60; y < by - 10; y++)
      for (let x = bx; x < bx + bw; x++)
        if (walls[y * w + x]) {
          for (let c = 0; c < 3; c++) ref[c]! += src.data[(y * w + x) * 3 + c]!;
          n++;
        }
    // …is what the upper part of the sofa's place now shows (a wicker basket copied in: 7.5).
    let dev = 0;
    let m = 0;
    for (let y = by; y < by + bh * 0.45; y++)
      for (let x = bx; x < bx + bw; x++) {
        const i = y * w + x;
        if (!mask[i]) continue;
        for (let c = 0; c < 3; c++) dev += Math.abs(out.data[i * 3 + c]! - ref[c]! / n) / 3;
        m++;
      }
    expect(dev / m).toBeLessThan(4.5);
    // The pouf in front of the sofa stays, and is not copied into what the removal changed (the
    // sofa and the coffee table its box takes with it): few changed pixels turn the pouf's yellow.
    let changed = 0;
    let yellowed = 0;
    for (let i = 0; i < w * src.height; i++) {
      let d = 0;
      for (let c = 0; c < 3; c++) d += Math.abs(out.data[i * 3 + c]! - src.data[i * 3 + c]!);
      if (d < 60) continue;
      changed++;
      const [r, g, b] = [out.data[i * 3]!, out.data[i * 3 + 1]!, out.data[i * 3 + 2]!];
      if (b < g * 0.4 && g > r * 0.62 && r > 120) yellowed++;
    }
    expect(yellowed / changed).toBeLessThan(0.02);
  });

  it('empty room takes the rug from under the removed sofa and pouf and lays floor there', async () => {
    const id = 'living_room/furnished_bohemian_daylight';
    // The real detector's boxes for the sofa and the pouf; it knows no rugs.
    const detector = fixedDetector(SOFA_AND_POUF);
    const res = await pastTheGate('empty_room', sampleBuffer(id), { room_type: 'general', strength: 0.8, guidance_scale: 7.5, seed: 1 }, ctx(detector)); // prettier-ignore
    const out = await rgb(res.data);
    const empty = await rgb(sampleBuffer('living_room/empty_daylight'));
    const rug = await groundTruth(render(id).objects.find((o) => o.category === 'rug')!.mask);
    // Over the rug, the result against the empty render of the same room (the same camera).
    expect(meanDiff(out.data, empty.data, (i) => rug[i] === 1)).toBeLessThan(RUG_LEFT);
    // And it is floor, not a patchwork: from pixel to pixel along the rows it changes about as
    // much as the empty room's floor does there (seams and their halos between copies add to it;
    // 1.44 times when each copy's light was taken out by its own blur).
    const roughness = (d: Uint8Array) => {
      let sum = 0;
      let n = 0;
      for (let i = 1; i < d.length / 3; i++)
        if (rug[i]) {
          for (let c = 0; c < 3; c++) sum += Math.abs(d[i * 3 + c]! - d[(i - 1) * 3 + c]!);
          n++;
        }
      return sum / n;
    };
    expect(roughness(out.data) / roughness(empty.data)).toBeLessThan(1.35);
  });

  it('empty room takes a picture off the wall and leaves the books in a bookcase it cannot remove', async () => {
    const id = 'living_room/furnished_bohemian_daylight';
    // The real detector's boxes: the sofa, the pouf (a chair) and three books in the bookcase.
    const books = [
      { category: 'books', score: 0.47, box: { x: 705, y: 491, width: 11, height: 45 } },
      { category: 'books', score: 0.45, box: { x: 699, y: 620, width: 23, height: 51 } },
      { category: 'books', score: 0.43, box: { x: 708, y: 424, width: 20, height: 48 } },
    ];
    const detector = fixedDetector([...SOFA_AND_POUF, ...books]);
    const res = await pastTheGate('empty_room', sampleBuffer(id), { room_type: 'general', strength: 0.8, guidance_scale: 7.5, seed: 1 }, ctx(detector)); // prettier-ignore
    const src = await rgb(sampleBuffer(id));
    const out = await rgb(res.data);
    const { width: w } = src;
    // The framed print on the terracotta wall (no detection names it) becomes that wall.
    const print = await groundTruth(render(id).objects.find((o) => o.mask.endsWith('picture_2.png'))!.mask); // prettier-ignore
    const around = dilate(print, w, src.height, 12);
    const meanOf = (img: Uint8Array, pick: (i: number) => boolean) => {
      const sum = [0, 0, 0];
      let n = 0;
      for (let i = 0; i < img.length / 3; i++)
        if (pick(i)) {
          for (let c = 0; c < 3; c++) sum[c]! += img[i * 3 + c]!;
          n++;
        }
      return sum.map((v) => v / n);
    };
    expect(meanDiff(src.data, out.data, (i) => print[i] === 1)).toBeGreaterThan(20);
    const fill = meanOf(out.data, (i) => print[i] === 1);
    const wall = meanOf(src.data, (i) => around[i] === 1 && print[i] === 0);
    expect(Math.max(...fill.map((v, c) => Math.abs(v - wall[c]!)))).toBeLessThan(12);
    // The books stay on their shelves: taken alone they left the bookcase hollow.
    const inBooks = (i: number) => {
      const x = i % w;
      const y = Math.floor(i / w);
      return books.some((b) => x >= b.box.x && x < b.box.x + b.box.width && y >= b.box.y && y < b.box.y + b.box.height); // prettier-ignore
    };
    expect(meanDiff(src.data, out.data, inBooks)).toBeLessThan(2);
  });

  it('object removal rebuilds the wall behind a chair from its own wall, not the terracotta one round the corner', async () => {
    const id = 'living_room/furnished_bohemian_daylight';
    // The real detector's box for the wicker egg chair in front of the white wall (it calls it
    // a plant); the terracotta wall begins a little left of the bookcase beside it.
    const box = { x: 795, y: 518, width: 194, height: 293 };
    const detector = fixedDetector([{ category: 'chair', score: 0.26, box }]);
    const res = await engine.run('object_removal', sampleBuffer(id), { categories: ['chair'] }, ctx(detector)); // prettier-ignore
    const out = await rgb(res.data);
    const { width: w } = out;
    // Red over blue in the upper part of the chair's place: the white wall ~15, terracotta ~90.
    let warm = 0;
    let n = 0;
    for (let y = box.y; y < box.y + box.height * 0.6; y++)
      for (let x = box.x; x < box.x + box.width; x++, n++)
        warm += out.data[(y * w + x) * 3]! - out.data[(y * w + x) * 3 + 2]!;
    expect(warm / n).toBeLessThan(35);
  });

  it('removal leaves a tree beyond the glass that the detector calls a potted plant', async () => {
    const id = 'bathroom/empty_daylight';
    // The box a side crop of the real detector gives the tree in the bathroom's small window.
    const tree = { category: 'plant', score: 0.23, box: { x: 826, y: 223, width: 169, height: 192 } }; // prettier-ignore
    const detector = fixedDetector([tree]);
    await expect(engine.run('object_removal', sampleBuffer(id), { categories: ['plant'] }, ctx(detector))).rejects.toThrow('No plant was found in this picture.'); // prettier-ignore
    // Declutter finds nothing else to take: it refuses rather than return the photo unchanged.
    await expect(engine.run('declutter', sampleBuffer(id), { strength: 0.9 }, ctx(detector))).rejects.toThrow('Nothing to declutter was found in this picture.'); // prettier-ignore
    const src = await rgb(sampleBuffer(id));
    const res = await pastTheGate('declutter', sampleBuffer(id), { strength: 0.9 }, ctx(detector));
    const out = await rgb(res.data);
    const { width: w } = src;
    const inBox = (i: number) => {
      const x = i % w;
      const y = Math.floor(i / w);
      return x >= tree.box.x && x < tree.box.x + tree.box.width && y >= tree.box.y && y < tree.box.y + tree.box.height; // prettier-ignore
    };
    expect(meanDiff(src.data, out.data, inBox)).toBeLessThan(3);
  });

  it('object removal by description matches words to categories, and says when nothing matches', async () => {
    expect(categoriesFromDescription('Remove the sofa and the plants').sort()).toEqual([
      'couch',
      'plant',
    ]);
    const id = 'living_room/furnished_industrial_daylight';
    await expect(engine.run('object_removal', sampleBuffer(id), { description: 'the unicorn' }, ctx(truthDetector(id)))).rejects.toThrow(/matches/); // prettier-ignore
    await expect(engine.run('object_removal', sampleBuffer(id), { categories: ['bathtub'] }, ctx(truthDetector(id)))).rejects.toThrow(/No bathtub was found/); // prettier-ignore
  });

  it('declutter clears the worktop and shelves, keeps the stools and the shelf boards', async () => {
    const id = 'kitchen/furnished_bohemian_daylight';
    const src = await rgb(sampleBuffer(id));
    // The bowl and vases are 0.6 % of the picture: the engine asks for a mask before it spends a
    // credit (confidence/visibleChange.ts); this is the fill's own test.
    const res = await pastTheGate('declutter', sampleBuffer(id), { strength: 0.8 }, ctx(createObjectDetector())); // prettier-ignore
    const out = await rgb(res.data);
    const diffIn = async (category: string) => {
      const masks = await Promise.all(render(id).objects.filter((o) => o.category === category).map((o) => groundTruth(o.mask))); // prettier-ignore
      return meanDiff(src.data, out.data, (i) => masks.some((m) => m[i] === 1));
    };
    // The fruit bowl on the island (the ground truth calls it a vase) is gone…
    const bowl = render(id).objects.find((o) => o.category === 'vase' && o.bbox[1] > 500)!;
    const bowlMask = await groundTruth(bowl.mask);
    expect(meanDiff(src.data, out.data, (i) => bowlMask[i] === 1)).toBeGreaterThan(20);
    // …while the stools' round tops (the model calls them bowls) and the floating shelves the
    // vases stood on stay as they were.
    expect(await diffIn('stool')).toBeLessThan(3);
    const shelf = render(id).objects.find((o) => o.category === 'shelf')!;
    const shelfMask = await groundTruth(shelf.mask);
    const { width: w } = src;
    // The boards: the shelf's pixels in its lowest rows of each board, where nothing stands.
    let board = 0;
    let moved = 0;
    for (let i = 0; i < shelfMask.length; i++) {
      if (!shelfMask[i] || shelfMask[i + w * 3] === 1) continue;
      board++;
      let d = 0;
      for (let c = 0; c < 3; c++) d += Math.abs(src.data[i * 3 + c]! - out.data[i * 3 + c]!);
      if (d > 45) moved++;
    }
    expect(board).toBeGreaterThan(100);
    expect(moved / board).toBeLessThan(0.07);
  });

  it('watermark removal takes the mark away and restores the corner', async () => {
    const id = 'living_room/furnished_industrial_daylight';
    const clean = await rgb(sampleBuffer(id));
    const marked = (await engine.run('watermark', sampleBuffer(id), { text: 'Virtually staged' }, ctx())).data; // prettier-ignore
    const markedRgb = await rgb(marked);
    const out = await rgb((await engine.run('watermark_removal', marked, {}, ctx())).data);
    const { width: w, height: h } = clean;
    const box = watermarkBox(w, h, 'Virtually staged');
    // The fill need not copy the floor grain exactly; its brightness must be the floor's again.
    const mean = (d: Buffer) => {
      let s = 0;
      let n = 0;
      for (let y = box.y; y < box.y + box.height; y++)
        for (let x = box.x; x < box.x + box.width; x++) {
          const i = (y * w + x) * 3;
          s += d[i]! + d[i + 1]! + d[i + 2]!;
          n += 3;
        }
      return s / n;
    };
    const before = Math.abs(mean(markedRgb.data) - mean(clean.data));
    const after = Math.abs(mean(out.data) - mean(clean.data));
    expect(before).toBeGreaterThan(20);
    expect(after).toBeLessThan(before * 0.3);
    // Away from the corner nothing moved.
    expect(meanDiff(clean.data, out.data, (i) => i / w < h * 0.7)).toBeLessThan(1.5);
  });
});
