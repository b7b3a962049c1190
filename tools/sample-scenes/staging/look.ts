/**
 * Looks at the stager page: renders the living-room set where the industrial sample room has it,
 * with the TRUE camera of `living_room/empty_daylight`, and composites it crudely over the empty
 * render (photo × (1 − shadow), then alpha-over) into /tmp/hds-stage-<style>.png, plus the raw
 * passes (/tmp/hds-stage-<style>-color.png, -shadow.png). Prints the timings.
 *
 *   node --import tsx staging/look.ts [--styles industrial,bohemian,modern] [--width 4000]
 */
import path from 'node:path';
import sharp from 'sharp';
import { SAMPLES_DIR } from '../lib/paths.ts';
import { bundleStager } from '@hds/stager/build';
import { launchStagerBrowser, openStagerPage } from '@hds/stager';
import type { Placement, StagingRenderRequest, StagingStyle } from '@hds/stager/contract';
import { ROOM_TRUTH, toContract, trueCamera } from './truth.ts';

const args = process.argv.slice(2);
const STYLES: StagingStyle[] = [
  'modern',
  'minimalist',
  'scandinavian',
  'industrial',
  'rustic',
  'luxury',
  'bohemian',
  'traditional',
];
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const styles = (opt('styles') ?? 'industrial,bohemian,scandinavian').split(',') as StagingStyle[];
const width = Number(opt('width') ?? 1600);
const height = Math.round((width * 1067) / 1600);

/** The industrial living room's furniture (scene/rooms/living.ts), scene frame. */
const SCENE_SET: [string, number, number, number][] = [
  ['rug_living', 1.95, 2.45, Math.PI / 2],
  ['sofa', 0.52, 2.45, Math.PI / 2],
  ['coffee_table', 1.75, 2.45, Math.PI / 2],
  ['armchair', 3.25, 1.55, -0.95],
  ['shelving', 1.05, 0.22, 0],
  ['floor_lamp', 0.35, 1.05, 0],
  ['side_table', 0.42, 3.9, 0],
  ['plant_large', 5.2, 0.55, 0],
];

export function livingPlacements(): Placement[] {
  const t = ROOM_TRUTH.living_room;
  const [px, , pz] = t.camera.pos;
  const [tx, , tz] = t.camera.target;
  const yaw = Math.atan2(-(tx - px), -(tz - pz));
  return SCENE_SET.map(([pieceId, x, z, rot]) => {
    const [cx, cz] = toContract('living_room', [x, z]);
    return { pieceId, x: cx, z: cz, rotationY: rot - yaw, scale: 1 };
  });
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const [script, browser] = await Promise.all([bundleStager(), launchStagerBrowser()]);
  const tBundle = performance.now();
  const page = await openStagerPage(browser, script);
  console.log(
    `cold start (bundle ∥ launch, page): ${Math.round(tBundle - t0)} ms, ${Math.round(performance.now() - t0)} ms`,
  );
  if (args.includes('--measure')) {
    // Every piece's real size per style, and the largest over the styles (catalogue.ts).
    const all = (await page.page.evaluate(
      (ss) =>
        ss.map((st) =>
          (
            globalThis as unknown as {
              hdsStageMeasure: (s: string) => Record<string, [number, number, number]>;
            }
          ).hdsStageMeasure(st),
        ),
      STYLES,
    )) as Record<string, [number, number, number]>[];
    for (const id of Object.keys(all[0]!)) {
      const sizes = all.map((m) => m[id]!);
      const max = [0, 1, 2].map((k) => Math.max(...sizes.map((v) => v[k]!)).toFixed(2));
      const per = sizes.map((v, i) => `${STYLES[i]}=${v.map((x) => x.toFixed(2)).join('×')}`);
      console.log(`${id}: max ${max.join(' × ')}  ${per.join(' ')}`);
    }
    await page.close();
    await browser.close();
    return;
  }
  const camera = trueCamera('living_room', width, height);
  // Daylight from the back window, high.
  const win = toContract('living_room', [3.7, 0]);
  const len = Math.hypot(win[0], win[1]);
  const photo = await sharp(path.join(SAMPLES_DIR, 'living_room', 'empty_daylight.jpg'))
    .resize(width, height)
    .removeAlpha()
    .raw()
    .toBuffer();
  try {
    for (const style of styles) {
      const req: StagingRenderRequest = {
        camera,
        style,
        placements: livingPlacements(),
        light: { direction: [win[0] / len, 0.8, win[1] / len], kelvin: 6000, exposure: 1 },
        seed: 7,
      };
      const t1 = performance.now();
      const res = await page.render(req);
      const ms = Math.round(performance.now() - t1);
      console.log(`${style}: ${ms} ms total, browser ${res.ms} ms`, res.timings);
      const out = Buffer.alloc(width * height * 3);
      for (let i = 0; i < width * height; i++) {
        const a = res.color[i * 4 + 3]! / 255;
        const s = 1 - res.shadow[i]! / 255;
        for (let c = 0; c < 3; c++) {
          const p = photo[i * 3 + c]! * s;
          out[i * 3 + c] = Math.round(p * (1 - a) + res.color[i * 4 + c]! * a);
        }
      }
      const raw = { raw: { width, height, channels: 3 as const } };
      await sharp(out, raw).png().toFile(`/tmp/hds-stage-${style}.png`);
      await sharp(Buffer.from(res.color), { raw: { width, height, channels: 4 } })
        .png()
        .toFile(`/tmp/hds-stage-${style}-color.png`);
      await sharp(Buffer.from(res.shadow), { raw: { width, height, channels: 1 } })
        .png()
        .toFile(`/tmp/hds-stage-${style}-shadow.png`);
    }
  } finally {
    await page.close();
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
