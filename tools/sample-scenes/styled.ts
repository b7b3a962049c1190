/**
 * `npm run render:styled`: renders the style preview's living rooms — 4 styles × 4 lightings ×
 * 8 wall paints = 128 renders — into apps/api/assets/styled/ as WebP masters (the server derives
 * the JPEGs, the small WebPs and the watermarked twins on start, see apps/api/src/features/styled/).
 *
 * Each style × lighting scene is built once and rendered once per paint. Resumable: a master
 * already on disk is kept (`--force` re-renders), and a scene whose eight masters exist is not
 * built at all.
 *
 *   node --import tsx styled.ts [--only modern_twilight,bohemian] [--out DIR]
 *        [--force] [--width 1024 --height 683] [--quality 70]
 *   ... styled.ts --sheet     only writes /tmp/hds-styled-contact-sheet.png (rows: style ×
 *                             lighting, columns: the eight paints) from the masters on disk
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp, { type OverlayOptions } from 'sharp';
import { openRenderPage } from './lib/browser.ts';
import { bundleScenes } from './lib/bundle.ts';
import { STYLED_DIR } from './lib/paths.ts';
import { styledSpec } from './lib/specs.ts';
import {
  STYLED_HEIGHT,
  STYLED_LIGHTINGS,
  STYLED_STYLES,
  STYLED_WALL_COLORS,
  STYLED_WIDTH,
  WALL_PAINTS,
  styledMasterName,
  type WallPaint,
} from './lib/styled.ts';

export const STYLED_QUALITY = 70;

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      width: { type: 'string' },
      height: { type: 'string' },
      quality: { type: 'string' },
      sheet: { type: 'boolean', default: false },
    },
  });
  if (values.sheet) return contactSheet(path.resolve(values.out ?? STYLED_DIR));
  const width = Number(values.width ?? STYLED_WIDTH);
  const height = Number(values.height ?? STYLED_HEIGHT);
  const quality = Number(values.quality ?? STYLED_QUALITY);
  const out = path.resolve(values.out ?? STYLED_DIR);
  await mkdir(out, { recursive: true });
  const filters =
    values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];

  // Lighting-major, so that an interrupted run has every style in the first lightings.
  const scenes = STYLED_LIGHTINGS.flatMap((lighting) =>
    STYLED_STYLES.map((style) => ({ style, lighting, key: `${style}_${lighting}` })),
  ).filter((s) => !filters.length || filters.some((f) => s.key.includes(f)));
  const todo: { style: (typeof scenes)[number]; walls: WallPaint[] }[] = [];
  for (const s of scenes) {
    const walls: WallPaint[] = [];
    for (const wall of STYLED_WALL_COLORS) {
      const file = path.join(out, styledMasterName(s.style, s.lighting, wall));
      if (values.force || !(await exists(file))) walls.push(wall);
    }
    if (walls.length) todo.push({ style: s, walls });
  }
  const total = todo.reduce((n, t) => n + t.walls.length, 0);
  console.log(
    `render:styled: ${total} of ${scenes.length * STYLED_WALL_COLORS.length} renders to do (${width} x ${height}, WebP q${quality}) into ${out}`,
  );
  if (!total) return;

  const started = performance.now();
  const script = await bundleScenes();
  const { browser, page } = await openRenderPage(script);
  let done = 0;
  let bytes = 0;
  try {
    for (const { style: s, walls } of todo) {
      const spec = {
        ...styledSpec(s.style, s.lighting, { width, height }),
        wallPaint: WALL_PAINTS[walls[0]!],
      };
      const built = await page.evaluate((sp) => window.hdsStyled.begin(sp), spec);
      console.log(`  ${s.key}: scene built in ${(built.ms / 1000).toFixed(1)} s`);
      for (const wall of walls) {
        const t0 = performance.now();
        const res = await page.evaluate((hex) => window.hdsStyled.paint(hex), WALL_PAINTS[wall]);
        const webp = await sharp(Buffer.from(res.beauty, 'base64'), {
          raw: { width, height, channels: 3 },
        })
          .webp({ quality, effort: 5, smartSubsample: true })
          .toBuffer();
        const name = styledMasterName(s.style, s.lighting, wall);
        // Written under a temp name and renamed, so an interrupted run leaves no torn master.
        const tmp = path.join(out, `.${name}.tmp`);
        await writeFile(tmp, webp);
        await rename(tmp, path.join(out, name));
        done++;
        bytes += webp.length;
        console.log(
          `  [${String(done).padStart(3)}/${total}] ${name.padEnd(56)} browser ${(res.ms / 1000).toFixed(1)} s, total ${((performance.now() - t0) / 1000).toFixed(1)} s, ${(webp.length / 1024).toFixed(0)} KB`,
        );
      }
      await page.evaluate(() => window.hdsStyled.end());
    }
  } finally {
    await browser.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `render:styled: ${done} renders in ${seconds.toFixed(1)} s (${(seconds / Math.max(done, 1)).toFixed(1)} s each), ${(bytes / 1024 / 1024).toFixed(2)} MB`,
  );
}

async function contactSheet(dir: string): Promise<void> {
  const W = 240;
  const H = 160;
  const LABEL = 150;
  const rows = STYLED_STYLES.flatMap((style) =>
    STYLED_LIGHTINGS.map((lighting) => ({ style, lighting })),
  );
  const text = (t: string, w: number, h: number) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/><text x="6" y="${h / 2}" font-family="DejaVu Sans, sans-serif" font-size="13" dominant-baseline="central">${t}</text></svg>`,
    );
  const parts: OverlayOptions[] = STYLED_WALL_COLORS.map((wall, c) => ({
    input: text(wall, W, 24),
    left: LABEL + c * W,
    top: 0,
  }));
  for (const [r, { style, lighting }] of rows.entries()) {
    const top = 24 + r * H;
    parts.push({ input: text(`${style} ${lighting}`, LABEL, H), left: 0, top });
    for (const [c, wall] of STYLED_WALL_COLORS.entries()) {
      const file = path.join(dir, styledMasterName(style, lighting, wall));
      if (!(await exists(file))) continue;
      parts.push({ input: await sharp(file).resize(W, H).toBuffer(), left: LABEL + c * W, top });
    }
  }
  const out = '/tmp/hds-styled-contact-sheet.png';
  await sharp({
    create: { width: LABEL + W * 8, height: 24 + H * rows.length, channels: 3, background: '#eee' },
  })
    .composite(parts)
    .png()
    .toFile(out);
  console.log(`render:styled: contact sheet ${out}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
