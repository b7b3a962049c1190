import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodeMaskPng } from './maskPng.ts';

/** Reads a PNG's chunks, checking the signature and every CRC. */
function readPng(bytes: Uint8Array) {
  expect(Array.from(bytes.subarray(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Array<{ type: string; data: Uint8Array }> = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), `CRC of ${type}`).toBe(
      crc32(bytes.subarray(at + 4, at + 8 + length)),
    );
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

describe('encodeMaskPng', () => {
  it('crc32 matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes a single-channel 8-bit PNG of the full size, the grid upscaled nearest', async () => {
    // 3 × 2 grid: a diagonal-ish pattern, upscaled to 7 × 5 (not a whole multiple).
    const grid = new Uint8Array([255, 0, 255, 0, 255, 0]);
    const blob = await encodeMaskPng(grid, 3, 2, 7, 5);
    expect(blob.type).toBe('image/png');
    const chunks = readPng(new Uint8Array(await blob.arrayBuffer()));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset, 13);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([7, 5]);
    expect(Array.from(chunks[0]!.data.subarray(8))).toEqual([8, 0, 0, 0, 0]);

    const raw = inflateSync(chunks[1]!.data);
    expect(raw.length).toBe(5 * (7 + 1));
    const rows = Array.from({ length: 5 }, (_, y) => {
      expect(raw[y * 8], 'filter byte').toBe(0);
      return Array.from(raw.subarray(y * 8 + 1, y * 8 + 8), (v) =>
        v === 255 ? '#' : v === 0 ? '.' : '?',
      ).join('');
    });
    // Pixel x takes grid column floor(x·3/7): 0,0,0,1,1,2,2; row y takes floor(y·2/5): 0,0,0,1,1.
    expect(rows).toEqual(['###..##', '###..##', '###..##', '...##..', '...##..']);
  });

  it('compresses a large mask well and keeps every pixel', async () => {
    const gw = 640;
    const gh = 427;
    const grid = new Uint8Array(gw * gh);
    for (let y = 0; y < 200; y++) grid.fill(255, y * gw, y * gw + 300);
    const blob = await encodeMaskPng(grid, gw, gh, 1600, 1067);
    expect(blob.size).toBeLessThan(64 * 1024);
    const chunks = readPng(new Uint8Array(await blob.arrayBuffer()));
    const raw = inflateSync(
      Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
    );
    expect(raw.length).toBe(1067 * 1601);
    let inside = 0;
    for (let y = 0; y < 1067; y++)
      for (let x = 0; x < 1600; x++) if (raw[y * 1601 + 1 + x]) inside++;
    // Columns 0…749 (x·640/1600 < 300) of rows 0…499 (y·427/1067 < 200) → 750 × 500.
    expect(inside).toBe(750 * 500);
  });

  it('refuses a grid that does not match its size', async () => {
    await expect(encodeMaskPng(new Uint8Array(5), 3, 2, 7, 5)).rejects.toThrow(
      'The mask does not match its grid',
    );
    await expect(encodeMaskPng(new Uint8Array(6), 3, 2, 0, 5)).rejects.toThrow(
      'A mask needs a size',
    );
  });
});
