import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StagingRenderResult } from '@hds/stager/contract';
import { decode, type Raster } from '../../src/local/raster/raster.ts';
import { SHADOW_STRENGTH, composite } from '../../src/local/furnish/composite.ts';
import { photoLight } from '../../src/local/furnish/photoLight.ts';
import { SAMPLES_ROOT } from '../local/samples.ts';

const W = 80;
const H = 60;

const lin = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const srgb = (v: number) =>
  Math.round((v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055) * 255);

/** A photo with a gradient so every pixel differs from its neighbours. */
function photo(): Raster {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      data[i] = 60 + x * 2;
      data[i + 1] = 90 + y * 2;
      data[i + 2] = 150 + ((x + y) % 40);
    }
  }
  return { width: W, height: H, data };
}

/** A render pass: shadow 255 in `shadowBox`, an RGBA colour over `colourBox`. */
function render(
  shadowBox: [number, number, number, number] | null,
  colourBox: [number, number, number, number] | null,
  rgba: [number, number, number, number] = [255, 0, 0, 255],
  w = W,
  h = H,
): StagingRenderResult {
  const color = new Uint8Array(w * h * 4);
  const shadow = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inBox = (b: [number, number, number, number] | null) =>
        b !== null && x >= b[0] && x < b[2] && y >= b[1] && y < b[3];
      if (inBox(shadowBox)) shadow[y * w + x] = 255;
      if (inBox(colourBox)) color.set(rgba, (y * w + x) * 4);
    }
  }
  return { width: w, height: h, color, shadow, ms: 0 };
}

const px = (r: Raster, x: number, y: number) =>
  Array.from(r.data.subarray((y * r.width + x) * 3, (y * r.width + x) * 3 + 3));

describe('composite', () => {
  it('darkens only where the shadow pass says, by the set strength', () => {
    const p = photo();
    const out = composite(p, render([30, 20, 50, 40], null), { shadowBlur: 1 });
    // Inside the shadow (away from its softened edge): photo × (1 − strength) in linear light.
    for (const [x, y] of [
      [35, 25],
      [44, 33],
    ] as const) {
      const before = px(p, x, y);
      const after = px(out, x, y);
      for (let c = 0; c < 3; c++) {
        expect(
          Math.abs(after[c]! - srgb(lin(before[c]!) * (1 - SHADOW_STRENGTH))),
        ).toBeLessThanOrEqual(1);
        expect(after[c]!).toBeLessThan(before[c]!);
      }
    }
    // Beyond the blur's reach (3 σ), every byte is the photo's.
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const far = x < 26 || x >= 54 || y < 16 || y >= 44;
        if (far) expect(px(out, x, y)).toEqual(px(p, x, y));
      }
    }
    // The edge is soft: a ramp, not a step.
    const row = [28, 29, 30, 31, 32].map((x) => px(out, x, 30)[0]!);
    expect(new Set(row).size).toBeGreaterThanOrEqual(4);
  });

  it('leaves the shadowed photo untouched byte for byte where the alpha is 0', () => {
    const p = photo();
    const shadowOnly = composite(p, render([10, 10, 70, 50], null));
    const withFurniture = composite(p, render([10, 10, 70, 50], [20, 15, 40, 35]));
    let changed = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const inside = x >= 20 && x < 40 && y >= 15 && y < 35;
        if (!inside) expect(px(withFurniture, x, y)).toEqual(px(shadowOnly, x, y));
        else if (px(withFurniture, x, y).join() !== px(shadowOnly, x, y).join()) changed++;
      }
    }
    expect(changed).toBe(20 * 20);
    // No shadow, no furniture: the photo itself.
    expect(composite(p, render(null, null)).data).toEqual(p.data);
  });

  it('puts known colours on: opaque exactly, half alpha blended in linear light, edge feathered', () => {
    const p = photo();
    const opaque = composite(p, render(null, [20, 15, 40, 35], [255, 0, 0, 255]));
    expect(px(opaque, 30, 25)).toEqual([255, 0, 0]);
    // The feather: the outermost pixel of the cut-out is a blend (two thirds of the 3×3 is in).
    const edge = px(opaque, 20, 25);
    const bg = px(p, 20, 25);
    expect(edge[0]!).toBeLessThan(255);
    expect(edge[0]!).toBeGreaterThan(bg[0]!);
    expect(Math.abs(edge[0]! - srgb((2 / 3) * 1 + (1 / 3) * lin(bg[0]!)))).toBeLessThanOrEqual(1);
    // Without the feather the edge pixel is the colour itself.
    const hard = composite(p, render(null, [20, 15, 40, 35]), { feather: false });
    expect(px(hard, 20, 25)).toEqual([255, 0, 0]);
    // Half alpha: the linear mean of furniture and photo.
    const half = composite(p, render(null, [20, 15, 40, 35], [40, 200, 120, 128]));
    const b = px(p, 30, 25);
    const got = px(half, 30, 25);
    const al = 128 / 255;
    [40, 200, 120].forEach((f, c) =>
      expect(Math.abs(got[c]! - srgb(lin(f) * al + lin(b[c]!) * (1 - al)))).toBeLessThanOrEqual(1),
    );
  });

  it("nudges the furniture's white balance towards the photo's light", () => {
    const p = photo();
    const grey = render(null, [20, 15, 40, 35], [180, 180, 180, 255]);
    const neutral = px(composite(p, grey, { light: { tint: [1, 1, 1] } }), 30, 25);
    expect(neutral).toEqual([180, 180, 180]);
    const warm = px(composite(p, grey, { light: { tint: [1.2, 0.98, 0.7] } }), 30, 25);
    expect(warm[0]!).toBeGreaterThan(warm[2]! + 10);
    const cool = px(composite(p, grey, { light: { tint: [0.85, 1, 1.3] } }), 30, 25);
    expect(cool[2]!).toBeGreaterThan(cool[0]! + 10);
    // Slight: match 0 leaves the render's colour as it is.
    expect(px(composite(p, grey, { light: { tint: [1.2, 0.98, 0.7] }, match: 0 }), 30, 25)).toEqual(
      [180, 180, 180],
    );
  });

  it("resamples a render made at another size onto the photo's pixels", () => {
    const p = photo();
    // Rendered at half size: the box 10…20 × 8…17 lands on 20…40 × 16…34.
    const out = composite(p, render(null, [10, 8, 20, 17], [0, 0, 255, 255], W / 2, H / 2));
    expect(out.width).toBe(W);
    expect(out.height).toBe(H);
    expect(px(out, 30, 25)).toEqual([0, 0, 255]);
    expect(px(out, 10, 5)).toEqual(px(p, 10, 5));
    expect(() =>
      composite(p, {
        width: 4,
        height: 4,
        color: new Uint8Array(3),
        shadow: new Uint8Array(16),
        ms: 0,
      }),
    ).toThrow(/colour pass/);
  });
});

describe('photoLight', () => {
  const sample = decode(readFileSync(`${SAMPLES_ROOT}living_room/empty_daylight.jpg`));

  /** The photo regraded in linear light (a per-channel table). */
  function graded(r: Raster, gains: [number, number, number]): Raster {
    const tables = gains.map((g) =>
      Uint8Array.from({ length: 256 }, (_, v) => srgb(Math.min(1, lin(v) * g))),
    );
    const data = new Uint8Array(r.data.length);
    for (let i = 0; i < data.length; i++) data[i] = tables[i % 3]![r.data[i]!]!;
    return { ...r, data };
  }

  it('reads a warmer kelvin from a warm grade than from a cool one of the same photo', async () => {
    const r = await sample;
    const base = photoLight(r);
    const warm = photoLight(graded(r, [1.12, 1, 0.82]));
    const cool = photoLight(graded(r, [0.88, 1, 1.15]));
    expect(base.kelvin).toBeGreaterThan(5000);
    expect(base.kelvin).toBeLessThan(7500);
    expect(warm.kelvin).toBeLessThan(base.kelvin - 500);
    expect(cool.kelvin).toBeGreaterThan(base.kelvin + 500);
    expect(warm.tint[0]).toBeGreaterThan(warm.tint[2]);
    expect(cool.tint[2]).toBeGreaterThan(cool.tint[0]);
  });

  it('reads exposure near 1 on a sample render and lower on a darker copy', async () => {
    const r = await sample;
    const base = photoLight(r);
    expect(base.exposure).toBeGreaterThan(0.8);
    expect(base.exposure).toBeLessThan(1.25);
    const dark = photoLight(graded(r, [0.5, 0.5, 0.5]));
    expect(dark.exposure).toBeGreaterThan(base.exposure * 0.4);
    expect(dark.exposure).toBeLessThan(base.exposure * 0.6);
  });

  it('falls back to neutral daylight when nothing in the photo is neutral', () => {
    const data = new Uint8Array(W * H * 3);
    for (let i = 0; i < data.length; i += 3) data[i] = 220; // pure red
    expect(photoLight({ width: W, height: H, data })).toEqual({
      kelvin: 6500,
      exposure: 1,
      tint: [1, 1, 1],
    });
  });
});
