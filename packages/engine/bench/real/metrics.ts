/**
 * The real-photo benchmark's measures (issue #38), on plain byte masks (non-zero = in) so they can
 * be tested on synthetic masks without the engine.
 */

/**
 * Intersection over union of `pred` and `truth`, counted only where `valid` is set (unlabelled
 * pixels are ignored). NaN when both are empty there.
 */
export function iou(pred: Uint8Array, truth: Uint8Array, valid?: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let p = 0; p < truth.length; p++) {
    if (valid && !valid[p]) continue;
    const a = pred[p] !== 0;
    const b = truth[p] !== 0;
    if (a && b) inter++;
    if (a || b) union++;
  }
  return union ? inter / union : NaN;
}

export interface ErrorRegion {
  /** 'fp': in the mask but not the target; 'fn': in the target but not the mask. */
  kind: 'fp' | 'fn';
  area: number;
  /** Where a user clicks: the pixel deepest inside the region (farthest from its edge). */
  x: number;
  y: number;
}

/**
 * The largest connected (4-neighbour) region of wrong pixels (false positives or false
 * negatives, each kind its own regions), where `valid` is set; null when the mask is right.
 */
export function largestErrorRegion(
  pred: Uint8Array,
  truth: Uint8Array,
  width: number,
  height: number,
  valid?: Uint8Array,
): ErrorRegion | null {
  const n = width * height;
  // 1 = false positive, 2 = false negative, 0 = right or not judged.
  const err = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (valid && !valid[p]) continue;
    const a = pred[p] !== 0;
    const b = truth[p] !== 0;
    if (a !== b) err[p] = a ? 1 : 2;
  }
  const label = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  let best = -1;
  let bestArea = 0;
  let bestKind = 0;
  let next = 0;
  for (let s = 0; s < n; s++) {
    if (!err[s] || label[s] !== -1) continue;
    const kind = err[s]!;
    const id = next++;
    let top = 0;
    let area = 0;
    stack[top++] = s;
    label[s] = id;
    while (top) {
      const p = stack[--top]!;
      area++;
      const x = p % width;
      const visit = (q: number) => {
        if (err[q] === kind && label[q] === -1) {
          label[q] = id;
          stack[top++] = q;
        }
      };
      if (x > 0) visit(p - 1);
      if (x < width - 1) visit(p + 1);
      if (p >= width) visit(p - width);
      if (p < n - width) visit(p + width);
    }
    if (area > bestArea) {
      best = id;
      bestArea = area;
      bestKind = kind;
    }
  }
  if (best < 0) return null;
  const inside = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (label[p] === best) inside[p] = 1;
  const deepest = deepestPixel(inside, width, height);
  return { kind: bestKind === 1 ? 'fp' : 'fn', area: bestArea, ...deepest };
}

/** The pixel of `inside` farthest (city-block distance) from any pixel outside it or the edge. */
export function deepestPixel(
  inside: Uint8Array,
  width: number,
  height: number,
): { x: number; y: number } {
  const n = width * height;
  const d = new Int32Array(n);
  const big = width + height;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!inside[p]) continue;
      const up = y > 0 ? d[p - width]! : 0;
      const left = x > 0 ? d[p - 1]! : 0;
      d[p] = Math.min(big, up + 1, left + 1);
    }
  let best = -1;
  let bestD = -1;
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const p = y * width + x;
      if (!inside[p]) continue;
      const down = y < height - 1 ? d[p + width]! : 0;
      const right = x < width - 1 ? d[p + 1]! : 0;
      d[p] = Math.min(d[p]!, down + 1, right + 1);
      if (d[p]! > bestD) {
        bestD = d[p]!;
        best = p;
      }
    }
  return best < 0 ? { x: -1, y: -1 } : { x: best % width, y: Math.floor(best / width) };
}

/**
 * A pixel counts as changed when a channel moved by more than `tolerance` (0…255): both pictures
 * are decoded JPEG-encoded copies, so untouched 8 × 8 blocks match exactly and a small tolerance
 * only absorbs the encoder's ringing next to a change.
 */
export const CHANGE_TOLERANCE = 12;

export function changedPixels(a: Uint8Array, b: Uint8Array, tolerance = CHANGE_TOLERANCE) {
  const n = a.length / 3;
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const i = p * 3;
    const d = Math.max(
      Math.abs(a[i]! - b[i]!),
      Math.abs(a[i + 1]! - b[i + 1]!),
      Math.abs(a[i + 2]! - b[i + 2]!),
    );
    if (d > tolerance) out[p] = 1;
  }
  return out;
}

/** How many pixels of `changed` are set where `region` is not (and `valid`, when given, is). */
export function countOutside(changed: Uint8Array, region: Uint8Array, valid?: Uint8Array): number {
  let count = 0;
  for (let p = 0; p < changed.length; p++) {
    if (changed[p] && !region[p] && (!valid || valid[p])) count++;
  }
  return count;
}

/** Share of the pixels where `where` is set (and `valid`) that `changed` marks. */
export function shareChanged(changed: Uint8Array, where: Uint8Array, valid?: Uint8Array): number {
  let hit = 0;
  let all = 0;
  for (let p = 0; p < changed.length; p++) {
    if (!where[p] || (valid && !valid[p])) continue;
    all++;
    if (changed[p]) hit++;
  }
  return all ? hit / all : 0;
}

/** Rec. 601 luma of an RGB pixel. */
function luma(rgb: Uint8Array, p: number): number {
  return 0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!;
}

/**
 * Pearson correlation of the two pictures' luminance inside `mask`: near 1 when a recolour keeps
 * the wall's shading and texture, low when it flattens them. NaN for an empty or flat mask.
 */
export function lumaCorrelation(a: Uint8Array, b: Uint8Array, mask: Uint8Array): number {
  let n = 0;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    const x = luma(a, p);
    const y = luma(b, p);
    n++;
    sa += x;
    sb += y;
    saa += x * x;
    sbb += y * y;
    sab += x * y;
  }
  if (!n) return NaN;
  const cov = sab - (sa * sb) / n;
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : NaN;
}

/** Under this share of changed pixels a completed edit did (next to) nothing. */
export const MIN_CHANGED = 0.01;
/** Over this share of the non-target pixels changed, an edit painted where it should not. */
export const MAX_OUTSIDE = 0.1;

export type Outcome =
  | { kind: 'refused'; reason: string }
  | { kind: 'completed'; changed: number; outside: number | null };

/**
 * Why a run was "confidently wrong" (it completed, yet changed under 1 % of the picture or more
 * than 10 % of what lies outside its labelled target), or null when it was not. `outside` is
 * null where the photo has no labels. A refusal is never confidently wrong.
 */
export function confidentlyWrong(outcome: Outcome): string | null {
  if (outcome.kind === 'refused') return null;
  if (outcome.changed < MIN_CHANGED) return `changed ${pct(outcome.changed)} of the picture`;
  if (outcome.outside !== null && outcome.outside > MAX_OUTSIDE) {
    return `painted ${pct(outcome.outside)} outside its target`;
  }
  return null;
}

export function pct(share: number, digits = 1): string {
  return `${(share * 100).toFixed(digits)} %`;
}

/** Median of the finite values; NaN when there are none. */
export function median(values: number[]): number {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = v.length >> 1;
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
}
