import { checkAbort, emptyMask, type Mask, type Raster } from '../raster/raster.ts';
import { Surface } from '../analysis/surfaces.ts';
import { shiftFill } from './shiftFill.ts';

/** Rows whose floor is stretched more than this in the floor's frame are left to the plain fill. */
const MAX_STRETCH = 4;
/** Bare floor needed in the frame, as a share of the floor to fill. */
const MIN_SOURCE_SHARE = 0.05;
/** The floor frame is kept under this many pixels (sampled coarser beyond). */
const MAX_FRAME_PIXELS = 3_000_000;

/**
 * Fills the floor part of a hole in the floor's own frame. For a level camera each row below eye
 * level is one depth, and the floor seen in a row is the floor of the bottom row shrunk by
 * (y − horizon) / (bottom − horizon) towards the centre. Stretching each row back by that
 * factor undoes the perspective across the floor: planks or tiles seen at another depth have the
 * same width there, so a fill that has to come from rows nearer or farther (a rug or a bed
 * covers every row's floor from side to side) copies them at the right size and slant instead of
 * smearing them. Returns the picture with those pixels filled, and the hole left for the plain
 * fill (walls, windows, and floor near eye level, which the frame would stretch too far).
 */
export async function fillFloor(
  image: Raster,
  hole: Mask,
  planes: Uint8Array,
  horizon: number,
  opts: { signal?: AbortSignal; seed?: number } = {},
): Promise<{ image: Raster; hole: Mask }> {
  const { width: W, height: H } = image;
  const depth = H - 1 - horizon;
  const unchanged = { image, hole };
  if (depth < 8) return unchanged;
  const yA = Math.ceil(horizon + depth / MAX_STRETCH);
  let any = false;
  for (let i = yA * W; i < W * H && !any; i++)
    any = hole.data[i]! >= 128 && planes[i] === Surface.Floor;
  if (!any) return unchanged;

  const cx = (W - 1) / 2;
  const stretch = (y: number) => depth / (y - horizon);
  const uMin = -cx * stretch(yA);
  const uMax = (W - 1 - cx) * stretch(yA);
  const rows = H - yA;
  const k = Math.min(1, Math.sqrt(MAX_FRAME_PIXELS / ((uMax - uMin + 1) * rows)));
  const fw = Math.ceil((uMax - uMin) * k) + 1;
  const fh = Math.ceil((rows - 1) * k) + 1;
  const frame = new Uint8Array(fw * fh * 3);
  // Bare floor (a source) and the floor to fill; neither outside the picture.
  const source = new Uint8Array(fw * fh);
  const frameHole = emptyMask(fw, fh);
  let sources = 0;
  let targets = 0;
  for (let v = 0; v < fh; v++) {
    const y = Math.min(H - 1, yA + v / k);
    const s = stretch(y);
    for (let u = 0; u < fw; u++) {
      const x = cx + (uMin + u / k) / s;
      const f = v * fw + u;
      // Outside the picture: no source and nothing to fill.
      if (x < 0 || x > W - 1) continue;
      const p = Math.round(y) * W + Math.round(x);
      bilinear(image, x, y, frame, f * 3);
      if (planes[p] !== Surface.Floor) continue;
      if (hole.data[p]! >= 128) {
        frameHole.data[f] = 255;
        targets++;
      } else {
        source[f] = 1;
        sources++;
      }
    }
  }
  // With hardly any bare floor to copy from, the frame has nothing to offer the plain fill lacks.
  if (sources < targets * MIN_SOURCE_SHARE) return unchanged;
  checkAbort(opts.signal);
  const filled = { width: fw, height: fh, data: frame };
  const unfilled = await shiftFill(filled, frameHole, source, opts.signal);

  // Back to the picture: each floor pixel of the hole reads the filled frame where it lies.
  const out = new Uint8Array(image.data);
  const left = new Uint8Array(hole.data);
  const rgb = new Uint8Array(3);
  for (let y = yA; y < H; y++) {
    const s = stretch(y);
    const v = (y - yA) * k;
    for (let x = 0; x < W; x++) {
      const p = y * W + x;
      if (hole.data[p]! < 128 || planes[p] !== Surface.Floor) continue;
      const u = ((x - cx) * s - uMin) * k;
      const f = Math.min(fh - 1, Math.round(v)) * fw + Math.max(0, Math.min(fw - 1, Math.round(u)));
      if (unfilled.data[f]) continue;
      bilinear(filled, Math.max(0, Math.min(fw - 1, u)), Math.min(fh - 1, v), rgb, 0);
      out[p * 3] = rgb[0]!;
      out[p * 3 + 1] = rgb[1]!;
      out[p * 3 + 2] = rgb[2]!;
      left[p] = 0;
    }
  }
  return {
    image: { width: W, height: H, data: out },
    hole: { width: W, height: H, data: left },
  };
}

function bilinear(r: Raster, x: number, y: number, out: Uint8Array, o: number): void {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(r.width - 1, x0 + 1);
  const y1 = Math.min(r.height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  for (let c = 0; c < 3; c++) {
    const a = r.data[(y0 * r.width + x0) * 3 + c]!;
    const b = r.data[(y0 * r.width + x1) * 3 + c]!;
    const d = r.data[(y1 * r.width + x0) * 3 + c]!;
    const e = r.data[(y1 * r.width + x1) * 3 + c]!;
    out[o + c] = Math.round((a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy);
  }
}
