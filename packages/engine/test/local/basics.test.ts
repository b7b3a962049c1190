import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/local/index.ts';
import { STAGING_ROOMS_ONLY } from '../../src/local/ops/furnish.ts';
import { watermarkBox } from '../../src/local/fill/watermark.ts';
import { createStagingRenderer } from '../../src/local/furnish/renderer.ts';
import { EngineError } from '../../src/types.ts';
import { ctx, meanDiff, rgb, sampleBuffer } from './samples.ts';

const engine = createLocalEngine();
const ROOM = 'living_room/furnished_industrial_daylight';
const defaults = { brightness: 1.2, contrast: 1.1, warmth: 0 };

describe('local engine: availability', () => {
  it('says in words why it cannot transfer a style', () => {
    const a = engine.availability('style_transfer');
    expect(a.available).toBe(false);
    if (!a.available) expect(a.reason).toMatch(/generative/);
  });
  it('stages furniture where its renderer can run, and says why not where it cannot', () => {
    const none = createLocalEngine({
      stager: createStagingRenderer({ chromiumPath: '/nonexistent/chromium' }),
    }).availability('furniture');
    expect(none).toEqual({
      available: false,
      reason: expect.stringContaining('renders furniture in Chromium, which was not found at /nonexistent/chromium'), // prettier-ignore
    });
    const here = createLocalEngine({
      stager: createStagingRenderer({ chromiumPath: process.execPath }),
    }).availability('furniture');
    expect(here).toEqual({ available: true });
  });
  it('runs every pixel-editing operation', () => {
    for (const op of [
      'wall_color',
      'lighting',
      'declutter',
      'sky_replacement',
      'window_view',
      'empty_room',
      'object_removal',
      'upscale',
      'watermark',
      'watermark_removal',
    ] as const)
      // prettier-ignore
      expect(engine.availability(op)).toEqual({ available: true });
  });
});

describe('local engine: bad input', () => {
  it('rejects an empty or non-image buffer with an EngineError', async () => {
    await expect(engine.run('lighting', Buffer.alloc(0), { type: 'golden_hour', ...defaults }, ctx())).rejects.toBeInstanceOf(EngineError); // prettier-ignore
    await expect(engine.run('upscale', Buffer.from('not an image'), { scale: 2 }, ctx())).rejects.toBeInstanceOf(EngineError); // prettier-ignore
    await expect(engine.run('wall_color', Buffer.from('GIF89a junk'), { color: 'navy', strength: 0.8, guidance_scale: 7.5 }, ctx())).rejects.toThrow(/could not be read/); // prettier-ignore
  });
  it('refuses style transfer with the reason, and staging a room it does not furnish', async () => {
    await expect(engine.run('style_transfer', sampleBuffer(ROOM), { style: 'modern', strength: 0.8 }, ctx())).rejects.toThrow(/generative/); // prettier-ignore
    for (const room_type of ['bathroom', 'outdoor'] as const)
      await expect(engine.run('furniture', sampleBuffer(ROOM), { style: 'modern', room_type }, ctx())).rejects.toThrow(STAGING_ROOMS_ONLY); // prettier-ignore
  });
  it('reports removal without a detector, and a sky edit on a picture without sky', async () => {
    await expect(engine.run('empty_room', sampleBuffer(ROOM), { room_type: 'general', strength: 0.8, guidance_scale: 7.5 }, ctx())).rejects.toThrow(/detection is not available/); // prettier-ignore
    const grey = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#777' } }).jpeg().toBuffer(); // prettier-ignore
    await expect(engine.run('sky_replacement', grey, { sky_type: 'sunset' }, ctx())).rejects.toThrow(/No sky/); // prettier-ignore
  });
});

describe('local engine: lighting', () => {
  it('grades by type: golden hour warms, cool light cools, moody darkens; brightness brightens', async () => {
    // A reduced copy keeps the five gradings quick; the recipes do not depend on size.
    const small = await sharp(sampleBuffer(ROOM)).resize(480).jpeg().toBuffer();
    const src = await rgb(small);
    const stats = async (args: Parameters<typeof engine.run<'lighting'>>[2]) => {
      const out = await rgb((await engine.run('lighting', small, args, ctx())).data);
      expect([out.width, out.height]).toEqual([src.width, src.height]);
      let r = 0;
      let b = 0;
      let l = 0;
      for (let i = 0; i < out.data.length; i += 3) {
        r += out.data[i]!;
        b += out.data[i + 2]!;
        l += out.data[i]! + out.data[i + 1]! + out.data[i + 2]!;
      }
      return { rb: r / b, l };
    };
    const golden = await stats({ type: 'golden_hour', ...defaults });
    const cool = await stats({ type: 'cool_light', ...defaults });
    const moody = await stats({ type: 'moody', ...defaults });
    const even = await stats({ type: 'evenly_lit', ...defaults });
    const dim = await stats({ type: 'evenly_lit', ...defaults, brightness: 0.8 });
    expect(golden.rb).toBeGreaterThan(cool.rb * 1.1);
    expect(moody.l).toBeLessThan(even.l * 0.85);
    expect(dim.l).toBeLessThan(even.l * 0.9);
    const warmer = await stats({ type: 'evenly_lit', ...defaults, warmth: 1 });
    expect(warmer.rb).toBeGreaterThan(even.rb);
  });

  it('twilight darkens an exterior, turns its sky to blue hour and lights the windows', async () => {
    const id = 'exterior/empty_daylight';
    const src = await rgb(sampleBuffer(id));
    const out = await rgb((await engine.run('lighting', sampleBuffer(id), { type: 'twilight', ...defaults }, ctx())).data); // prettier-ignore
    const lum = (d: Buffer, i: number) => d[i * 3]! + d[i * 3 + 1]! + d[i * 3 + 2]!;
    let before = 0;
    let after = 0;
    for (let i = 0; i < src.width * src.height; i += 5) {
      before += lum(src.data, i);
      after += lum(out.data, i);
    }
    expect(after).toBeLessThan(before * 0.75);
    // Top of the frame is open sky: deep blue after.
    const top = (src.width * 10 + Math.round(src.width / 2)) * 3;
    expect(out.data[top + 2]!).toBeGreaterThan(out.data[top]! + 30);
    expect(lum(out.data, src.width * 10 + Math.round(src.width / 2))).toBeLessThan(lum(src.data, src.width * 10 + Math.round(src.width / 2)) * 0.6); // prettier-ignore
  });
});

describe('local engine: upscale and watermark', () => {
  it('upscale 2× doubles both dimensions and returns JPEG', async () => {
    const small = await sharp(sampleBuffer(ROOM)).resize(400).jpeg().toBuffer();
    const res = await engine.run('upscale', small, { scale: 2 }, ctx());
    const meta = await sharp(res.data).metadata();
    expect(res.format).toBe('jpeg');
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([800, 534]);
    const four = await sharp((await engine.run('upscale', small, { scale: 4 }, ctx())).data).metadata(); // prettier-ignore
    expect([four.width, four.height]).toEqual([1600, 1068]);
  });

  it('watermark marks the bottom-right corner only, scaled to the image', async () => {
    const src = await rgb(sampleBuffer(ROOM));
    const out = await rgb((await engine.run('watermark', sampleBuffer(ROOM), { text: 'Virtually staged' }, ctx())).data); // prettier-ignore
    const box = watermarkBox(src.width, src.height, 'Virtually staged');
    const inBox = (i: number) => {
      const x = i % src.width;
      const y = Math.floor(i / src.width);
      return x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
    };
    expect(meanDiff(src.data, out.data, inBox)).toBeGreaterThan(25);
    expect(meanDiff(src.data, out.data, (i) => !inBox(i))).toBeLessThan(2);
    expect(box.x).toBeGreaterThan(src.width / 2);
    const big = watermarkBox(6000, 4000, 'Virtually staged');
    expect(big.height / box.height).toBeGreaterThan(3);
  });
});
