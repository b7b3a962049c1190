import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Tiny test images, generated at test time (no binary fixtures). */
export const png = (width = 32, height = 24, color = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

export const jpeg = (width = 32, height = 24, color = '#c53') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A single-channel PNG mask (issue #28): 255 left of `cut` (a share of the width), 0 after. */
export const maskPng = (width = 32, height = 24, cut = 0.5) => {
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) data.fill(255, y * width, y * width + Math.round(width * cut));
  return sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
};

export const webp = (width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: '#57c' } })
    .webp()
    .toBuffer();

/** A JPEG that says "rotate 90°" (orientation 6) and carries GPS coordinates in its EXIF. */
export const jpegWithExif = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#888' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();

/** The first 60 % of a real JPEG. */
export const truncatedJpeg = async () => {
  const full = await jpeg(64, 48);
  return full.subarray(0, Math.floor(full.length * 0.6));
};

/**
 * A decompression bomb: a tiny, valid, sharp-made PNG whose header claims 20000 × 20000
 * pixels (400 megapixels). Rendering a real one takes ~20 s; the header is what a decoder
 * allocates from, which is what the pixel limit must stop.
 */
export const pngBomb = async (width = 20000, height = 20000) => {
  const buf = Buffer.from(await png(1, 1));
  // IHDR: length(4) 'IHDR'(4) at offset 8; width at 16, height at 20, CRC after 13 data bytes.
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  buf.writeUInt32BE(crc32(buf.subarray(12, 29)) >>> 0, 29);
  return buf;
};

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----hdsTestBoundary${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.filename !== undefined) head += `Content-Type: ${p.contentType ?? 'image/jpeg'}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A mask click on a 32 × 24 version (the fixture's pictures): an empty mask, one positive click. */
export const maskClickBody = () => ({
  operation: 'wall_color',
  grid_width: 32,
  grid_height: 24,
  mask: Buffer.alloc(32 * 24).toString('base64'),
  clicks: [{ x: 8, y: 8, positive: true }],
});
