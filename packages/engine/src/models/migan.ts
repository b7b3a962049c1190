import type { Mask, Raster } from '../data.ts';
import { ort, type ModelPool, type Sessions } from './runtime.ts';

/**
 * MI-GAN's "pipeline v2" export on one tile: the picture (uint8, planar RGB) and a mask where 0 is
 * the hole and 255 what is kept go in whole; the graph crops around the hole, fills it at 512 px
 * and pastes it back, so the result is the tile with its hole filled (uint8, planar RGB).
 */
export async function miganTile(
  s: Sessions,
  pool: ModelPool,
  tile: Raster,
  hole: Mask,
): Promise<Raster> {
  const { Tensor } = await ort();
  const { width: w, height: h } = tile;
  const n = w * h;
  const planar = new Uint8Array(3 * n);
  for (let i = 0; i < n; i++) {
    planar[i] = tile.data[i * 3]!;
    planar[n + i] = tile.data[i * 3 + 1]!;
    planar[2 * n + i] = tile.data[i * 3 + 2]!;
  }
  const keep = Uint8Array.from(hole.data, (v) => (v > 0 ? 0 : 255));
  const out = await pool.run(s.model!, {
    image: new Tensor('uint8', planar, [1, 3, h, w]),
    mask: new Tensor('uint8', keep, [1, 1, h, w]),
  });
  const r = out.result!;
  const [, , rh, rw] = r.dims as number[];
  if (rh !== h || rw !== w) throw new Error(`MI-GAN answered ${rw} × ${rh} for a ${w} × ${h} tile`);
  const d = r.data as Uint8Array;
  const data = new Uint8Array(3 * n);
  for (let i = 0; i < n; i++) {
    data[i * 3] = d[i]!;
    data[i * 3 + 1] = d[n + i]!;
    data[i * 3 + 2] = d[2 * n + i]!;
  }
  return { width: w, height: h, data };
}
