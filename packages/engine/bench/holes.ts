import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Mask, Raster } from '../src/local/raster/raster.ts';
import { inpaint } from '../src/local/fill/inpaint.ts';
import { teleaInpaint } from './opencvInpaint.ts';
import { sampleBuffer } from '../test/local/samples.ts';
import { photoNames, photosDir, repoRoot } from './real/photos.ts';
import { markdownTable, textTable, type Row } from './real/report.ts';
import { contactSheet, type Cell } from './real/sheet.ts';

/**
 * `npm run bench:holes -w @hds/engine`: the small-hole fills against the picture itself. Discs
 * of a removal's sizes (radius 2, 4 and 6 % of the shorter side: a bottle to a lamp, all under
 * the local fill's hole bound) are cut at seeded places in each real photo (REAL_PHOTOS_DIR) and
 * sample render, filled by each method, and compared with what was there: PSNR and SSIM (luma,
 * 7 × 7 windows) over the hole's pixels, and the wall time. Writes docs/figures/bench-holes.md.
 * Measures; tunes nothing.
 */

type Fill = (image: Raster, hole: Mask) => Promise<Raster>;
const METHODS: [string, Fill][] = [
  ['patch search (inpaint.ts)', (img, hole) => inpaint(img, hole, { seed: 1 })],
  ['OpenCV Telea', (img, hole) => teleaInpaint(img, hole, { method: 'telea' })],
  ['OpenCV Navier–Stokes', (img, hole) => teleaInpaint(img, hole, { method: 'ns' })],
];
const RADII = [0.02, 0.04, 0.06];
const PER_SIZE = 3;
/** The renders: a furnished and an empty room of each kind, daylight. */
const RENDERS = ['living_room/furnished_bohemian_daylight', 'kitchen/furnished_industrial_daylight', 'bedroom/furnished_mediterranean_daylight', 'bathroom/furnished_industrial_daylight', 'office/empty_daylight', 'exterior/furnished_bohemian_daylight']; // prettier-ignore
/** Pictures are measured at most this size, as the removal's mask is worked out (≤ 1600 px). */
const SIDE = 1600;

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function disc(w: number, h: number, cx: number, cy: number, r: number): Mask {
  const data = new Uint8Array(w * h);
  for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(h - 1, Math.ceil(cy + r)); y++)
    for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(w - 1, Math.ceil(cx + r)); x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) data[y * w + x] = 255;
  return { width: w, height: h, data };
}

const lumaOf = (r: Raster) => {
  const out = new Float32Array(r.width * r.height);
  for (let p = 0; p < out.length; p++)
    out[p] = 0.299 * r.data[p * 3]! + 0.587 * r.data[p * 3 + 1]! + 0.114 * r.data[p * 3 + 2]!;
  return out;
};

/**
 * PSNR (RGB) and mean SSIM (luma, 7 × 7 windows) over the hole's pixels, and its detail: the
 * result's mean luma gradient there over the original's. Both per-pixel scores favour a blur
 * (the mean of what could be there); detail under 1 is a fill smoother than what it replaces.
 */
export function holeScores(
  truth: Raster,
  out: Raster,
  hole: Mask,
): { psnr: number; ssim: number; grad: number; truthGrad: number } {
  const { width: w, height: h } = truth;
  let se = 0;
  let n = 0;
  const a = lumaOf(truth);
  const b = lumaOf(out);
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  let ssim = 0;
  let ga = 0;
  let gb = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (hole.data[p]! < 128) continue;
      for (let c = 0; c < 3; c++) se += (truth.data[p * 3 + c]! - out.data[p * 3 + c]!) ** 2;
      n++;
      if (x > 0 && y > 0) {
        ga += Math.abs(a[p]! - a[p - 1]!) + Math.abs(a[p]! - a[p - w]!);
        gb += Math.abs(b[p]! - b[p - 1]!) + Math.abs(b[p]! - b[p - w]!);
      }
      let k = 0;
      let ma = 0;
      let mb = 0;
      let aa = 0;
      let bb = 0;
      let ab = 0;
      for (let yy = Math.max(0, y - 3); yy <= Math.min(h - 1, y + 3); yy++)
        for (let xx = Math.max(0, x - 3); xx <= Math.min(w - 1, x + 3); xx++) {
          const q = yy * w + xx;
          ma += a[q]!;
          mb += b[q]!;
          aa += a[q]! * a[q]!;
          bb += b[q]! * b[q]!;
          ab += a[q]! * b[q]!;
          k++;
        }
      ma /= k;
      mb /= k;
      const va = aa / k - ma * ma;
      const vb = bb / k - mb * mb;
      const cov = ab / k - ma * mb;
      ssim += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
    }
  const mse = se / (3 * Math.max(1, n));
  return {
    psnr: 10 * Math.log10((255 * 255) / Math.max(mse, 1e-6)),
    ssim: ssim / Math.max(1, n),
    grad: gb / Math.max(1, n),
    truthGrad: ga / Math.max(1, n),
  };
}

async function pictures(): Promise<{ name: string; image: Raster }[]> {
  const dir = photosDir();
  const out: { name: string; image: Raster }[] = [];
  const shrink = async (buf: Buffer) => {
    const { data, info } = await sharp(buf)
      .rotate()
      .resize(SIDE, SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return decodeRaw(data, info.width, info.height);
  };
  for (const name of photoNames(dir)) out.push({ name, image: await shrink(readFileSync(join(dir, name))) }); // prettier-ignore
  for (const id of RENDERS) out.push({ name: id, image: await shrink(sampleBuffer(id)) });
  return out;
}

/** A square of side 2·half around (cx, cy), clipped to the picture. */
function cropAround(img: Raster, cx: number, cy: number, half: number): Cell['image'] {
  const x0 = Math.max(0, Math.round(cx - half));
  const y0 = Math.max(0, Math.round(cy - half));
  const x1 = Math.min(img.width, Math.round(cx + half));
  const y1 = Math.min(img.height, Math.round(cy + half));
  const rgb = new Uint8Array((x1 - x0) * (y1 - y0) * 3);
  for (let y = y0; y < y1; y++)
    rgb.set(img.data.subarray((y * img.width + x0) * 3, (y * img.width + x1) * 3), (y - y0) * (x1 - x0) * 3); // prettier-ignore
  return { rgb, width: x1 - x0, height: y1 - y0 };
}

const decodeRaw = (data: Buffer, width: number, height: number): Raster => ({
  width,
  height,
  data: new Uint8Array(data.buffer, data.byteOffset, data.length),
});

async function main(): Promise<void> {
  // `-- name…` keeps the pictures whose name contains one of the names (the figures file is left alone).
  const filters = process.argv.slice(2);
  const pics = (await pictures()).filter(
    (p) => !filters.length || filters.some((f) => p.name.includes(f)),
  );
  const real = pics.filter((p) => !p.name.includes('/')).length;
  if (!real) console.log(`bench:holes: no real photos at ${photosDir()}; the sample renders only.`); // prettier-ignore
  // scores[method][radius] = per-hole {psnr, ssim, ms}
  const scores = METHODS.map(() => RADII.map(() => [] as { psnr: number; ssim: number; grad: number; truthGrad: number; ms: number; real: boolean }[])); // prettier-ignore
  const sheet: Cell[][] = [];
  // OpenCV's module compiles once per thread (about 2 s): not a fill's time.
  await teleaInpaint({ width: 8, height: 8, data: new Uint8Array(192) }, disc(8, 8, 4, 4, 2));
  const started = performance.now();
  for (const { name, image } of pics) {
    const rand = rng([...name].reduce((s, c) => s * 31 + c.charCodeAt(0), 7));
    const { width: w, height: h } = image;
    const short = Math.min(w, h);
    for (const [ri, rr] of RADII.entries()) {
      const r = rr * short;
      for (let k = 0; k < PER_SIZE; k++) {
        const cx = r + 4 + rand() * (w - 2 * r - 8);
        const cy = r + 4 + rand() * (h - 2 * r - 8);
        const hole = disc(w, h, cx, cy, r);
        // The sheet: each picture's first hole of the largest size, cropped, beside each fill.
        const row: Cell[] | null = ri === RADII.length - 1 && !k ? [] : null;
        const crop = (img: Raster) => cropAround(img, cx, cy, r * 2.5);
        if (row) row.push({ caption: `${name}: the hole's place`, image: crop(image) });
        for (const [mi, [label, fill]] of METHODS.entries()) {
          const t0 = performance.now();
          const out = await fill(image, hole);
          const ms = performance.now() - t0;
          if (row) row.push({ caption: label, image: crop(out) });
          scores[mi]![ri]!.push({ ...holeScores(image, out, hole), ms, real: !name.includes('/') }); // prettier-ignore
        }
        if (row) sheet.push(row);
      }
    }
    console.log(`  ${name}`);
  }
  // Over all holes of a group: a flat hole's ratio alone would swing on a few grey levels.
  const detail = (v: { grad: number; truthGrad: number }[]) =>
    (v.reduce((a, x) => a + x.grad, 0) / Math.max(1e-9, v.reduce((a, x) => a + x.truthGrad, 0))).toFixed(2); // prettier-ignore
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
  const median = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
  };
  const header = ['method', 'hole radius', 'PSNR real', 'SSIM real', 'detail real', 'PSNR renders', 'SSIM renders', 'detail renders', 'median ms']; // prettier-ignore
  const rows: Row[] = [];
  for (const [mi, [label]] of METHODS.entries())
    for (const [ri, rr] of RADII.entries()) {
      const s = scores[mi]![ri]!;
      const r = s.filter((x) => x.real);
      const g = s.filter((x) => !x.real);
      rows.push([
        label,
        `${rr * 100} %`,
        r.length ? `${mean(r.map((x) => x.psnr)).toFixed(2)} dB` : '—',
        r.length ? mean(r.map((x) => x.ssim)).toFixed(3) : '—',
        r.length ? detail(r) : '—',
        `${mean(g.map((x) => x.psnr)).toFixed(2)} dB`,
        mean(g.map((x) => x.ssim)).toFixed(3),
        detail(g),
        median(s.map((x) => x.ms)).toFixed(0),
      ]);
    }
  console.log(`\n${textTable(header, rows)}\n`);
  const out = join(import.meta.dirname, 'real', 'out');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'holes-sheet.png'), await contactSheet(sheet));
  console.log(`contact sheet: ${join(out, 'holes-sheet.png')}`);
  const seconds = Math.round((performance.now() - started) / 1000);
  const md = [
    '# Small-hole fills',
    '',
    'Generated by `npm run bench:holes -w @hds/engine` (packages/engine/bench/holes.ts); do not edit by hand.',
    `${real} real photos (REAL_PHOTOS_DIR) and ${RENDERS.length} sample renders, at most ${SIDE} px; ${PER_SIZE} discs of each radius (a share of the shorter side) at seeded places in each; ${seconds} s.`,
    '',
    'PSNR (RGB) and SSIM (luma, 7 × 7 windows) are over the hole’s pixels, against what was there; means over the holes, higher is better. Both favour a blur, the mean of what could be there: "detail" is the fill’s mean luma gradient in the holes over the original’s (under 1: smoother than what it replaces, a smear). The crops are in `bench/real/out/holes-sheet.png`.',
    '',
    markdownTable(header, rows),
    '',
  ].join('\n');
  if (filters.length) return;
  const file = join(repoRoot(), 'docs', 'figures', 'bench-holes.md');
  writeFileSync(file, md);
  console.log(`figures: ${file}`);
}

await main();
process.exit(0);
