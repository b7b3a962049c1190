// CPU time of each model adapter on a 1600 px photo, on the tiny test models (test/models/tiny.ts):
// the adapters' own work (resizing, tensors, tiling, class mapping) and onnxruntime's overhead,
// not a real checkpoint's inference. `npm run bench:models -w @hds/engine`.
import { rmSync } from 'node:fs';
import type { Mask } from '../src/data.ts';
import { decode, resizeRaster } from '../src/local/raster/raster.ts';
import { samClick } from '../src/models/click.ts';
import { disparity } from '../src/models/depth.ts';
import { lamaInpaint } from '../src/models/inpainter.ts';
import { ModelPool } from '../src/models/runtime.ts';
import { ade20kClasses, modelSegmenter } from '../src/models/segmenter.ts';
import { sampleBuffer } from '../test/local/samples.ts';
import {
  tinyDepthAnything,
  tinyLama,
  tinyModelsDir,
  tinySam,
  tinySegformer,
} from '../test/models/tiny.ts';

const dir = tinyModelsDir({ segmentation: { model: tinySegformer() }, depth: { model: tinyDepthAnything() }, click: tinySam(), inpaint: { model: tinyLama() } }); // prettier-ignore
const b = { dir, pool: new ModelPool() };
const src = await decode(sampleBuffer('living_room/furnished_bohemian_daylight'));
const img = await resizeRaster(src, 1600, Math.round((1600 * src.height) / src.width));
const hole: Mask = {
  width: img.width,
  height: img.height,
  data: new Uint8Array(img.width * img.height),
};
// A sofa-sized hole: a third of the width, a quarter of the height.
for (let y = Math.round(img.height * 0.55); y < Math.round(img.height * 0.8); y++)
  hole.data.fill(255, y * img.width + Math.round(img.width * 0.3), y * img.width + Math.round(img.width * 0.65)); // prettier-ignore

async function time(label: string, f: () => Promise<unknown>) {
  await f(); // the load and the first run's allocations
  const runs = 3;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) await f();
  const cpu = process.cpuUsage(cpu0);
  const ms = (n: number) => Math.round(n / runs);
  console.log(
    `| ${label} | ${ms((cpu.user + cpu.system) / 1000)} | ${ms(performance.now() - t0)} |`,
  );
}

console.log(`${img.width} × ${img.height}, tiny models, mean of 3 runs after one warm-up\n`);
console.log('| adapter | CPU ms | wall ms |\n|---|---:|---:|');
await time('Segmenter: SegFormer classes only', () => ade20kClasses(b, img, 400, 300));
await time('Segmenter: with the classical lines (what the seam runs)', () => modelSegmenter(b).segment(img)); // prettier-ignore
await time('Inpainter: LaMa, tiled (sofa-sized hole)', () => lamaInpaint(b, img, hole));
await time('DepthEstimator: Depth Anything disparity', () => disparity(b, img, 400, 300));
const click = samClick(b);
await time('ClickSegmenter: SlimSAM, new picture (encoder + decoder)', async () => {
  const copy = { ...img, data: new Uint8Array(img.data) };
  copy.data[0] = (copy.data[0]! + 1) % 256; // a new picture: the encoder runs again
  return click.select(copy, { ...hole, data: new Uint8Array(hole.data.length) }, [{ x: 800, y: 700, positive: true }]); // prettier-ignore
});
await time(
  'ClickSegmenter: SlimSAM, next click (decoder only)',
  () =>
  click.select(img, { ...hole, data: new Uint8Array(hole.data.length) }, [{ x: 800, y: 700, positive: true }]), // prettier-ignore
);
await b.pool.unloadAll();
rmSync(dir, { recursive: true, force: true });
