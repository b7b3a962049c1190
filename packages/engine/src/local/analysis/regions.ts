import type { Raster } from '../raster/raster.ts';

/**
 * Graph-based over-segmentation (Felzenszwalb & Huttenlocher 2004) of a small picture in CIELAB:
 * neighbouring pixels join while the colour step between them is no larger than the variation
 * already inside both regions (plus k / size), so a slowly shaded wall stays one region while
 * the crease where it meets the ceiling splits it. Regions under `minSize` pixels are merged into
 * their most similar neighbour. Used by the wall and sky segmentation to reason about whole
 * surfaces instead of pixels.
 */

export interface Regions {
  width: number;
  height: number;
  /** Region id per pixel, 0…count−1. */
  labels: Int32Array;
  count: number;
  stats: RegionStats[];
}

export interface RegionStats {
  area: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  /** Mean CIELAB colour. */
  L: number;
  a: number;
  b: number;
  /** Mean row and column. */
  cy: number;
  cx: number;
  /** Mean edge strength over the region (its busyness: paint ≈ 0, brick or foliage high). */
  texture: number;
}

const SRGB_TO_LIN = new Float32Array(256).map((_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** CIELAB (D65) of each pixel: 3 floats a pixel, L in 0…100. */
export function toLab(r: Raster): Float32Array {
  const { width: w, height: h, data } = r;
  const out = new Float32Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const R = SRGB_TO_LIN[data[i * 3]!]!;
    const G = SRGB_TO_LIN[data[i * 3 + 1]!]!;
    const B = SRGB_TO_LIN[data[i * 3 + 2]!]!;
    const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
    const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
    const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
    out[i * 3] = 116 * y - 16;
    out[i * 3 + 1] = 500 * (x - y);
    out[i * 3 + 2] = 200 * (y - z);
  }
  return out;
}

/**
 * A pale, hazy sky (Lab): a little bluer and brighter than white paint or a white frame, whose b*
 * is 0 or warmer, and nearly grey.
 */
export const paleSky = (L: number, a: number, b: number) => b < -3 && L > 82 && Math.abs(a) < 4;

/** Mean over a (2r+1)² window (running sums, the window clipped at the borders). */
export function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  return lineMean(lineMean(src, w, h, r, 'x'), w, h, r, 'y');
}

/** Mean over 2r+1 pixels along rows ('x') or columns ('y'), the window clipped at the borders. */
export function lineMean(
  src: Float32Array,
  w: number,
  h: number,
  r: number,
  axis: 'x' | 'y',
): Float32Array {
  const out = new Float32Array(w * h);
  const [len, lines, step, stride] = axis === 'x' ? [w, h, 1, w] : [h, w, w, 1];
  for (let j = 0; j < lines; j++) {
    const base = j * stride;
    let s = 0;
    let n = 0;
    for (let k = -r; k < len + r; k++) {
      const add = k + r;
      const drop = k - r - 1;
      if (add >= 0 && add < len) {
        s += src[base + add * step]!;
        n++;
      }
      if (drop >= 0 && drop < len) {
        s -= src[base + drop * step]!;
        n--;
      }
      if (k >= 0 && k < len) out[base + k * step] = s / n;
    }
  }
  return out;
}

function find(parent: Int32Array, i: number): number {
  let r = i;
  while (parent[r] !== r) r = parent[r]!;
  while (parent[i] !== r) {
    const n = parent[i]!;
    parent[i] = r;
    i = n;
  }
  return r;
}

/**
 * Segments `lab` (from `toLab`, ideally of a texture-suppressed copy) into regions; `k` sets the
 * scale (larger, larger regions). `texture` (per pixel) only feeds the statistics.
 */
export function graphSegment(
  lab: Float32Array,
  w: number,
  h: number,
  k: number,
  minSize: number,
  texture?: Float32Array,
): Regions {
  const n = w * h;
  // Edges to the right, down, down-right and down-left neighbours.
  const maxEdges = n * 4;
  const ea = new Int32Array(maxEdges);
  const eb = new Int32Array(maxEdges);
  const ew = new Float32Array(maxEdges);
  let m = 0;
  const dist = (p: number, q: number) => {
    const dl = lab[p * 3]! - lab[q * 3]!;
    const da = lab[p * 3 + 1]! - lab[q * 3 + 1]!;
    const db = lab[p * 3 + 2]! - lab[q * 3 + 2]!;
    return Math.sqrt(dl * dl + da * da + db * db);
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const add = (q: number) => {
        ea[m] = p;
        eb[m] = q;
        ew[m] = dist(p, q);
        m++;
      };
      if (x < w - 1) add(p + 1);
      if (y < h - 1) {
        add(p + w);
        if (x < w - 1) add(p + w + 1);
        if (x > 0) add(p + w - 1);
      }
    }
  // Counting sort on quantised weights (0.05 steps): exact enough, and far quicker than a
  // comparison sort of half a million edges.
  const Q = 20;
  let maxB = 0;
  const bucket = new Int32Array(m);
  for (let e = 0; e < m; e++) {
    const b = Math.min(4000, Math.round(ew[e]! * Q));
    bucket[e] = b;
    if (b > maxB) maxB = b;
  }
  const counts = new Int32Array(maxB + 2);
  for (let e = 0; e < m; e++) counts[bucket[e]! + 1]!++;
  for (let b = 1; b < counts.length; b++) counts[b]! += counts[b - 1]!;
  const order = new Int32Array(m);
  for (let e = 0; e < m; e++) order[counts[bucket[e]!]!++] = e;

  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  const thr = new Float32Array(n).fill(k);
  for (let i = 0; i < n; i++) parent[i] = i;
  for (let j = 0; j < m; j++) {
    const e = order[j]!;
    const a = find(parent, ea[e]!);
    const b = find(parent, eb[e]!);
    if (a === b) continue;
    const wgt = ew[e]!;
    if (wgt <= thr[a]! && wgt <= thr[b]!) {
      const [big, small] = size[a]! >= size[b]! ? [a, b] : [b, a];
      parent[small] = big;
      size[big]! += size[small]!;
      thr[big] = wgt + k / size[big]!;
    }
  }
  // Small regions join their neighbour across the weakest edge.
  for (let j = 0; j < m; j++) {
    const e = order[j]!;
    const a = find(parent, ea[e]!);
    const b = find(parent, eb[e]!);
    if (a !== b && (size[a]! < minSize || size[b]! < minSize)) {
      const [big, small] = size[a]! >= size[b]! ? [a, b] : [b, a];
      parent[small] = big;
      size[big]! += size[small]!;
    }
  }
  const labels = new Int32Array(n);
  const idOf = new Int32Array(n).fill(-1);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const r = find(parent, i);
    if (idOf[r] === -1) idOf[r] = count++;
    labels[i] = idOf[r]!;
  }
  return {
    width: w,
    height: h,
    labels,
    count,
    stats: regionStats(labels, count, w, h, lab, texture),
  };
}

export function regionStats(
  labels: Int32Array,
  count: number,
  w: number,
  h: number,
  lab: Float32Array,
  texture?: Float32Array,
): RegionStats[] {
  const stats: RegionStats[] = Array.from({ length: count }, () => ({
    area: 0,
    minX: w,
    maxX: -1,
    minY: h,
    maxY: -1,
    L: 0,
    a: 0,
    b: 0,
    cy: 0,
    cx: 0,
    texture: 0,
  }));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const s = stats[labels[i]!]!;
      s.area++;
      if (x < s.minX) s.minX = x;
      if (x > s.maxX) s.maxX = x;
      if (y < s.minY) s.minY = y;
      if (y > s.maxY) s.maxY = y;
      s.L += lab[i * 3]!;
      s.a += lab[i * 3 + 1]!;
      s.b += lab[i * 3 + 2]!;
      s.cy += y;
      s.cx += x;
      if (texture) s.texture += texture[i]!;
    }
  for (const s of stats) {
    s.L /= s.area;
    s.a /= s.area;
    s.b /= s.area;
    s.cy /= s.area;
    s.cx /= s.area;
    s.texture /= s.area;
  }
  return stats;
}

/** Lengths of shared boundary between regions: map key `a * count + b` (a < b) → pixels. */
export function adjacency(reg: Regions): Map<number, number> {
  const { width: w, height: h, labels, count } = reg;
  const out = new Map<number, number>();
  const add = (a: number, b: number) => {
    if (a === b) return;
    const key = a < b ? a * count + b : b * count + a;
    out.set(key, (out.get(key) ?? 0) + 1);
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x < w - 1) add(labels[i]!, labels[i + 1]!);
      if (y < h - 1) add(labels[i]!, labels[i + w]!);
    }
  return out;
}

export const labDistance = (s: RegionStats, t: RegionStats) =>
  Math.sqrt((s.L - t.L) ** 2 + (s.a - t.a) ** 2 + (s.b - t.b) ** 2);

export interface MergeOptions {
  /** A boundary weaker than this (mean edge strength, ΔE a pixel) always merges… */
  boundary: number;
  /** …and so does one weaker than this multiple of the busier region's own texture. */
  textureRatio: number;
  /** Regions whose mean colours differ by more than this never merge (stops chaining). */
  maxMeanDiff: number;
}

/** Edge strength per pixel: the larger ΔE to the right or lower neighbour in a Lab image. */
export function labEdges(lab: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  const d = (p: number, q: number) =>
    Math.sqrt(
      (lab[p * 3]! - lab[q * 3]!) ** 2 +
        (lab[p * 3 + 1]! - lab[q * 3 + 1]!) ** 2 +
        (lab[p * 3 + 2]! - lab[q * 3 + 2]!) ** 2,
    );
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      out[i] = Math.max(x < w - 1 ? d(i, i + 1) : 0, y < h - 1 ? d(i, i + w) : 0);
    }
  return out;
}

/**
 * Merges neighbouring regions, weakest shared boundary first. A boundary's strength is the mean
 * edge strength along it (`edges`, from a lightly smoothed copy, so a thin crease line between
 * two equally white planes still counts); it merges when weaker than `boundary`, or than
 * `textureRatio` × the regions' own texture (brick pieces join, paint and brick do not), and the
 * regions' mean colours are within `maxMeanDiff`.
 */
export function mergeRegions(
  reg: Regions,
  lab: Float32Array,
  edges: Float32Array,
  opts: MergeOptions,
): Regions {
  const { width: w, height: h, labels, count } = reg;
  const parent = new Int32Array(count);
  for (let i = 0; i < count; i++) parent[i] = i;
  const area = new Float64Array(count);
  const sL = new Float64Array(count);
  const sa = new Float64Array(count);
  const sb = new Float64Array(count);
  const st = new Float64Array(count);
  for (let i = 0; i < w * h; i++) {
    const l = labels[i]!;
    area[l]!++;
    sL[l]! += lab[i * 3]!;
    sa[l]! += lab[i * 3 + 1]!;
    sb[l]! += lab[i * 3 + 2]!;
    st[l]! += edges[i]!;
  }
  const bsum = new Map<number, number>();
  const bcnt = new Map<number, number>();
  const key = (a: number, b: number) => (a < b ? a * count + b : b * count + a);
  const addEdge = (p: number, q: number) => {
    const kk = key(labels[p]!, labels[q]!);
    bsum.set(kk, (bsum.get(kk) ?? 0) + Math.max(edges[p]!, edges[q]!));
    bcnt.set(kk, (bcnt.get(kk) ?? 0) + 1);
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x < w - 1 && labels[i] !== labels[i + 1]) addEdge(i, i + 1);
      if (y < h - 1 && labels[i] !== labels[i + w]) addEdge(i, i + w);
    }
  const neighbours: Set<number>[] = Array.from({ length: count }, () => new Set());
  for (const kk of bsum.keys()) {
    const a = Math.floor(kk / count);
    const b = kk % count;
    neighbours[a]!.add(b);
    neighbours[b]!.add(a);
  }
  const meanDiff = (a: number, b: number) =>
    Math.sqrt(
      (sL[a]! / area[a]! - sL[b]! / area[b]!) ** 2 +
        (sa[a]! / area[a]! - sa[b]! / area[b]!) ** 2 +
        (sb[a]! / area[a]! - sb[b]! / area[b]!) ** 2,
    );
  const cost = (a: number, b: number) => {
    if (meanDiff(a, b) > opts.maxMeanDiff) return Infinity;
    const kk = key(a, b);
    const strength = bsum.get(kk)! / bcnt.get(kk)!;
    const tex = Math.max(st[a]! / area[a]!, st[b]! / area[b]!);
    return strength / Math.max(opts.boundary, opts.textureRatio * tex);
  };
  const alive = new Uint8Array(count).fill(1);
  for (;;) {
    let best = Infinity;
    let ba = -1;
    let bb = -1;
    for (let a = 0; a < count; a++) {
      if (!alive[a]) continue;
      for (const b of neighbours[a]!) {
        if (b <= a) continue;
        const c = cost(a, b);
        if (c < best) {
          best = c;
          ba = a;
          bb = b;
        }
      }
    }
    if (ba < 0 || best > 1) break;
    alive[bb] = 0;
    parent[bb] = ba;
    area[ba]! += area[bb]!;
    sL[ba]! += sL[bb]!;
    sa[ba]! += sa[bb]!;
    sb[ba]! += sb[bb]!;
    st[ba]! += st[bb]!;
    neighbours[ba]!.delete(bb);
    for (const c of neighbours[bb]!) {
      if (c === ba) continue;
      const kOld = key(bb, c);
      const kNew = key(ba, c);
      bsum.set(kNew, (bsum.get(kNew) ?? 0) + bsum.get(kOld)!);
      bcnt.set(kNew, (bcnt.get(kNew) ?? 0) + bcnt.get(kOld)!);
      bsum.delete(kOld);
      bcnt.delete(kOld);
      neighbours[c]!.delete(bb);
      neighbours[c]!.add(ba);
      neighbours[ba]!.add(c);
    }
    bsum.delete(key(ba, bb));
    bcnt.delete(key(ba, bb));
    neighbours[bb]!.clear();
  }
  const root = (i: number) => {
    while (parent[i] !== i) i = parent[i]!;
    return i;
  };
  const idOf = new Int32Array(count).fill(-1);
  let n = 0;
  const out = new Int32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const r = root(labels[i]!);
    if (idOf[r] === -1) idOf[r] = n++;
    out[i] = idOf[r]!;
  }
  return {
    width: w,
    height: h,
    labels: out,
    count: n,
    stats: regionStats(out, n, w, h, lab, edges),
  };
}

/** Mean of `edges` along each shared boundary: map key `a * count + b` (a < b) → strength. */
export function boundaryStrength(reg: Regions, edges: Float32Array): Map<number, number> {
  const { width: w, height: h, labels, count } = reg;
  const sum = new Map<number, number>();
  const n = new Map<number, number>();
  const add = (p: number, q: number) => {
    const a = labels[p]!;
    const b = labels[q]!;
    if (a === b) return;
    const key = a < b ? a * count + b : b * count + a;
    sum.set(key, (sum.get(key) ?? 0) + Math.max(edges[p]!, edges[q]!));
    n.set(key, (n.get(key) ?? 0) + 1);
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x < w - 1) add(i, i + 1);
      if (y < h - 1) add(i, i + w);
    }
  for (const [k, v] of sum) sum.set(k, v / n.get(k)!);
  return sum;
}
