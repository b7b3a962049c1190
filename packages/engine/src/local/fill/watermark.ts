import sharp from 'sharp';
import { EngineError } from '../../types.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Where the disclosure mark goes and how big it is, for an image of the given size. */
export function watermarkBox(width: number, height: number, text: string) {
  // The mark's text height is 2.4 % of the shorter side (legible on a phone, ~26 px at 1600 ×
  // 1067), never under 12 px; it sits in the bottom-right corner with a margin of one text height.
  const font = Math.max(12, Math.round(Math.min(width, height) * 0.024));
  const pad = Math.round(font * 0.6);
  const boxW = Math.min(width, Math.round(text.length * font * 0.56 + pad * 2 + font * 1.1));
  const boxH = Math.min(height, Math.round(font * 1.7));
  const margin = Math.min(font, Math.floor((width - boxW) / 2), Math.floor((height - boxH) / 2));
  return {
    font,
    pad,
    x: width - boxW - margin,
    y: height - boxH - margin,
    width: boxW,
    height: boxH,
  };
}

/** Composites the "Virtually staged" disclosure (or the caller's text) on a dark translucent pill. */
export async function watermark(source: Buffer, text: string): Promise<Buffer> {
  const img = sharp(source).rotate();
  const meta = await img.metadata().catch(() => {
    throw new EngineError('The image could not be read (not a JPEG, PNG or WebP picture).');
  });
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new EngineError('The image could not be read.');
  const b = watermarkBox(width, height, text);
  const r = b.height / 2;
  const icon = b.font * 0.42;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${b.height}">
  <rect x="0" y="0" width="${b.width}" height="${b.height}" rx="${r}" ry="${r}" fill="#000" fill-opacity="0.55"/>
  <circle cx="${b.pad + icon}" cy="${b.height / 2}" r="${icon}" fill="none" stroke="#fff" stroke-width="${Math.max(1, b.font / 10)}"/>
  <path d="M ${b.pad + icon * 0.5} ${b.height / 2} l ${icon * 0.4} ${icon * 0.4} l ${icon * 0.7} ${-icon * 0.8}" fill="none" stroke="#fff" stroke-width="${Math.max(1, b.font / 10)}"/>
  <text x="${b.pad + icon * 2 + b.font * 0.4}" y="${b.height / 2}" dominant-baseline="central" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${b.font}" font-weight="600" fill="#fff">${escape(text)}</text>
</svg>`;
  return img
    .composite([{ input: Buffer.from(svg), left: b.x, top: b.y }])
    .jpeg({ quality: 92 })
    .toBuffer();
}
