/**
 * Composes every render of a samples directory into one labelled PNG for eyeballing.
 *
 *   node --import tsx contact-sheet.ts [--dir ../../apps/api/assets/samples]
 *        [--out /tmp/hds-samples-contact-sheet.png] [--cols 4] [--masks]
 *
 * With --masks every render is followed by its segmentation overview. Not committed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { OverlayOptions } from 'sharp';
import type { Manifest } from './lib/manifest.ts';
import { SAMPLES_DIR } from './lib/paths.ts';

const THUMB_W = 480;
const THUMB_H = 320;
const LABEL_H = 30;
const GAP = 8;

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function label(text: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_W}" height="${LABEL_H}">
  <rect width="100%" height="100%" fill="#202020"/>
  <text x="8" y="20" font-family="DejaVu Sans, sans-serif" font-size="15" fill="#f0f0f0">${escapeXml(text)}</text>
</svg>`;
  return Buffer.from(svg);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: SAMPLES_DIR },
      out: { type: 'string', default: '/tmp/hds-samples-contact-sheet.png' },
      cols: { type: 'string', default: '4' },
      masks: { type: 'boolean', default: false },
    },
  });
  const dir = path.resolve(values.dir);
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const tiles: { file: string; text: string }[] = [];
  for (const r of manifest.renders) {
    const text = `${r.room} · ${r.furnished ? r.style : 'empty'} · ${r.lighting} · ${r.objects.length} obj`;
    tiles.push({ file: r.file, text });
    if (values.masks) tiles.push({ file: r.segmentation, text: `${r.id} masks` });
  }
  const cols = Number(values.cols);
  const rows = Math.ceil(tiles.length / cols);
  const width = cols * THUMB_W + (cols + 1) * GAP;
  const height = rows * (THUMB_H + LABEL_H) + (rows + 1) * GAP;
  const overlays: OverlayOptions[] = [];
  for (const [i, t] of tiles.entries()) {
    const x = GAP + (i % cols) * (THUMB_W + GAP);
    const y = GAP + Math.floor(i / cols) * (THUMB_H + LABEL_H + GAP);
    const thumb = await sharp(path.join(dir, t.file))
      .resize(THUMB_W, THUMB_H, { fit: 'cover' })
      .png()
      .toBuffer();
    overlays.push({ input: thumb, left: x, top: y });
    overlays.push({ input: label(t.text), left: x, top: y + THUMB_H });
  }
  await sharp({ create: { width, height, channels: 3, background: '#111111' } })
    .composite(overlays)
    .png({ compressionLevel: 6 })
    .toFile(values.out);
  console.log(`contact sheet: ${tiles.length} tiles -> ${values.out}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
