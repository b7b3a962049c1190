import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { computeMaskPreview } from '../src/local/preview/maskPreview.ts';
import { seamsFromEnv } from '../src/seams.ts';

/*
 * The mask preview of a 39 MP photo (7200 × 5400, a JPEG of gradients and noise), in a process
 * of its own: wall time and peak RSS. `node --import tsx bench/preview39mp.ts [file]`: the
 * picture is made once and kept in `file` (default /tmp/hds-39mp.jpg), so the peak RSS is the
 * preview's, not the making's.
 */
const FILE = process.argv[2] ?? '/tmp/hds-39mp.jpg';
const W = 7200;
const H = 5400;
async function picture(): Promise<Buffer> {
  const raw = Buffer.alloc(W * H * 3);
  let seed = 7;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed >> 16) & 31;
      const i = (y * W + x) * 3;
      // A light wall above a darker floor, with noise.
      const wall = y < H * 0.7;
      raw[i] = (wall ? 200 : 110) + n - 16;
      raw[i + 1] = (wall ? 190 : 80) + n - 16 + Math.round((x / W) * 20);
      raw[i + 2] = (wall ? 170 : 50) + n - 16;
    }
  }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

if (!existsSync(FILE)) {
  writeFileSync(FILE, await picture());
  console.log(`made ${FILE}; run again to measure`);
  process.exit(0);
}
const source = readFileSync(FILE);
const { segmenter, inpainter, depth } = seamsFromEnv({});
const started = performance.now();
const p = await computeMaskPreview(
  source,
  'wall_color',
  {},
  {
    signal: new AbortController().signal,
    segmenter,
    inpainter,
    depth,
  },
).catch((err: unknown) => ({ error: err instanceof Error ? err.message : String(err) }));
const ms = Math.round(performance.now() - started);
const rssMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(
  JSON.stringify({
    megapixels: (W * H) / 1e6,
    jpeg_mb: Math.round(source.length / 1e5) / 10,
    ms,
    peak_rss_mb: rssMb,
    ...('error' in p
      ? p
      : {
          grid: `${p.grid_width}x${p.grid_height}`,
          size: `${p.width}x${p.height}`,
          coverage: p.coverage,
        }),
  }),
);
