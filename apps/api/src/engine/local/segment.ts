import { blurRaster, downscale, emptyMask, morph, type Mask, type Raster } from './raster.ts';

/**
 * Classical segmentation of room pictures into sky, windows and walls, at a working resolution
 * of about 400 px: colour rules, connected components, region growing on a smoothed copy and
 * position cues. Measured against the sample renders' ground-truth masks by bench/quality.ts.
 */
export const SEG_SIDE = 400;
const EDGE = 7;
const MEAN_TOL = 30;

export interface Segmentation {
  /** The working copy the masks refer to. */
  small: Raster;
  sky: Mask;
  windows: Mask;
  walls: Mask;
  /** True when the picture looks like an outdoor shot (sky over a large part of the top). */
  exterior: boolean;
}

interface Components {
  labels: Int32Array;
  count: number;
  area: number[];
  minX: number[];
  maxX: number[];
  minY: number[];
  maxY: number[];
}

/** 4-connected components of the pixels where `inside` holds. */
export function components(w: number, h: number, inside: (i: number) => boolean): Components {
  const labels = new Int32Array(w * h).fill(-1);
  const area: number[] = [];
  const minX: number[] = [];
  const maxX: number[] = [];
  const minY: number[] = [];
  const maxY: number[] = [];
  const stack: number[] = [];
  let count = 0;
  for (let s = 0; s < w * h; s++) {
    if (labels[s] !== -1 || !inside(s)) continue;
    const id = count++;
    area.push(0);
    minX.push(w);
    maxX.push(0);
    minY.push(h);
    maxY.push(0);
    labels[s] = id;
    stack.push(s);
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      area[id]!++;
      if (x < minX[id]!) minX[id] = x;
      if (x > maxX[id]!) maxX[id] = x;
      if (y < minY[id]!) minY[id] = y;
      if (y > maxY[id]!) maxY[id] = y;
      const visit = (q: number) => {
        if (labels[q] === -1 && inside(q)) {
          labels[q] = id;
          stack.push(q);
        }
      };
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
  }
  return { labels, count, area, minX, maxX, minY, maxY };
}

/** Local gradient magnitude (max abs difference to the right/down neighbour, all channels). */
function gradient(r: Raster): Float32Array {
  const { width: w, height: h, data } = r;
  const g = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const a = i * 3;
      let m = 0;
      if (x < w - 1)
        for (let c = 0; c < 3; c++) m = Math.max(m, Math.abs(data[a + c]! - data[a + 3 + c]!));
      if (y < h - 1)
        for (let c = 0; c < 3; c++) m = Math.max(m, Math.abs(data[a + c]! - data[a + w * 3 + c]!));
      g[i] = m;
    }
  }
  return g;
}

function fillHoles(m: Mask): Mask {
  const { width: w, height: h } = m;
  // Non-mask regions that do not reach the left, right or bottom border are holes (clouds in the
  // sky, a lamp on a wall); the top border does not count, so clouds cut by the frame are filled.
  const comp = components(w, h, (i) => m.data[i]! < 128);
  const open = new Set<number>();
  for (let x = 0; x < w; x++) open.add(comp.labels[(h - 1) * w + x]!);
  for (let y = 0; y < h; y++) {
    open.add(comp.labels[y * w]!);
    open.add(comp.labels[y * w + w - 1]!);
  }
  const out = new Uint8Array(m.data);
  for (let i = 0; i < w * h; i++) {
    const l = comp.labels[i]!;
    if (l >= 0 && !open.has(l)) out[i] = 255;
  }
  return { width: w, height: h, data: out };
}

export function segmentSky(small: Raster, grad: Float32Array): Mask {
  const { width: w, height: h, data } = small;
  const blue = (i: number) => {
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    return b > 110 && b > r + 14 && b + 6 >= g && grad[i]! < 14;
  };
  const comp = components(w, h, blue);
  const out = emptyMask(w, h);
  const minArea = w * h * 0.0015;
  for (let id = 0; id < comp.count; id++) {
    if (comp.area[id]! < minArea) continue;
    // Sky sits high: a blue region whose top is in the lower half is a rug, a sofa or water.
    if (comp.minY[id]! > h * 0.55) continue;
    for (let i = 0; i < w * h; i++) if (comp.labels[i] === id) out.data[i] = 255;
  }
  // Clouds: bright, unsaturated, smooth pixels touching the blue sky grow into it.
  const cloud = (i: number) => {
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    const mx = Math.max(r, g, b);
    return mx > 170 && mx - Math.min(r, g, b) < 40 && b + 4 >= r && grad[i]! < 10;
  };
  const stack: number[] = [];
  for (let i = 0; i < w * h; i++) if (out.data[i]) stack.push(i);
  // Clouds may not grow below the blue sky's lowest row: below that, white is a wall or siding.
  let skyBottom = 0;
  for (let i = 0; i < w * h; i++)
    if (out.data[i]) skyBottom = Math.max(skyBottom, Math.floor(i / w));
  while (stack.length) {
    const p = stack.pop()!;
    const x = p % w;
    const y = (p - x) / w;
    for (const q of [
      x > 0 ? p - 1 : -1,
      x < w - 1 ? p + 1 : -1,
      y > 0 ? p - w : -1,
      y < h - 1 ? p + w : -1,
    ]) {
      if (q < 0 || out.data[q] || Math.floor(q / w) > skyBottom || !cloud(q)) continue;
      out.data[q] = 255;
      stack.push(q);
    }
  }
  return fillHoles(out);
}

/**
 * Windows. Inside a room, a window is the rectangle around outdoor content (sky, foliage, lawn)
 * seen through it; on a facade, a window is a dark, compact, nearly rectangular pane.
 */
export function segmentWindows(small: Raster, sky: Mask, exterior: boolean): Mask {
  const { width: w, height: h, data } = small;
  const out = emptyMask(w, h);
  if (exterior) {
    const dark = (i: number) => {
      const mx = Math.max(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
      return mx < 70 && !sky.data[i];
    };
    const comp = components(w, h, dark);
    for (let id = 0; id < comp.count; id++) {
      const bw = comp.maxX[id]! - comp.minX[id]! + 1;
      const bh = comp.maxY[id]! - comp.minY[id]! + 1;
      const a = comp.area[id]!;
      if (a < 12 || a > w * h * 0.03) continue;
      if (a / (bw * bh) < 0.55 || bw > bh * 2.5 || bh > bw * 4) continue;
      for (let y = comp.minY[id]!; y <= comp.maxY[id]!; y++)
        for (let x = comp.minX[id]!; x <= comp.maxX[id]!; x++) out.data[y * w + x] = 255;
    }
    return morph(out, 1);
  }
  const outdoor = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    const foliage = g > r + 12 && g > b + 6;
    outdoor[i] = sky.data[i] || foliage ? 255 : 0;
  }
  // Mullions and frames split the view into panes: close the gaps before grouping.
  const closed = morph(morph({ width: w, height: h, data: outdoor }, 4), -2);
  const comp = components(w, h, (i) => closed.data[i]! > 0);
  for (let id = 0; id < comp.count; id++) {
    if (comp.area[id]! < w * h * 0.004) continue;
    // A window's bottom sits above the floor line; a green rug or sofa does not count.
    if (comp.minY[id]! > h * 0.6) continue;
    const x0 = Math.max(0, comp.minX[id]! - 3);
    const x1 = Math.min(w - 1, comp.maxX[id]! + 3);
    const y0 = Math.max(0, comp.minY[id]! - 3);
    const y1 = Math.min(h - 1, comp.maxY[id]! + 4);
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.data[y * w + x] = 255;
  }
  return out;
}

/**
 * Walls: large smooth regions of a smoothed copy, grown with a colour tolerance, that are neither
 * sky nor window and sit in the vertical middle of the picture (ceilings touch the top and lie
 * above, floors reach the bottom edge).
 */
export function segmentWalls(
  smooth: Raster,
  edges: Float32Array,
  windows: Mask,
  sky: Mask,
  exterior: boolean,
): Mask {
  const { width: w, height: h, data } = smooth;
  const labels = new Int32Array(w * h).fill(-1);
  const out = emptyMask(w, h);
  // Corners between wall, ceiling and floor are soft in colour but show as an edge: they stop
  // the growth, so a white wall does not run into a white ceiling.
  const blocked = (i: number) => windows.data[i]! > 0 || sky.data[i]! > 0 || edges[i]! > EDGE;
  const tol = 9;
  let id = 0;
  const stack: number[] = [];
  const regionPixels: number[] = [];
  for (let s = 0; s < w * h; s++) {
    if (labels[s] !== -1 || blocked(s)) continue;
    labels[s] = id;
    stack.push(s);
    regionPixels.length = 0;
    let sumR = 0;
    let sumG = 0;
    let sumB = 0;
    let minY = h;
    let maxY = 0;
    let sumY = 0;
    while (stack.length) {
      const p = stack.pop()!;
      regionPixels.push(p);
      const x = p % w;
      const y = (p - x) / w;
      sumR += data[p * 3]!;
      sumG += data[p * 3 + 1]!;
      sumB += data[p * 3 + 2]!;
      sumY += y;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const visit = (q: number) => {
        if (labels[q] !== -1 || blocked(q)) return;
        const d =
          Math.abs(data[q * 3]! - data[p * 3]!) +
          Math.abs(data[q * 3 + 1]! - data[p * 3 + 1]!) +
          Math.abs(data[q * 3 + 2]! - data[p * 3 + 2]!);
        if (d > tol) return;
        // Also stay near the region's mean colour, so slow gradients do not chain a wall into
        // the ceiling and the floor.
        const k = regionPixels.length;
        const dm =
          Math.abs(data[q * 3]! - sumR / k) +
          Math.abs(data[q * 3 + 1]! - sumG / k) +
          Math.abs(data[q * 3 + 2]! - sumB / k);
        if (dm > MEAN_TOL) return;
        labels[q] = id;
        stack.push(q);
      };
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
    const n = regionPixels.length;
    const cy = sumY / n / h;
    const lum = (0.2126 * sumR + 0.7152 * sumG + 0.0722 * sumB) / n;
    const isWall =
      n > w * h * (exterior ? 0.01 : 0.02) &&
      (!exterior || lum > 110) &&
      cy > (exterior ? 0.2 : 0.15) &&
      cy < (exterior ? 0.75 : 0.62) &&
      maxY < h - 2 &&
      !(minY <= 1 && cy < 0.3);
    if (isWall) for (const p of regionPixels) out.data[p] = 255;
    id++;
  }
  // Small gaps (picture wire, switch, shading seams) close; holes behind frames and lamps fill.
  const filled = fillHoles(morph(morph(out, 2), -2));
  // Holes are filled for lamps and frames on a wall, never for the windows in it.
  for (let i = 0; i < w * h; i++) if (windows.data[i] || sky.data[i]) filled.data[i] = 0;
  return filled;
}

/**
 * Through a window the sky of an interior shot is nearly white (exposed for the room) with a
 * faint blue cast: bright, smooth, bluer than the neutral walls, and inside a window.
 */
function interiorSky(small: Raster, grad: Float32Array, windows: Mask): Mask {
  const { width: w, height: h, data } = small;
  const out = emptyMask(w, h);
  for (let i = 0; i < w * h; i++) {
    if (!windows.data[i]) continue;
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    if (Math.min(r, g, b) > 185 && b >= r + 5 && b + 8 >= g && grad[i]! < 12) out.data[i] = 255;
  }
  // Keep the sky that reaches up in its window; light patches lower down are walls seen outside.
  const comp = components(w, h, (i) => out.data[i]! > 0);
  for (let i = 0; i < w * h; i++) {
    const l = comp.labels[i]!;
    if (l >= 0 && comp.area[l]! < 6) out.data[i] = 0;
  }
  return out;
}

export async function segment(image: Raster): Promise<Segmentation> {
  const small = await downscale(image, SEG_SIDE);
  const grad = gradient(await blurRaster(small, 0.8));
  const blueSky = segmentSky(small, grad);
  const { width: w, height: h } = small;
  let topSky = 0;
  for (let y = 0; y < Math.floor(h * 0.3); y++)
    for (let x = 0; x < w; x++) if (blueSky.data[y * w + x]) topSky++;
  const exterior = topSky > w * h * 0.3 * 0.35;
  const windows = segmentWindows(small, exterior ? blueSky : emptyMask(w, h), exterior);
  const sky = exterior ? blueSky : interiorSky(small, grad, windows);
  const edges = gradient(await blurRaster(small, 1.2));
  const walls = segmentWalls(await blurRaster(small, 2.5), edges, windows, sky, exterior);
  return { small, sky, windows, walls, exterior };
}
