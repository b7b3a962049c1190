import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maskMessages } from '@hds/api-client/contract';
import { checkMaskPng } from '../src/features/edits/maskFile.ts';

/** A 16-bit greyscale PNG, rows of the given values (0…65535). */
async function grey16(width: number, rows: number[]): Promise<Buffer> {
  const data = new Uint16Array(width * rows.length);
  for (let i = 0; i < data.length; i++) data[i] = rows[Math.floor(i / width)]!;
  // sharp reads 16-bit raw input, though its CreateRaw type does not name `depth`.
  const raw = { width, height: rows.length, channels: 1 as const, depth: 'ushort' };
  return sharp(Buffer.from(data.buffer), { raw }).toColourspace('grey16').png().toBuffer();
}

describe('mask files (issue #44: 16-bit masks)', () => {
  it('a 16-bit greyscale mask is refused with a sentence, not misread', async () => {
    const png = await grey16(8, [65535, 40000, 300, 0]);
    const meta = await sharp(png).metadata();
    expect([meta.channels, meta.depth]).toEqual([1, 'ushort']);
    await expect(checkMaskPng(png, { width: 8, height: 4 })).rejects.toMatchObject({
      statusCode: 400,
      message: maskMessages.not8Bit,
    });
  });

  it('an 8-bit greyscale mask is accepted as it is', async () => {
    const png = await sharp(Buffer.alloc(16, 255), { raw: { width: 4, height: 4, channels: 1 } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const checked = await checkMaskPng(png, { width: 4, height: 4 });
    expect(checked.coverage).toBe(1);
    expect(checked.png.equals(png)).toBe(true);
  });
});
