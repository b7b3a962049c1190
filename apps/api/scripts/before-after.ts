import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp, { type Region } from 'sharp';
import type { EditOperation, OperationArgs } from '@hds/api-client';
import { createLocalEngine, createObjectDetector, type EngineContext } from '@hds/engine';

/**
 * `npm run samples:before-after -w @hds/api [-- --out=DIR] [-- --only=wall_color,upscale]
 * [-- --sample=living_room/furnished_industrial_daylight]`:
 * runs every local operation on a sample render with the real detector and writes one PNG per
 * edit — the picture before and after, side by side and labelled — into DIR (default
 * /tmp/hds-before-after), to be looked at. The samples are renders the segmentation was tuned on
 * (bench/quality.ts TUNING), so the pictures show what the tuning saw; the held-out renders are
 * judged by the numbers. Upscale shows a crop of both at the same on-screen
 * size, where the difference is. `--sample` runs the chosen cases on another render (a held-out
 * one, or a picture of the sample project) instead of each case's own; `--sample=furnished` runs
 * them on every furnished daylight render, one file each (an empty room looked at in all 15).
 */
const ROOT = fileURLToPath(new URL('../assets/samples/', import.meta.url));
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const out = arg('out') ?? '/tmp/hds-before-after';
const only = arg('only')?.split(',');
const sampleOverride = arg('sample');

type Case = {
  [O in EditOperation]: { name: string; op: O; args: OperationArgs[O]; sample: string };
}[EditOperation];
const lighting = { brightness: 1.2, contrast: 1.1, warmth: 0 };
const CASES: Case[] = [
  { name: 'lighting_twilight_exterior', op: 'lighting', args: { type: 'twilight', ...lighting }, sample: 'exterior/furnished_bohemian_daylight' },
  { name: 'lighting_twilight_interior', op: 'lighting', args: { type: 'twilight', ...lighting }, sample: 'living_room/furnished_bohemian_daylight' },
  { name: 'lighting_golden_hour', op: 'lighting', args: { type: 'golden_hour', ...lighting }, sample: 'bedroom/furnished_bohemian_daylight' },
  { name: 'wall_color_sage', op: 'wall_color', args: { color: 'sage', strength: 0.8, guidance_scale: 7.5 }, sample: 'living_room/furnished_bohemian_daylight' },
  { name: 'wall_color_navy', op: 'wall_color', args: { color: 'navy', strength: 0.8, guidance_scale: 7.5 }, sample: 'office/furnished_bohemian_daylight' },
  { name: 'sky_replacement_sunset', op: 'sky_replacement', args: { sky_type: 'sunset' }, sample: 'exterior/furnished_bohemian_daylight' },
  { name: 'sky_replacement_dramatic', op: 'sky_replacement', args: { sky_type: 'dramatic' }, sample: 'exterior/empty_daylight' },
  { name: 'window_view_ocean', op: 'window_view', args: { view: 'ocean' }, sample: 'bedroom/furnished_bohemian_daylight' },
  { name: 'window_view_garden', op: 'window_view', args: { view: 'garden' }, sample: 'living_room/empty_daylight' },
  { name: 'object_removal_couch', op: 'object_removal', args: { categories: ['couch'] }, sample: 'living_room/furnished_bohemian_daylight' },
  { name: 'declutter', op: 'declutter', args: { strength: 0.9 }, sample: 'kitchen/furnished_bohemian_daylight' },
  { name: 'empty_room', op: 'empty_room', args: { room_type: 'general', strength: 0.8, guidance_scale: 7.5 }, sample: 'living_room/furnished_bohemian_daylight' },
  { name: 'empty_room_bedroom', op: 'empty_room', args: { room_type: 'general', strength: 0.8, guidance_scale: 7.5 }, sample: 'bedroom/furnished_bohemian_daylight' },
  { name: 'upscale_2x', op: 'upscale', args: { scale: 2 }, sample: 'kitchen/furnished_bohemian_daylight' },
  { name: 'watermark', op: 'watermark', args: { text: 'Virtually staged' }, sample: 'kitchen/furnished_bohemian_daylight' },
  { name: 'watermark_removal', op: 'watermark_removal', args: {}, sample: 'office/furnished_bohemian_daylight' },
]; // prettier-ignore

const escape = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!); // prettier-ignore

/** A label strip over the top of a panel. */
function label(text: string, width: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="34">
  <rect width="${width}" height="34" fill="#000" fill-opacity="0.6"/>
  <text x="12" y="23" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#fff">${escape(text)}</text>
</svg>`);
}

async function panel(image: Buffer, text: string, width: number, crop?: Region) {
  let img = sharp(image);
  if (crop) img = img.extract(crop);
  const body = await img.resize(width).png().toBuffer();
  return sharp(body)
    .composite([{ input: label(text, width), left: 0, top: 0 }])
    .png()
    .toBuffer();
}

mkdirSync(out, { recursive: true });
const engine = createLocalEngine();
const ctx: EngineContext = {
  signal: new AbortController().signal,
  detector: createObjectDetector(),
};
const PANEL = 800;
// `--sample=furnished`: each chosen case on every furnished daylight render, one file each.
const furnished = (
  JSON.parse(readFileSync(`${ROOT}manifest.json`, 'utf8')) as { renders: { id: string }[] }
).renders // prettier-ignore
  .map((r) => r.id)
  .filter((id) => id.includes('/furnished_') && id.endsWith('_daylight'));
const jobs = CASES.filter((c) => !only || only.some((o) => c.name.includes(o))).flatMap((c) =>
  sampleOverride === 'furnished'
    ? furnished.map((sample) => ({ ...c, sample, name: `${c.name}__${sample.replace('/', '__')}` }))
    : [{ ...c, sample: sampleOverride ?? c.sample }],
);
// Two cases of one operation and arguments (the empty room's two) on one render are one edit.
const seen = new Set<string>();
const unique = jobs.filter((c) => {
  const key = `${c.op} ${JSON.stringify(c.args)} ${c.sample}`;
  return !seen.has(key) && !!seen.add(key);
});
for (const c of unique) {
  let before: Buffer = readFileSync(`${ROOT}${c.sample}.jpg`);
  // Watermark removal starts from a marked picture.
  if (c.op === 'watermark_removal')
    before = (await engine.run('watermark', before, { text: 'Virtually staged' }, ctx)).data;
  const t = performance.now();
  const after = (await engine.run(c.op, before, c.args as never, ctx)).data;
  const ms = performance.now() - t;
  const a = await sharp(after).metadata();
  const b = await sharp(before).metadata();
  let left: Buffer;
  let right: Buffer;
  const what = `${c.op} ${JSON.stringify(c.args).replace(/"/g, '')}`;
  if (c.op === 'upscale') {
    // The same 200 × 133 source window, shown at the panel's size: before with plain bilinear
    // enlargement, after from the upscaled file.
    const s = a.width! / b.width!;
    const win = { left: 700, top: 420, width: 200, height: 133 };
    const scaled = { left: win.left * s, top: win.top * s, width: win.width * s, height: win.height * s }; // prettier-ignore
    left = await panel(before, `before (crop, ${b.width}×${b.height}, bilinear)`, PANEL, win);
    right = await panel(after, `after ${c.args.scale}× (crop, ${a.width}×${a.height})`, PANEL, scaled); // prettier-ignore
  } else {
    left = await panel(before, `before — ${c.sample}`, PANEL);
    right = await panel(after, `after — ${what} (${(ms / 1000).toFixed(1)} s)`, PANEL);
  }
  const lh = (await sharp(left).metadata()).height!;
  const rh = (await sharp(right).metadata()).height!;
  const file = `${out}/${c.name}.png`;
  await sharp({ create: { width: PANEL * 2 + 8, height: Math.max(lh, rh), channels: 3, background: '#222' } }) // prettier-ignore
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: PANEL + 8, top: 0 },
    ])
    .png()
    .toFile(file);
  console.log(`${file}  (${(ms / 1000).toFixed(1)} s)`);
}
process.exit(0);
