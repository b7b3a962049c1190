import sharp, { type OverlayOptions } from 'sharp';

/**
 * The contact sheet: a row a photo, a column an operation, each cell the result small with its
 * caption, or the refusal's sentence on grey.
 */
export interface Cell {
  caption: string;
  /** An encoded picture (JPEG/PNG…), or raw RGB with its size. */
  image?: Buffer | { rgb: Uint8Array; width: number; height: number };
  /** Shown instead of a picture (a refusal, an error). */
  text?: string;
}

const W = 240;
const H = 180;
const CAPTION = 30;
const GAP = 6;

function escape(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Words wrapped to lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function textSvg(lines: string[], width: number, height: number, size: number, bg: string) {
  const tspans = lines
    .map((l, i) => `<text x="6" y="${size + 4 + i * (size + 3)}">${escape(l)}</text>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="${bg}"/>` +
      `<g font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="#111">${tspans}</g></svg>`,
  );
}

async function thumb(cell: Cell): Promise<Buffer> {
  if (cell.image) {
    const input = Buffer.isBuffer(cell.image)
      ? sharp(cell.image)
      : sharp(cell.image.rgb, {
          raw: { width: cell.image.width, height: cell.image.height, channels: 3 },
        });
    return input
      .resize(W, H, { fit: 'contain', background: '#ffffff' })
      .removeAlpha()
      .png()
      .toBuffer();
  }
  return sharp(textSvg(wrap(cell.text ?? '', 34).slice(0, 9), W, H, 12, '#d9d9d9'))
    .png()
    .toBuffer();
}

export async function contactSheet(rows: Cell[][]): Promise<Buffer> {
  const cols = Math.max(...rows.map((r) => r.length));
  const width = GAP + cols * (W + GAP);
  const height = GAP + rows.length * (H + CAPTION + GAP);
  const layers: OverlayOptions[] = [];
  for (const [r, row] of rows.entries()) {
    for (const [c, cell] of row.entries()) {
      const left = GAP + c * (W + GAP);
      const top = GAP + r * (H + CAPTION + GAP);
      layers.push({ input: await thumb(cell), left, top });
      const caption = wrap(cell.caption, 38).slice(0, 2);
      layers.push({ input: textSvg(caption, W, CAPTION, 11, '#ffffff'), left, top: top + H });
    }
  }
  return sharp({ create: { width, height, channels: 3, background: '#f0f0f0' } })
    .composite(layers)
    .png()
    .toBuffer();
}
