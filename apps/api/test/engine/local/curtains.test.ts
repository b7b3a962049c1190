import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../src/engine/local/index.ts';
import { ctx, groundTruth, render, rgb, sampleBuffer } from './samples.ts';

const engine = createLocalEngine();

describe('removal in front of a curtain', { timeout: 90_000 }, () => {
  it('hangs the curtain on down where the plant in front of it stood', async () => {
    const id = 'living_room/furnished_bohemian_daylight';
    // The real detector's boxes: the sofa, the pouf (a chair) and the palm by the window.
    const found = [
      { category: 'couch', score: 0.4, box: { x: 82, y: 574, width: 485, height: 201 } },
      { category: 'chair', score: 0.19, box: { x: 389, y: 780, width: 172, height: 163 } },
      { category: 'plant', score: 0.48, box: { x: 1366, y: 480, width: 220, height: 410 } },
    ];
    const detector = { detect: () => Promise.resolve(found) };
    const res = await engine.run('empty_room', sampleBuffer(id), { room_type: 'general', strength: 0.8, guidance_scale: 7.5, seed: 1 }, ctx(detector)); // prettier-ignore
    const src = await rgb(sampleBuffer(id));
    const out = await rgb(res.data);
    const { width: w } = src;
    const byMask = (suffix: string) => render(id).objects.find((o) => o.mask.endsWith(suffix))!;
    const curtain = byMask('curtain_2.png');
    const cloth = await groundTruth(curtain.mask);
    const plant = await groundTruth(byMask('plant_2.png').mask);
    const [cx, , cw] = curtain.bbox;
    // Cloth folds run down: each column of the curtain keeps its shade of the folds from the
    // rail to the floor. Under the plant's top, each column of the result against the same
    // column of the curtain just above the plant.
    let top = Infinity;
    for (let i = 0; i < plant.length; i++) if (plant[i]) top = Math.min(top, Math.floor(i / w));
    let sum = 0;
    let n = 0;
    for (let x = cx + 12; x < cx + cw - 12; x++) {
      const ref = [0, 0, 0];
      let m = 0;
      for (let y = top - 60; y < top; y++)
        if (cloth[y * w + x]) {
          for (let c = 0; c < 3; c++) ref[c]! += src.data[(y * w + x) * 3 + c]!;
          m++;
        }
      if (m < 30) continue;
      for (let y = top; y < top + 300; y++) {
        const i = y * w + x;
        if (!plant[i]) continue;
        for (let c = 0; c < 3; c++) sum += Math.abs(out.data[i * 3 + c]! - ref[c]! / m);
        n++;
      }
    }
    // 18.2 when the wall's white beside the curtain filled the plant's place in flat patches.
    expect(sum / n / 3).toBeLessThan(15.5);
  });
});
