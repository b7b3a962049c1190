import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createObjectDetector, detectorBackend } from '../src/local/analysis/detect.ts';
import { decode, type Mask, type Raster } from '../src/local/raster/raster.ts';
import { emptyRoomPick } from '../src/local/analysis/categories.ts';
import { removalMask } from '../src/local/analysis/objectMasks.ts';
import { removeObjects } from '../src/local/ops/removal.ts';
import { segment } from '../src/local/analysis/segment.ts';
import { recolorWalls } from '../src/local/ops/wallColor.ts';
import { replaceWindowView } from '../src/local/ops/windowView.ts';
import type { DetectedObject } from '../src/types.ts';
import { SAMPLES_ROOT, changeAgainst, groundTruth } from '../test/local/samples.ts';
import { sceneAnalysis } from '../src/local/analysis/scene.ts';
import { estimateRoom } from '../src/local/furnish/roomModel.ts';
import { DEFAULT_FOCAL_35MM, focalFrom35mm } from '../src/local/analysis/camera.ts';
import { horizonRow, scaleCamera } from '../src/local/furnish/projection.ts';
import { floorMask, maskIoU, wallDistance } from '../src/local/furnish/roomMetrics.ts';
import { trueRoom, type SampleRoom } from '@hds/sample-scenes/staging/truth';
import { stagingQuality } from './stagingQuality.ts';

/**
 * `npm run bench:quality -w @hds/engine [-- options]`: the local engine measured against the sample
 * renders' ground truth (assets/samples):
 * 1. wall / sky / window mask IoU of the classical segmentation, per render and on average, with
 *    the means given apart for the renders the segmentation was tuned on (TUNING below) and for
 *    the held-out rest, which it never saw while its thresholds were chosen;
 * 2. detection recall and precision per category on the furnished daylight renders (a detection
 *    matches a ground-truth object of its category at box IoU ≥ 0.5; objects under 0.3 % of the
 *    frame are not counted, nor are categories the COCO model has no word for);
 * 3. empty_room: masked PSNR / SSIM of the result against the empty render of the same room,
 *    over the ground-truth furniture pixels, beside a naive blur fill of the same mask;
 * 4. window_view on the interior daylight renders: the share of the window openings (frames and
 *    sills included, so 100 % is out of reach) that the new view changed, and the share of all
 *    changed pixels that lie outside them (paint on the wall, a chair, a shelf).
 * 5. wall_color on the daylight renders: the share of the walls the paint changed and the share of
 *    all changed pixels off the walls (a wicker chair, curtains, a bed of the wall's colour).
 * 6. the room layout: the wall's foot found in each interior render against the top of the floor
 *    in the empty render of the same room (the same camera), and the ceiling line against the
 *    render's own ceiling, median error per render.
 * 7. camera: the stager's camera and room (`estimateRoom`) on every empty interior render
 *    against the scenes' truth (tools/sample-scenes/staging/truth.ts):
 *    horizon error at the centre column (px at 1600), focal length (%), pitch (°), eye height (m,
 *    the standard one and the one a 2.6 m ceiling implies), the walls' feet against the true
 *    walls (mean distance, m) and the floor polygon projected into the picture against the
 *    render's floor mask (IoU; the true room's own polygon gives the ceiling of that figure).
 * 8. staging: the stager's arrangement in every style on the empty interiors, judged on the true
 *    room (bench/stagingQuality.ts).
 * Options: `--part=seg,detect,empty,window,paint,layout,camera,staging` runs only those parts; `--only=kitchen,bedroom/empty` only
 * the renders whose id contains one of the words; `--tuning` / `--held-out` only that half;
 * `--all` runs the empty-room part on every before/after pair instead of one style per room;
 * `--dump=DIR` writes each render's predicted masks over the picture (PNG) for a look.
 */
const ROOT = SAMPLES_ROOT;
interface ObjectTruth {
  category: string;
  mask: string;
  bbox: [number, number, number, number];
  pixels: number;
}
interface Render {
  id: string;
  file: string;
  lighting: string;
  furnished: boolean;
  masks: Record<'walls' | 'sky' | 'windows' | 'floor' | 'ceiling', string>;
  objects: ObjectTruth[];
}
const manifest = JSON.parse(readFileSync(ROOT + 'manifest.json', 'utf8')) as {
  renders: Render[];
  beforeAfter: { room: string; before: string; after: string; style: string }[];
};
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const all = process.argv.includes('--all');
const parts = new Set(
  (arg('part') ?? 'seg,detect,empty,window,paint,layout,camera,staging').split(','),
);
const only = arg('only')?.split(',');
const dumpDir = arg('dump');
/**
 * The renders the classical segmentation's thresholds were tuned on: every empty room, the
 * bohemian style of each room, one golden-hour interior and one dusk exterior. The industrial
 * and mediterranean renders and the other lighting variants are held out.
 */
const TUNING = new Set([
  ...['living_room', 'kitchen', 'bedroom', 'bathroom', 'office', 'exterior'].flatMap((room) => [
    `${room}/empty_daylight`,
    `${room}/furnished_bohemian_daylight`,
  ]),
  'living_room/furnished_industrial_golden_hour',
  'exterior/empty_twilight',
]);
const half = process.argv.includes('--tuning') ? 'tuning' : process.argv.includes('--held-out') ? 'held-out' : null; // prettier-ignore
const selected = (id: string) =>
  (!only || only.some((w) => id.includes(w))) && (!half || (half === 'tuning') === TUNING.has(id));
const byId = new Map(manifest.renders.map((r) => [r.id, r]));

const iou = maskIoU;
const f2 = (v: number | null) => (v === null ? '  –  ' : v.toFixed(2).padStart(5));
const mean = (xs: (number | null)[]) => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

/** The picture darkened, with the predicted mask in red and the ground truth's outline in white. */
async function dumpOverlay(
  file: string,
  small: Raster,
  pred: Mask,
  gt: Uint8Array,
  lines: Int32Array[] = [],
) {
  const { width: w, height: h, data } = small;
  const out = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const x = i % w;
    const edge =
      gt[i] && ((x > 0 && !gt[i - 1]) || (x < w - 1 && !gt[i + 1]) || (i >= w && !gt[i - w]) || (i < w * (h - 1) && !gt[i + w])); // prettier-ignore
    for (let c = 0; c < 3; c++) {
      const v = data[i * 3 + c]! * 0.55;
      out[i * 3 + c] = edge ? 255 : pred.data[i]! >= 128 ? (c === 0 ? 110 + v : v * 0.6) : v;
    }
  }
  for (const rows of lines)
    for (let x = 0; x < w; x++) {
      const y = rows[x]!;
      if (y >= 0 && y < h) out.set([0, 255, 255], (y * w + x) * 3);
    }
  await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toFile(file);
}

// 1. Segmentation
const segDetector = createObjectDetector();
if (parts.has('seg')) {
  console.log('\n## Segmentation IoU (working resolution 400 px; * = tuning render)\n');
  console.log('| render | walls | sky | windows | ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const keys = ['walls', 'sky', 'windows'] as const;
  const cols = { tuning: new Map<string, (number | null)[]>(), held: new Map<string, (number | null)[]>() }; // prettier-ignore
  const push = (m: Map<string, (number | null)[]>, k: string, v: number | null) =>
    m.set(k, [...(m.get(k) ?? []), v]);
  let daylightSky: (number | null)[] = [];
  if (dumpDir) mkdirSync(dumpDir, { recursive: true });
  for (const r of manifest.renders) {
    if (!selected(r.id)) continue;
    const img = await decode(readFileSync(ROOT + r.file));
    const objects = await segDetector.detect(readFileSync(ROOT + r.file));
    const t = performance.now();
    const seg = await segment(img, { objects });
    const ms = performance.now() - t;
    const { width: w, height: h } = seg.small;
    const row: string[] = [];
    const tuning = TUNING.has(r.id);
    for (const k of keys) {
      const gt = await groundTruth(r.masks[k], w, h);
      // A render without that surface (no sky through a window) scores only when it is found.
      const v = gt.some((x) => x) ? iou(seg[k].data, gt) : null;
      push(tuning ? cols.tuning : cols.held, k, v);
      if (k === 'sky' && r.lighting === 'daylight') daylightSky = [...daylightSky, v];
      row.push(f2(v));
      if (dumpDir) await dumpOverlay(`${dumpDir}/${r.id.replace('/', '__')}.${k}.png`, seg.small, seg[k], gt, k === 'walls' ? [seg.layout.ceiling, seg.layout.floor, new Int32Array(w).fill(Math.round(seg.layout.horizon))] : []); // prettier-ignore
    }
    console.log(`| ${r.id}${tuning ? ' *' : ''} | ${row.join(' | ')} | ${ms.toFixed(0)} |`);
  }
  const line = (label: string, m: Map<string, (number | null)[]>) =>
    console.log(`| **${label}** | ${keys.map((k) => f2(mean(m.get(k) ?? []))).join(' | ')} | |`);
  line('mean, tuning', cols.tuning);
  line('mean, held out', cols.held);
  const both = new Map(keys.map((k) => [k, [...(cols.tuning.get(k) ?? []), ...(cols.held.get(k) ?? [])]])); // prettier-ignore
  line('mean, all', both);
  console.log(`\nSky IoU over the daylight renders only: ${f2(mean(daylightSky))}.`);
}

// 2. Detection
const detector = createObjectDetector();
const detections = new Map<string, DetectedObject[]>();
if (parts.has('detect')) {
  const boxIou = (a: DetectedObject['box'], b: [number, number, number, number]) => {
    const ix = Math.min(a.x + a.width, b[0] + b[2]) - Math.max(a.x, b[0]);
    const iy = Math.min(a.y + a.height, b[1] + b[3]) - Math.max(a.y, b[1]);
    const inter = Math.max(0, ix) * Math.max(0, iy);
    return inter / (a.width * a.height + b[2] * b[3] - inter);
  };
  /** Ground-truth categories the COCO model can name (the rest — rug, shelf, lamp… — it cannot). */
  const DETECTABLE = new Set(['couch', 'chair', 'table', 'bed', 'plant', 'toilet', 'sink', 'refrigerator', 'oven', 'books', 'vase', 'bench', 'monitor']); // prettier-ignore
  const furnished = manifest.renders.filter((r) => r.furnished && r.lighting === 'daylight' && selected(r.id)); // prettier-ignore
  const stats = new Map<string, { truth: number; found: number; dets: number; hits: number }>();
  const stat = (c: string) => {
    if (!stats.has(c)) stats.set(c, { truth: 0, found: 0, dets: 0, hits: 0 });
    return stats.get(c)!;
  };
  let detectMs = 0;
  for (const r of furnished) {
    const t = performance.now();
    const dets = await detector.detect(readFileSync(ROOT + r.file));
    detectMs += performance.now() - t;
    detections.set(r.id, dets);
    const gts = r.objects.filter((o) => DETECTABLE.has(o.category) && o.bbox[2] * o.bbox[3] > 1600 * 1067 * 0.003); // prettier-ignore
    for (const g of gts) {
      const s = stat(g.category);
      s.truth++;
      if (dets.some((d) => d.category === g.category && boxIou(d.box, g.bbox) >= 0.5)) s.found++;
    }
    for (const d of dets) {
      if (!DETECTABLE.has(d.category)) continue;
      const s = stat(d.category);
      s.dets++;
      if (r.objects.some((g) => g.category === d.category && boxIou(d.box, g.bbox) >= 0.5))
        s.hits++;
    }
  }
  console.log(`\n## Detection on ${furnished.length} furnished daylight renders (CenterNet, tfjs ${detectorBackend()}, score ≥ 0.15 for furniture and ≥ 0.25 for small things, ${(detectMs / furnished.length).toFixed(0)} ms/image)\n`); // prettier-ignore
  console.log('| category | objects | recall | detections | precision |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  let T = 0;
  let F = 0;
  let D = 0;
  let H = 0;
  for (const [c, s] of [...stats].sort((a, b) => b[1].truth - a[1].truth)) {
    T += s.truth;
    F += s.found;
    D += s.dets;
    H += s.hits;
    console.log(`| ${c} | ${s.truth} | ${s.truth ? f2(s.found / s.truth) : '  –  '} | ${s.dets} | ${s.dets ? f2(s.hits / s.dets) : '  –  '} |`); // prettier-ignore
  }
  console.log(`| **all** | ${T} | ${f2(T ? F / T : null)} | ${D} | ${f2(D ? H / D : null)} |`);
}

// 3. Empty room
function lumaOf(r: Raster): Float32Array {
  const out = new Float32Array(r.width * r.height);
  for (let i = 0; i < out.length; i++)
    out[i] = 0.299 * r.data[i * 3]! + 0.587 * r.data[i * 3 + 1]! + 0.114 * r.data[i * 3 + 2]!;
  return out;
}
function psnr(a: Raster, b: Raster, m: Uint8Array): number {
  let se = 0;
  let n = 0;
  for (let i = 0; i < m.length; i++) {
    if (!m[i]) continue;
    for (let c = 0; c < 3; c++) se += (a.data[i * 3 + c]! - b.data[i * 3 + c]!) ** 2;
    n += 3;
  }
  return 10 * Math.log10((255 * 255) / Math.max(1e-9, se / n));
}
/** Mean SSIM (luma, 8 × 8 windows, stride 4) over the windows whose centre is in the mask. */
function ssim(a: Raster, b: Raster, m: Uint8Array): number {
  const A = lumaOf(a);
  const B = lumaOf(b);
  const w = a.width;
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  let sum = 0;
  let n = 0;
  for (let y = 0; y + 8 <= a.height; y += 4)
    for (let x = 0; x + 8 <= w; x += 4) {
      if (!m[(y + 4) * w + x + 4]) continue;
      let ma = 0;
      let mb = 0;
      for (let j = 0; j < 8; j++) for (let i = 0; i < 8; i++) {
        ma += A[(y + j) * w + x + i]!;
        mb += B[(y + j) * w + x + i]!;
      } // prettier-ignore
      ma /= 64;
      mb /= 64;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let j = 0; j < 8; j++) for (let i = 0; i < 8; i++) {
        const da = A[(y + j) * w + x + i]! - ma;
        const db = B[(y + j) * w + x + i]! - mb;
        va += da * da;
        vb += db * db;
        cov += da * db;
      } // prettier-ignore
      va /= 63;
      vb /= 63;
      cov /= 63;
      sum += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      n++;
    }
  return n ? sum / n : NaN;
}
/** The baseline: each hole pixel takes a normalised Gaussian average of the known pixels. */
async function blurFill(img: Raster, mask: Mask): Promise<Raster> {
  const { width: w, height: h } = img;
  const known = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const k = mask.data[i]! >= 128 ? 0 : 1;
    for (let c = 0; c < 3; c++) known[i * 4 + c] = img.data[i * 3 + c]! * k;
    known[i * 4 + 3] = k * 255;
  }
  let cur = known;
  for (const sigma of [8, 24, 64]) {
    const b = await sharp(cur, { raw: { width: w, height: h, channels: 4 } }).blur(sigma).raw().toBuffer(); // prettier-ignore
    const next = new Uint8Array(cur);
    for (let i = 0; i < w * h; i++) {
      if (next[i * 4 + 3]! === 255 || b[i * 4 + 3]! < 4) continue;
      // Premultiplied: divide by the blurred weight to get the average of known neighbours.
      for (let c = 0; c < 3; c++)
        next[i * 4 + c] = Math.min(255, (b[i * 4 + c]! * 255) / b[i * 4 + 3]!);
      next[i * 4 + 3] = 255;
    }
    cur = next;
  }
  const out = new Uint8Array(img.data);
  for (let i = 0; i < w * h; i++)
    if (mask.data[i]! >= 128) for (let c = 0; c < 3; c++) out[i * 3 + c] = cur[i * 4 + c]!;
  return { width: w, height: h, data: out };
}

if (parts.has('empty')) {
  const pairs = manifest.beforeAfter.filter((p) => (all || p.style === 'industrial') && selected(p.after)); // prettier-ignore
  console.log(`\n## empty_room against the empty render (${pairs.length} rooms; masked over the ground-truth furniture pixels)\n`); // prettier-ignore
  console.log(
    '| room (furnished → empty) | removed | PSNR local | PSNR blur | SSIM local | SSIM blur | ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const ratios: number[] = [];
  const ssimRatios: number[] = [];
  for (const p of pairs) {
    const after = byId.get(p.after)!;
    const before = byId.get(p.before)!;
    const furnishedImg = await decode(readFileSync(ROOT + after.file));
    const emptyImg = await decode(readFileSync(ROOT + before.file));
    const { width: w, height: h } = furnishedImg;
    const found = detections.get(p.after) ?? (await detector.detect(readFileSync(ROOT + after.file))); // prettier-ignore
    const pick = emptyRoomPick(found);
    const dets = found.filter(pick);
    const mask = await removalMask(furnishedImg, dets);
    // The engine's own path (mask, surfaces from the segmentation, fill), timed as a whole.
    const t = performance.now();
    const local = await removeObjects(furnishedImg, found, pick, { signal: new AbortController().signal }, 1, { emptyRoom: true }); // prettier-ignore
    const ms = performance.now() - t;
    const blur = await blurFill(furnishedImg, mask);
    // Evaluate where the furnished and empty renders differ because of furniture: the union of
    // the objects' ground-truth masks.
    const region = new Uint8Array(w * h);
    for (const o of after.objects) {
      const m = await groundTruth(o.mask, w, h);
      for (let i = 0; i < m.length; i++) if (m[i]) region[i] = 1;
    }
    const pl = psnr(local, emptyImg, region);
    const pb = psnr(blur, emptyImg, region);
    const sl = ssim(local, emptyImg, region);
    const sb = ssim(blur, emptyImg, region);
    ratios.push(pl / pb);
    ssimRatios.push(sl / sb);
    let removed = 0;
    let covered = 0;
    for (let i = 0; i < w * h; i++) if (region[i]) {
    covered++;
    if (mask.data[i]! >= 128) removed++;
  } // prettier-ignore
    console.log(`| ${p.after} → ${p.before} | ${((100 * removed) / Math.max(1, covered)).toFixed(0)} % | ${pl.toFixed(2)} dB | ${pb.toFixed(2)} dB | ${sl.toFixed(3)} | ${sb.toFixed(3)} | ${ms.toFixed(0)} |`); // prettier-ignore
  }
  console.log(`\nPSNR local / blur: ${mean(ratios)?.toFixed(3)} (mean ratio); SSIM local / blur: ${mean(ssimRatios)?.toFixed(3)}.`); // prettier-ignore
  console.log('"removed" = share of the ground-truth furniture pixels inside the removal mask (detections the model missed stay in the picture).'); // prettier-ignore
}
/**
 * Runs an edit on each render and prints, per render and on average, the share of the
 * ground-truth `target` mask it changed and its spill outside it (renders without any target
 * are skipped; an edit that throws counts as nothing changed).
 */
async function changeTable(opts: {
  rooms: Render[];
  target: (r: Render) => string;
  edit: (img: Raster, objects: DetectedObject[]) => Promise<Raster>;
  covered: string;
  summary: (cover: string, spill: string) => string;
}) {
  console.log(`| render | ${opts.covered} | spill | ms |`);
  console.log('| --- | ---: | ---: | ---: |');
  const covers: number[] = [];
  const spills: number[] = [];
  for (const r of opts.rooms) {
    const buf = readFileSync(ROOT + r.file);
    const img = await decode(buf);
    const target = await groundTruth(opts.target(r), img.width, img.height);
    if (!target.some((x) => x)) continue;
    const objects = detections.get(r.id) ?? (await detector.detect(buf));
    const name = `${r.id}${TUNING.has(r.id) ? ' *' : ''}`;
    const t = performance.now();
    let out: Raster;
    try {
      out = await opts.edit(img, objects);
    } catch {
      console.log(`| ${name} | not found | – | – |`);
      covers.push(0);
      continue;
    }
    const ms = performance.now() - t;
    const { cover, spill } = changeAgainst(img, out, target);
    covers.push(cover);
    spills.push(spill);
    console.log(`| ${name} | ${(100 * cover).toFixed(0)} % | ${(100 * spill).toFixed(1)} % | ${ms.toFixed(0)} |`); // prettier-ignore
  }
  console.log(`\n${opts.summary((100 * (mean(covers) ?? 0)).toFixed(0), (100 * (mean(spills) ?? 0)).toFixed(1))}`); // prettier-ignore
}

// 4. Window view
if (parts.has('window')) {
  const rooms = manifest.renders.filter((r) => r.lighting === 'daylight' && !r.id.startsWith('exterior') && selected(r.id)); // prettier-ignore
  console.log(
    `\n## window_view on ${rooms.length} interior daylight renders (* = tuning render)\n`,
  );
  await changeTable({
    rooms,
    target: (r) => r.masks.windows,
    edit: async (img, objects) =>
      replaceWindowView(img, await segment(img, { objects }), 'ocean', 11, objects),
    covered: 'window changed',
    summary: (cover, spill) =>
      `Mean share of the openings changed: ${cover} %; mean spill: ${spill} % (a pixel counts as changed when its RGB moved by more than 30 in sum).`,
  });
}

// 5. Wall colour: where the paint went.
if (parts.has('paint')) {
  const rooms = manifest.renders.filter((r) => r.lighting === 'daylight' && selected(r.id));
  console.log(`\n## wall_color (sage) on ${rooms.length} daylight renders (* = tuning render)\n`);
  await changeTable({
    rooms,
    target: (r) => r.masks.walls,
    edit: async (img, objects) => recolorWalls(img, await segment(img, { objects }), 'sage', 0.8),
    covered: 'walls painted',
    summary: (cover, spill) =>
      `Mean share of the walls painted: ${cover} %; mean spill (changed pixels off the walls): ${spill} %.`,
  });
}

// 6. Room layout: the wall's foot against the empty render of the same room (same camera).
if (parts.has('layout')) {
  const rooms = manifest.renders.filter((r) => r.lighting === 'daylight' && !r.id.startsWith('exterior') && selected(r.id)); // prettier-ignore
  console.log(`\n## The room's layout lines on ${rooms.length} interior daylight renders (400 px; * = tuning render)\n`); // prettier-ignore
  console.log('| render | foot: median error (px) | foot: median signed (+ = too low) | ceiling: median error (px) |'); // prettier-ignore
  console.log('| --- | ---: | ---: | ---: |');
  const errors: number[] = [];
  const ceilingErrors: number[] = [];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  for (const r of rooms) {
    const empty = byId.get(`${r.id.split('/')[0]}/empty_daylight`);
    if (!empty) continue;
    const seg = await segment(await decode(readFileSync(ROOT + r.file)));
    const { width: w, height: h } = seg.small;
    // The true foot is the top of the empty room's floor, where the floor is seen at all; the
    // true ceiling line the lowest row of the render's own ceiling.
    const floor = await groundTruth(empty.masks.floor, w, h);
    const ceiling = await groundTruth(r.masks.ceiling, w, h);
    const d: number[] = [];
    const c: number[] = [];
    for (let x = 0; x < w; x++) {
      let y = 0;
      while (y < h && !floor[y * w + x]) y++;
      if (y < h && y >= h * 0.4) d.push(seg.layout.floor[x]! - y);
      let bottom = -1;
      for (let yy = 0; yy < h * 0.6; yy++) if (ceiling[yy * w + x]) bottom = yy;
      if (bottom >= 0) c.push(Math.abs(seg.layout.ceiling[x]! - bottom));
    }
    const abs = median(d.map(Math.abs));
    errors.push(abs);
    ceilingErrors.push(median(c));
    console.log(
      `| ${r.id}${TUNING.has(r.id) ? ' *' : ''} | ${abs} | ${median(d)} | ${median(c)} |`,
    );
  }
  console.log(
    `\nMean of the medians: foot ${(mean(errors) ?? 0).toFixed(1)} px, ceiling ${(mean(ceilingErrors) ?? 0).toFixed(1)} px of 267 (a 400 × 267 picture).`,
  );
}
// 7. The stager's camera and room against the truth of the empty interiors.
if (parts.has('camera')) {
  const rooms = (['living_room', 'bedroom', 'office', 'kitchen', 'bathroom'] as SampleRoom[]).filter((r) => selected(`${r}/empty_daylight`)); // prettier-ignore
  console.log(`\n## The stager's camera and room on ${rooms.length} empty interior renders (errors: estimate − truth)\n`); // prettier-ignore
  console.log('| render | horizon (px of 1067) | focal (%) | focal from | pitch (°) | eye 1.45 m (m) | eye for a 2.6 m ceiling (m) | walls: mean distance (m) | walls est / true | floor IoU (truth\'s own) |'); // prettier-ignore
  console.log('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const rows: {
    hz: number;
    focal: number;
    pitch: number;
    wall: number | null;
    iou: number | null;
  }[] = [];
  for (const room of rooms) {
    const r = byId.get(`${room}/empty_daylight`)!;
    const scene = sceneAnalysis(readFileSync(ROOT + r.file), { signal: new AbortController().signal }); // prettier-ignore
    const est = await estimateRoom(scene);
    const W = 1600;
    const H = 1067;
    const truth = trueRoom(room, W, H);
    if (!est) {
      console.log(`| ${r.id} | no room found | | | | | | | | |`);
      continue;
    }
    const cam = scaleCamera(est.camera, W, H);
    const hz = horizonRow(cam, W / 2)! - horizonRow(truth.camera, W / 2)!;
    const focal = (cam.focalPx / truth.camera.focalPx - 1) * 100;
    const pitch = ((cam.pitch - truth.camera.pitch) * 180) / Math.PI;
    const seg = await scene.segmentation();
    const { width: w, height: h } = seg.small;
    const mask = await groundTruth(r.masks.floor, w, h);
    const iouEst = iou(floorMask(est, w, h), mask);
    const iouTrue = iou(floorMask(truth, w, h), mask);
    const wall = wallDistance(est, truth);
    // The eye height a standard 2.6 m ceiling implies, beside the standard eye height's error.
    const eyeCeil = est.ceilingHeight ? (2.6 * cam.eyeHeight) / est.ceilingHeight : null;
    const f = (v: number | null, d = 2) => (v === null ? '–' : v.toFixed(d));
    rows.push({ hz, focal, pitch, wall, iou: iouEst });
    console.log(
      `| ${r.id} | ${f(hz, 1)} | ${f(focal, 1)} | ${Math.abs(cam.focalPx - focalFrom35mm(DEFAULT_FOCAL_35MM, W, H)) < 1e-6 ? 'default' : 'vanishing points'} | ${f(pitch)} | ${f(cam.eyeHeight - truth.camera.eyeHeight)} | ${f(eyeCeil === null ? null : eyeCeil - truth.camera.eyeHeight)} | ${f(wall)} | ${est.walls.length} / ${truth.walls.length} | ${f(iouEst)} (${f(iouTrue)}) |`,
    );
  }
  const m = (k: 'hz' | 'focal' | 'pitch' | 'wall' | 'iou') => mean(rows.map((x) => (x[k] === null ? null : Math.abs(x[k]!)))); // prettier-ignore
  console.log(
    `\nMeans of the absolute errors: horizon ${f2(m('hz'))} px, focal ${f2(m('focal'))} %, pitch ${f2(m('pitch'))}°, walls ${f2(m('wall'))} m; floor IoU ${f2(m('iou'))}.`,
  );
}

// 8. The stager's arrangement judged on the true rooms.
if (parts.has('staging')) await stagingQuality(ROOT, selected);

process.exit(0);
