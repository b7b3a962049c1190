import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { EditOperation, OperationArgs } from '@hds/api-client/contract';
import { createObjectDetector } from '../src/local/analysis/detect.ts';
import { createLocalEngine } from '../src/local/index.ts';
import type { EngineContext } from '../src/types.ts';
import { SAMPLES_ROOT } from '../test/local/samples.ts';

/**
 * Each local-engine operation's wall time on a 1600 px sample render and on the same render
 * resampled to 12 MP (4243 × 2829), beside a bare sharp resize + JPEG encode of that image (what
 * any edit must at least pay to read and write the picture), as a ratio. Detection is counted in
 * the removal operations (the detector's one-off model load is warmed first and reported apart).
 * Staging (`furniture`, the local stager) is timed warm: its first call — Chromium's launch, the
 * stager page's bundle, the style's textures and shaders — is made first and reported apart.
 * BENCH_ENGINE_OPS=lighting,upscale limits the operations.
 */
const ROOT = SAMPLES_ROOT;

type Case = {
  [O in EditOperation]: { op: O; args: OperationArgs[O]; sample: string };
}[EditOperation];
const CASES: Case[] = [
  { op: 'lighting', args: { type: 'golden_hour', brightness: 1.2, contrast: 1.1, warmth: 0 }, sample: 'living_room/furnished_industrial_daylight.jpg' },
  { op: 'lighting', args: { type: 'twilight', brightness: 1.2, contrast: 1.1, warmth: 0 }, sample: 'exterior/empty_daylight.jpg' },
  { op: 'wall_color', args: { color: 'sage', strength: 0.8, guidance_scale: 7.5 }, sample: 'living_room/empty_daylight.jpg' },
  { op: 'sky_replacement', args: { sky_type: 'sunset' }, sample: 'exterior/empty_daylight.jpg' },
  { op: 'window_view', args: { view: 'ocean' }, sample: 'living_room/empty_daylight.jpg' },
  { op: 'object_removal', args: { categories: ['couch'] }, sample: 'living_room/furnished_industrial_daylight.jpg' },
  { op: 'declutter', args: { strength: 0.8 }, sample: 'kitchen/furnished_industrial_daylight.jpg' },
  { op: 'empty_room', args: { room_type: 'general', strength: 0.8, guidance_scale: 7.5 }, sample: 'living_room/furnished_industrial_daylight.jpg' },
  { op: 'upscale', args: { scale: 2 }, sample: 'living_room/furnished_industrial_daylight.jpg' },
  { op: 'watermark', args: { text: 'Virtually staged' }, sample: 'living_room/furnished_industrial_daylight.jpg' },
  { op: 'watermark_removal', args: {}, sample: 'living_room/furnished_industrial_daylight.jpg' },
  { op: 'furniture', args: { style: 'modern', room_type: 'living_room' }, sample: 'living_room/empty_daylight.jpg' },
]; // prettier-ignore

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export default async function engineBench(log: (line: string) => void): Promise<void> {
  const only = process.env.BENCH_ENGINE_OPS?.split(',');
  const engine = createLocalEngine();
  const detector = createObjectDetector();
  const ctx: EngineContext = { signal: new AbortController().signal, detector };
  const warm = await time(() => detector.detect(readFileSync(ROOT + CASES[0]!.sample)));
  log(`detector first call (model load + one detection): ${warm.toFixed(0)} ms`);
  if (!only || only.includes('furniture')) {
    const staging = CASES.find((c) => c.op === 'furniture')!;
    const cold = await time(() =>
      engine.run('furniture', readFileSync(ROOT + staging.sample), staging.args as never, ctx),
    );
    log(`stager first call (Chromium, page bundle, textures and shaders, one staging): ${cold.toFixed(0)} ms`); // prettier-ignore
  }
  log('| operation | 1600 px ms | bare ms | ratio | 12 MP ms | bare ms | ratio |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const inputs = new Map<string, { small: Buffer; large: Buffer }>();
  for (const c of CASES) {
    if (only && !only.includes(c.op)) continue;
    const key = c.op === 'watermark_removal' ? 'wm:' + c.sample : c.sample;
    if (!inputs.has(key)) {
      let small: Buffer = readFileSync(ROOT + c.sample);
      // The watermark removal case starts from a marked picture.
      if (c.op === 'watermark_removal') small = (await engine.run('watermark', small, { text: 'Virtually staged' }, ctx)).data; // prettier-ignore
      const large = await sharp(small).resize(4243, 2829, { kernel: 'lanczos3' }).jpeg({ quality: 90 }).toBuffer(); // prettier-ignore
      inputs.set(key, { small, large });
    }
    const { small, large } = inputs.get(key)!;
    const cells: string[] = [];
    for (const input of [small, large]) {
      const meta = await sharp(input).metadata();
      const bare = await time(() =>
        sharp(input)
          .resize(Math.round(meta.width! * 0.9))
          .jpeg({ quality: 92 })
          .toBuffer(),
      );
      let ms: number;
      try {
        ms = await time(() => engine.run(c.op, input, c.args as never, ctx));
      } catch (err) {
        cells.push(`failed: ${err instanceof Error ? err.message : String(err)}`, '', '');
        continue;
      }
      cells.push(ms.toFixed(0), bare.toFixed(0), `${(ms / bare).toFixed(1)}×`);
    }
    const label = c.op === 'lighting' ? `lighting (${(c.args as OperationArgs['lighting']).type})` : c.op; // prettier-ignore
    log(`| ${label} | ${cells.join(' | ')} |`);
  }
}
