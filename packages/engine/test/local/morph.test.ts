import { describe, expect, it } from 'vitest';
import { morph, type Mask } from '../../src/local/raster/raster.ts';

/** The plain definition: each pixel takes the max (grow) or min (shrink) of its square window. */
function naive(m: Mask, r: number): Uint8Array {
  const { width: w, height: h, data } = m;
  const rad = Math.abs(r);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let v = r > 0 ? 0 : 255;
      for (let yy = Math.max(0, y - rad); yy <= Math.min(h - 1, y + rad); yy++)
        for (let xx = Math.max(0, x - rad); xx <= Math.min(w - 1, x + rad); xx++) {
          const d = data[yy * w + xx]!;
          v = r > 0 ? Math.max(v, d) : Math.min(v, d);
        }
      out[y * w + x] = v;
    }
  return out;
}

describe('morph', () => {
  it('grows and shrinks like the square-window definition, borders and soft values included', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let t = 0; t < 200; t++) {
      const w = 1 + Math.floor(rand() * 30);
      const h = 1 + Math.floor(rand() * 30);
      const data = new Uint8Array(w * h).map(() =>
        rand() < 0.3 ? Math.floor(rand() * 256) : rand() < 0.5 ? 0 : 255,
      );
      const r = [-7, -3, -1, 1, 2, 5, 9][t % 7]!;
      const m = { width: w, height: h, data };
      expect(Array.from(morph(m, r).data), `${w}×${h} r=${r}`).toEqual(Array.from(naive(m, r)));
    }
  });
});
