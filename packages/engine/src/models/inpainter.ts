import type { Box, Mask, Raster } from '../data.ts';
import { classicalInpainter } from '../local/stages.ts';
import { bounds, checkAbort, resizeMask, resizeRaster } from '../local/raster/raster.ts';
import type { Inpainter } from '../types.ts';
import { defaultBackend, withModel, type ModelBackend } from './backend.ts';
import { ort, type ModelPool, type Sessions } from './runtime.ts';
import { miganTile } from './migan.ts';
import { fromNCHW, toNCHW, UNIT } from './tensor.ts';

/** LaMa's input side (the Carve ONNX export is fixed at 512 × 512). */
export const LAMA_SIDE = 512;
/** The largest crop one tile covers, in source pixels: beyond it a tile shrinks detail over 2×. */
export const MAX_TILE = 1024;
/** Context kept around a tile's core (source pixels): the model sees what surrounds the hole. */
const MARGIN = 96;

/**
 * The tiles that cover a hole: one crop around it when it fits MAX_TILE with its margin, else a
 * grid of MAX_TILE crops whose cores (the crop less the margin) cover the hole's box.
 */
export function planTiles(box: Box, width: number, height: number): Box[] {
  const side = (n: number, full: number) => Math.min(full, Math.max(LAMA_SIDE, n + 2 * MARGIN), MAX_TILE); // prettier-ignore
  const axis = (a0: number, a1: number, full: number): [number, number][] => {
    const n = a1 - a0 + 1;
    const s = side(n, full);
    const core = s === full ? s : s - 2 * MARGIN;
    const count = Math.max(1, Math.ceil(n / core));
    const out: [number, number][] = [];
    for (let k = 0; k < count; k++) {
      const centre = a0 + (k + 0.5) * (n / count);
      const start = Math.min(Math.max(0, Math.round(centre - s / 2)), full - s);
      out.push([start, start + s - 1]);
    }
    return out;
  };
  return axis(box.y0, box.y1, height).flatMap(([y0, y1]) =>
    axis(box.x0, box.x1, width).map(([x0, x1]) => ({ x0, y0, x1, y1 })),
  );
}

function crop(r: { width: number; data: Uint8Array }, t: Box, channels: number): Uint8Array {
  const w = t.x1 - t.x0 + 1;
  const out = new Uint8Array(w * (t.y1 - t.y0 + 1) * channels);
  for (let y = t.y0; y <= t.y1; y++)
    out.set(r.data.subarray((y * r.width + t.x0) * channels, (y * r.width + t.x1 + 1) * channels), (y - t.y0) * w * channels); // prettier-ignore
  return out;
}

type TileFill = (s: Sessions, pool: ModelPool, tile: Raster, hole: Mask) => Promise<Raster>;

async function lamaTile(s: Sessions, pool: ModelPool, tile: Raster, hole: Mask): Promise<Raster> {
  const { Tensor } = await ort();
  const { width: w, height: h } = tile;
  const small = await toNCHW(tile, LAMA_SIDE, LAMA_SIDE, UNIT);
  const m = await resizeMask(hole, LAMA_SIDE, LAMA_SIDE);
  // Any trace of the hole after the resize counts: LaMa must not copy the object back from its rim.
  const mask = Float32Array.from(m.data, (v) => (v > 0 ? 1 : 0));
  const out = await pool.run(s.model!, {
    image: new Tensor('float32', small, [1, 3, LAMA_SIDE, LAMA_SIDE]),
    mask: new Tensor('float32', mask, [1, 1, LAMA_SIDE, LAMA_SIDE]),
  });
  const filled = fromNCHW(out.output!.data as Float32Array, LAMA_SIDE, LAMA_SIDE, 255);
  return resizeRaster(filled, w, h);
}

/** Each inpainting checkpoint's fill of one tile (manifest ids). */
const TILE_FILLS: Record<string, TileFill> = { lama: lamaTile, migan: miganTile };

/**
 * The installed inpainting model (LaMa, else MI-GAN) over the hole, tile by tile: each tile's
 * result is written on the hole's pixels of its own core only, and those pixels become context for
 * the next tile. Pixels outside the hole are the source's, byte for byte. Returns the tile count
 * with the picture (tests, the bench).
 */
export async function lamaInpaint(
  b: ModelBackend,
  image: Raster,
  hole: Mask,
  signal?: AbortSignal,
) {
  return withModel(b, 'inpaint', async (s, pool, checkpoint) => {
    const fill = TILE_FILLS[checkpoint.id];
    if (!fill) throw new Error(`no tile fill for the ${checkpoint.id} checkpoint`);
    const box = bounds(hole);
    const out: Raster = { ...image, data: new Uint8Array(image.data) };
    if (!box) return { image: out, tiles: 0 };
    const left = Uint8Array.from(hole.data, (v) => (v > 127 ? 255 : 0));
    const tiles = planTiles(box, image.width, image.height);
    for (const t of tiles) {
      checkAbort(signal);
      const tw = t.x1 - t.x0 + 1;
      const th = t.y1 - t.y0 + 1;
      const tile = { width: tw, height: th, data: crop(out, t, 3) };
      const filled = await fill(s, pool, tile, { width: tw, height: th, data: crop({ width: image.width, data: left }, t, 1) }); // prettier-ignore
      for (let y = t.y0; y <= t.y1; y++)
        for (let x = t.x0; x <= t.x1; x++) {
          const i = y * image.width + x;
          if (!left[i]) continue;
          const j = ((y - t.y0) * tw + (x - t.x0)) * 3;
          out.data.set(filled.data.subarray(j, j + 3), i * 3);
          left[i] = 0;
        }
    }
    return { image: out, tiles: tiles.length };
  });
}

/** The `lama` Inpainter: LaMa (or MI-GAN) where installed, else the classical patch search. */
export function modelInpainter(
  b: ModelBackend = defaultBackend(),
  classical: Inpainter = classicalInpainter,
): Inpainter {
  return {
    async inpaint(image, hole, opts) {
      const r = await lamaInpaint(b, image, hole, opts?.signal);
      return r.ok ? r.value.image : classical.inpaint(image, hole, opts);
    },
  };
}
