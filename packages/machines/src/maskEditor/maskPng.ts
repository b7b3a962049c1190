/**
 * The corrected mask as the server takes it (POST /masks/): a single-channel PNG (colour type 0,
 * 8 bit) of the version's own size, the grid upscaled nearest-neighbour, 255 inside and 0
 * outside. Compressed with the platform's `CompressionStream('deflate')` (a zlib stream, as PNG's
 * IDAT wants), so it runs in browsers and in Node ≥ 18 alike.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG chunks use it) of the bytes. */
export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * PNG scanlines of the mask upscaled to width × height: each row starts with filter byte 0 and
 * holds one byte per pixel, the value of the grid cell that pixel falls in (0 or 255).
 */
export function maskScanlines(
  grid: Uint8Array,
  gridWidth: number,
  gridHeight: number,
  width: number,
  height: number,
): Uint8Array {
  const stride = width + 1;
  const out = new Uint8Array(stride * height);
  const columns = new Uint32Array(width);
  for (let x = 0; x < width; x++) {
    columns[x] = Math.min(gridWidth - 1, Math.floor((x * gridWidth) / width));
  }
  let previousRow = -1;
  for (let y = 0; y < height; y++) {
    const gy = Math.min(gridHeight - 1, Math.floor((y * gridHeight) / height));
    const offset = y * stride;
    if (gy === previousRow) {
      // Same grid row as the line above: copy it (the filter byte 0 included).
      out.copyWithin(offset, offset - stride, offset);
      continue;
    }
    previousRow = gy;
    const rowStart = gy * gridWidth;
    for (let x = 0; x < width; x++) out[offset + 1 + x] = grid[rowStart + columns[x]!] ? 255 : 0;
  }
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes the mask grid as a width × height greyscale PNG (nearest-neighbour upscale). */
export async function encodeMaskPng(
  grid: Uint8Array,
  gridWidth: number,
  gridHeight: number,
  width: number,
  height: number,
): Promise<Blob> {
  if (grid.length !== gridWidth * gridHeight) {
    throw new Error('The mask does not match its grid');
  }
  if (!(width > 0 && height > 0 && gridWidth > 0 && gridHeight > 0)) {
    throw new Error('A mask needs a size');
  }
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // colour type: greyscale
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace
  const idat = await deflate(maskScanlines(grid, gridWidth, gridHeight, width, height));
  const parts = [
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array()),
  ];
  return new Blob(parts as Array<Uint8Array<ArrayBuffer>>, { type: 'image/png' });
}
