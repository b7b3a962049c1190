import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { looksUnchanged } from '../src/features/edits/unchanged.ts';

const room = readFileSync(
  join(import.meta.dirname, '../assets/samples/living_room/furnished_industrial_daylight.jpg'),
);

/** The room with a square of `size` px at (x, y) painted over in a flat colour. */
async function painted(x: number, y: number, size: number, colour = '#d8d2c4') {
  const patch = await sharp({
    create: { width: size, height: size, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return sharp(room)
    .composite([{ input: patch, left: x, top: y }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('looksUnchanged (a removal that removed nothing)', () => {
  it('sees a re-encoded copy as the same picture, at any JPEG quality or format', async () => {
    expect(await looksUnchanged(room, room)).toBe(true);
    for (const quality of [50, 80, 95]) {
      expect(await looksUnchanged(room, await sharp(room).jpeg({ quality }).toBuffer())).toBe(true);
    }
    expect(await looksUnchanged(room, await sharp(room).webp().toBuffer())).toBe(true);
    const tiny = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#b9a' } })
      .png()
      .toBuffer();
    expect(await looksUnchanged(tiny, await sharp(tiny).jpeg({ quality: 50 }).toBuffer())).toBe(
      true,
    );
  });

  it('sees a small object taken away (a 40 px square of a 1600 px room) as a change', async () => {
    expect(await looksUnchanged(room, await painted(700, 600, 40))).toBe(false);
    expect(await looksUnchanged(room, await painted(1200, 300, 40, '#202020'))).toBe(false);
  });

  it('sees another size as another picture', async () => {
    const smaller = await sharp(room).resize(800).jpeg().toBuffer();
    expect(await looksUnchanged(room, smaller)).toBe(false);
  });
});
