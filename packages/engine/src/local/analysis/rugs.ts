import type { DetectedObject } from '../../data.ts';
import { components, emptyMask, morph, type Mask } from '../raster/raster.ts';
import { rasterMemo, type RasterMemo } from './memo.ts';
import type { Segmentation } from './segment.ts';

/** Colour groups the floor's visible pixels are sorted into. */
const GROUPS = 6;
/** A floor pixel whose hue turns this far (radians) from the floor's own is not floor… */
const HUE_TURN = 0.26;
/** …unless it is nearly grey (chroma under this: a sunlit or shaded floor, a cream)… */
const MIN_CHROMA = 8;
/** …and neither is one more saturated than the floor by this factor (a rug's yellow border). */
const MORE_CHROMA = 1.3;
/** Share of its hue's floor pixels a colour group needs to be the floor in plain light. */
const PLAIN_SHARE = 0.08;
/** A rug covers at least this share of the picture. */
const MIN_RUG = 0.005;

/**
 * Rugs under the furniture an empty room loses, at the segmentation's scale. The detector knows
 * no rugs, and a rug left behind comes out in fragments where the sofa and the table stood on it.
 * The floor's own material is the largest colour group of the floor outside the removed boxes; a
 * rug is a large patch of the floor in other colours that reaches under something removed.
 */
export function rugsUnder(
  seg: Segmentation,
  removed: DetectedObject[],
  scale: number,
  memo: RasterMemo = rasterMemo(),
): Mask {
  const { width: w, height: h } = seg.small;
  const out = emptyMask(w, h);
  if (seg.exterior) return out;
  const lab = memo.lab(seg.small);
  const onFloor = new Uint8Array(w * h);
  for (let x = 0; x < w; x++)
    for (let y = Math.max(0, seg.layout.floor[x]!); y < h; y++)
      if (seg.windows.data[y * w + x]! < 128) onFloor[y * w + x] = 1;
  const boxes = removed.map((o) => ({
    x0: Math.floor(o.box.x * scale),
    y0: Math.floor(o.box.y * scale),
    x1: Math.ceil((o.box.x + o.box.width) * scale),
    y1: Math.ceil((o.box.y + o.box.height) * scale),
  }));
  const inBox = new Uint8Array(w * h);
  for (const b of boxes)
    for (let y = Math.max(0, b.y0); y < Math.min(h, b.y1); y++)
      inBox.fill(1, y * w + Math.max(0, b.x0), y * w + Math.min(w, b.x1));

  const bare: number[] = [];
  for (let i = 0; i < w * h; i++) if (onFloor[i] && !inBox[i]) bare.push(i);
  if (bare.length < w * h * 0.01) return out;
  const centres = kMeans(lab, bare, GROUPS);
  const sizes = new Array<number>(centres.length).fill(0);
  for (const i of bare) sizes[nearest(lab, i, centres)]!++;
  // The largest group can be the floor in sunlight or shade, less saturated than the floor in
  // plain light, which may fall into several smaller groups: of the groups of its hue, the most
  // saturated one of some size is the floor. Else the tiles of a terracotta floor by a window
  // were taken for a rug, and the empty room relaid them in a washed-out peach.
  const largest = centres[sizes.indexOf(Math.max(...sizes))]!;
  const ofHue = centres.map((c, j) => (sameHue(c, largest) ? sizes[j]! : 0));
  const total = ofHue.reduce((a, b) => a + b, 0);
  const floor = centres
    .filter((_, j) => ofHue[j]! > 0 && ofHue[j]! >= total * PLAIN_SHARE)
    .reduce((a, b) => (chromaOf(b) > chromaOf(a) ? b : a), largest);
  const floorHue = hueOf(floor);
  const floorChroma = chromaOf(floor);

  // Sunlit or shaded floor keeps the floor's hue and loses chroma; a rug's reds, teals and
  // strong yellows leave the hue or gain chroma. Its creams and whites are neither, and are
  // taken in as the holes inside the rug.
  const other = emptyMask(w, h);
  for (let i = 0; i < w * h; i++) {
    if (!onFloor[i]) continue;
    const chroma = Math.hypot(lab[i * 3 + 1]!, lab[i * 3 + 2]!);
    const turn = hueTurn(Math.atan2(lab[i * 3 + 2]!, lab[i * 3 + 1]!), floorHue);
    if ((chroma > MIN_CHROMA && turn > HUE_TURN) || chroma > floorChroma * MORE_CHROMA)
      other.data[i] = 255;
  }
  // A rug's pattern has floor-coloured bits in it; closing joins them into one piece.
  const joined = fillEnclosed(morph(morph(morph(morph(other, 2), -2), -1), 1));
  const comp = components(w, h, (i) => joined.data[i]! >= 128);
  for (let id = 0; id < comp.count; id++) {
    if (comp.area[id]! < w * h * MIN_RUG) continue;
    let under = 0;
    for (let y = comp.minY[id]!; y <= comp.maxY[id]!; y++)
      for (let x = comp.minX[id]!; x <= comp.maxX[id]!; x++)
        if (comp.labels[y * w + x] === id && inBox[y * w + x]) under++;
    if (under < comp.area[id]! * 0.05) continue;
    for (let i = 0; i < w * h; i++) if (comp.labels[i] === id) out.data[i] = 255;
  }
  return out;
}

const chromaOf = (c: Lab) => Math.hypot(c[1], c[2]);
const hueOf = (c: Lab) => Math.atan2(c[2], c[1]);

/** The angle (radians, 0…π) between two hues. */
function hueTurn(a: number, b: number): number {
  const turn = Math.abs(a - b);
  return turn > Math.PI ? 2 * Math.PI - turn : turn;
}

/** Two colour groups of one hue, both coloured (greys have none). */
function sameHue(a: Lab, b: Lab): boolean {
  if (chromaOf(a) <= MIN_CHROMA || chromaOf(b) <= MIN_CHROMA) return false;
  return hueTurn(hueOf(a), hueOf(b)) <= HUE_TURN;
}

/** The mask with the holes that reach no border of the picture filled (the creams of a rug). */
function fillEnclosed(m: Mask): Mask {
  const { width: w, height: h } = m;
  const comp = components(w, h, (i) => m.data[i]! < 128);
  const out = new Uint8Array(m.data);
  for (let id = 0; id < comp.count; id++) {
    if (comp.minX[id] === 0 || comp.minY[id] === 0 || comp.maxX[id] === w - 1 || comp.maxY[id] === h - 1) continue; // prettier-ignore
    for (let i = 0; i < w * h; i++) if (comp.labels[i] === id) out[i] = 255;
  }
  return { width: w, height: h, data: out };
}

type Lab = [number, number, number];

const distance = (a: Lab, b: Lab) => Math.hypot((a[0] - b[0]) / 3, a[1] - b[1], a[2] - b[2]);

function nearest(lab: Float32Array, i: number, centres: Lab[]): number {
  let best = 0;
  let bestD = Infinity;
  const p: Lab = [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
  for (let c = 0; c < centres.length; c++) {
    const d = distance(p, centres[c]!);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** Lloyd's k-means, seeded by spreading the starts along the sample list (repeatable). */
function kMeans(lab: Float32Array, pixels: number[], k: number): Lab[] {
  let centres: Lab[] = [];
  for (let c = 0; c < k; c++) {
    const i = pixels[Math.floor(((c + 0.5) * pixels.length) / k)]!;
    centres.push([lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!]);
  }
  for (let it = 0; it < 10; it++) {
    const sum = centres.map(() => [0, 0, 0, 0]);
    for (const i of pixels) {
      const s = sum[nearest(lab, i, centres)]!;
      s[0]! += lab[i * 3]!;
      s[1]! += lab[i * 3 + 1]!;
      s[2]! += lab[i * 3 + 2]!;
      s[3]!++;
    }
    centres = centres.map((c, j) => {
      const s = sum[j]!;
      return s[3]! ? [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!] : c;
    });
  }
  return centres;
}
