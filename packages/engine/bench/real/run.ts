import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import type { EditOperation } from '@hds/api-client/contract';
import sharp from 'sharp';
import { seamsFromEnv } from '../../src/seams.ts';
import {
  gridPicture,
  gridToFull,
  regionClick,
  segmenterClick,
  simulateClicks,
  type MaskGrid,
} from './clicks.ts';
import { benchEngine, JPEG_QUALITY, modelsInUse, type RunResult } from './engine.ts';
import {
  changedPixels,
  confidentlyWrong,
  countOutside,
  iou,
  lumaCorrelation,
  median,
  pct,
  shareChanged,
  type Outcome,
} from './metrics.ts';
import { loadPhoto, photoNames, photosDir, repoRoot, type Classes, type Photo } from './photos.ts';
import { fmt, markdownTable, textTable, type Row } from './report.ts';
import { contactSheet, type Cell } from './sheet.ts';

/**
 * `npm run bench:real -w @hds/engine`: the local engine on the shared real photos (issue #38).
 * Prints the wall mask's IoU (automatic and after 1–3 simulated clicks), window and sky IoU,
 * what wall colour changes outside a confirmed mask and how it keeps the wall's shading, and
 * per operation how many runs completed, refused or were confidently wrong; writes the contact
 * sheet and the figures as JSON (bench/real/out/) and docs/figures/bench-real.md. Measures;
 * tunes nothing.
 */

interface OpSpec {
  operation: EditOperation;
  label: string;
  args: Record<string, unknown>;
  /** Labelled pixels an edit has no business changing (for the "outside its target" share). */
  wrongArea: (c: Classes) => Uint8Array;
  /** When the set's README says the edit should be refused on this photo. */
  shouldRefuse?: (p: Photo) => boolean;
}

const outsideOf = (c: Classes, ...targets: Uint8Array[]) =>
  c.labelled.map((l, p) => (l && !targets.some((t) => t[p]) ? 1 : 0));

const WALL_ARGS = { color: 'navy' };

const OPS: OpSpec[] = [
  {
    operation: 'wall_color',
    label: 'Wall colour',
    args: WALL_ARGS,
    wrongArea: (c) => outsideOf(c, c.wall),
  },
  {
    operation: 'sky_replacement',
    label: 'Sky',
    args: {},
    wrongArea: (c) => outsideOf(c, c.sky, c.window),
    shouldRefuse: (p) => p.windowToOutside === false,
  },
  {
    operation: 'window_view',
    label: 'Window view',
    args: {},
    wrongArea: (c) => outsideOf(c, c.window, c.sky),
    shouldRefuse: (p) => p.windowToOutside === false,
  },
  {
    operation: 'declutter',
    label: 'Declutter',
    args: {},
    wrongArea: (c) => outsideOf(c, c.furniture),
  },
  {
    operation: 'empty_room',
    label: 'Empty room',
    args: {},
    wrongArea: (c) => outsideOf(c, c.furniture),
  },
  {
    operation: 'furniture',
    label: 'Add furniture',
    args: {},
    // Staging belongs on free floor; what it draws over labelled furniture is wrong.
    wrongArea: (c) => c.furniture,
    shouldRefuse: (p) => p.furnished === true,
  },
];

interface PhotoFigures {
  name: string;
  labelled: boolean;
  /** The wall IoU, automatic then after each click: the editor's region toggle… */
  wall: number[];
  /** …and the engine's click segmenter (ENGINE_CLICK_SEGMENTER). */
  wallClick: number[];
  window: number;
  sky: number;
  outsideConfirmed: number;
  lumaR: number;
  confirmedRefusal?: string;
}

interface RunRecord {
  photo: string;
  op: OpSpec;
  outcome: Outcome;
  wrong: string | null;
  shouldRefuse: boolean;
  seconds: number;
}

/** The photo after the same JPEG encoding as the results: untouched blocks then match exactly. */
async function roundTrip(p: Photo): Promise<Uint8Array> {
  const raw = { width: p.width, height: p.height, channels: 3 as const };
  const jpeg = await sharp(p.rgb, { raw })
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return new Uint8Array(await sharp(jpeg).raw().toBuffer());
}

/** The photo with `mask` tinted blue, for the sheet. */
function tinted(p: Photo, mask: Uint8Array): Cell['image'] {
  const rgb = p.rgb.slice();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    rgb[i * 3] = rgb[i * 3]! * 0.45 + 30 * 0.55;
    rgb[i * 3 + 1] = rgb[i * 3 + 1]! * 0.45 + 110 * 0.55;
    rgb[i * 3 + 2] = rgb[i * 3 + 2]! * 0.45 + 255 * 0.55;
  }
  return { rgb, width: p.width, height: p.height };
}

function previewIou(prev: MaskGrid | { refused: string }, p: Photo, truth: Uint8Array): number {
  const full =
    'refused' in prev ? new Uint8Array(truth.length) : gridToFull(prev, p.width, p.height);
  return iou(full, truth, p.labels!.labelled);
}

async function main(): Promise<void> {
  const dir = photosDir();
  // `-- name…` keeps the photos whose file name contains one of the names.
  const filters = process.argv.slice(2);
  const names = photoNames(dir).filter(
    (f) => !filters.length || filters.some((x) => f.includes(x)),
  );
  if (!names.length && filters.length) {
    console.log(`bench:real: no photo at ${dir} matches ${filters.join(', ')}.`);
    return;
  }
  if (!names.length) {
    console.log(
      `bench:real: no photos at ${dir} (set REAL_PHOTOS_DIR to the real-photo set); skipped.`,
    );
    return;
  }
  const started = performance.now();
  const engine = benchEngine();
  const figures: PhotoFigures[] = [];
  const runs: RunRecord[] = [];
  const sheet: Cell[][] = [];
  const { clickSegmenter, names: seamNames } = seamsFromEnv();
  const clickName = seamNames.clickSegmenter;
  const clickCpuMs: number[] = [];
  for (const name of names) {
    const t0 = performance.now();
    const photo = await loadPhoto(dir, name);
    const baseline = await roundTrip(photo);
    const n = photo.width * photo.height;
    const L = photo.labels;
    const row: Cell[] = [
      { caption: `${name} (${photo.width}×${photo.height})`, image: photo.source },
    ];
    const wallPrev = await engine.preview('wall_color', photo.source, WALL_ARGS);
    const autoWall =
      'refused' in wallPrev ? new Uint8Array(n) : gridToFull(wallPrev, photo.width, photo.height);
    const fig: PhotoFigures = {
      name,
      labelled: !!L,
      wall: [],
      wallClick: [],
      window: NaN,
      sky: NaN,
      outsideConfirmed: NaN,
      lumaR: NaN,
    };
    let clicked: Uint8Array | undefined;
    let clickedSeg: Uint8Array | undefined;
    let confirmedCell: Cell = {
      caption: 'Wall colour, labelled mask',
      text: 'No labels: no confirmed mask.',
    };
    if (L) {
      if ('refused' in wallPrev) fig.wall = fig.wallClick = [0, 0, 0, 0];
      else {
        const click = regionClick(wallPrev, photo.width, photo.height);
        const sim = await simulateClicks(
          autoWall,
          click,
          L.wall,
          L.labelled,
          photo.width,
          photo.height,
          3,
        );
        fig.wall = sim.steps.map((s) => s.iou);
        clicked = sim.mask;
        const picture = await gridPicture(photo.rgb, photo.width, photo.height, wallPrev);
        const segClick = segmenterClick(clickSegmenter, picture, wallPrev, photo.width, photo.height, clickCpuMs); // prettier-ignore
        const simSeg = await simulateClicks(autoWall, segClick, L.wall, L.labelled, photo.width, photo.height, 3); // prettier-ignore
        fig.wallClick = simSeg.steps.map((s) => s.iou);
        clickedSeg = simSeg.mask;
      }
      const windowPrev = await engine.preview('window_view', photo.source, {});
      fig.window = previewIou(windowPrev, photo, L.window);
      const skyPrev = await engine.preview('sky_replacement', photo.source, {});
      fig.sky = previewIou(
        skyPrev,
        photo,
        L.sky.map((s, p) => s | L.window[p]!),
      );
      // Wall colour on the labelled walls as the user's confirmed mask.
      const mask = { width: photo.width, height: photo.height, data: L.wall.map((v) => v * 255) };
      const confirmed = await engine.run('wall_color', photo.source, WALL_ARGS, mask);
      if (confirmed.kind === 'completed') {
        const changed = changedPixels(baseline, confirmed.rgb);
        fig.outsideConfirmed = countOutside(changed, L.wall);
        fig.lumaR = lumaCorrelation(photo.rgb, confirmed.rgb, L.wall);
        confirmedCell = {
          caption: `Wall colour, labelled mask: r ${fmt(fig.lumaR, 3)}`,
          image: confirmed.data,
        };
      } else {
        fig.confirmedRefusal = confirmed.reason;
        confirmedCell = { caption: 'Wall colour, labelled mask: refused', text: confirmed.reason };
      }
    }
    row.push({
      caption: `Wall mask (auto)${L ? ` IoU ${fmt(fig.wall[0]!)}` : ''}`,
      image: tinted(photo, autoWall),
    });
    if (clicked) {
      row.push({
        caption: `Wall mask, 3 region clicks: IoU ${fmt(fig.wall[3]!)}`,
        image: tinted(photo, clicked),
      });
    } else row.push({ caption: 'Wall mask, 3 clicks', text: 'No labels: no clicks simulated.' });
    if (clickedSeg) {
      row.push({
        caption: `Wall mask, 3 ${clickName} clicks: IoU ${fmt(fig.wallClick[3]!)}`,
        image: tinted(photo, clickedSeg),
      });
    } else row.push({ caption: 'Wall mask, 3 clicks', text: 'No labels: no clicks simulated.' });
    row.push(confirmedCell);
    for (const op of OPS) {
      const res: RunResult = await engine.run(op.operation, photo.source, op.args);
      let outcome: Outcome;
      if (res.kind === 'refused') outcome = { kind: 'refused', reason: res.reason };
      else {
        const changed = changedPixels(baseline, res.rgb);
        const all = shareChanged(changed, new Uint8Array(n).fill(1));
        const outside = L ? shareChanged(changed, op.wrongArea(L)) : null;
        outcome = { kind: 'completed', changed: all, outside };
      }
      const wrong = confidentlyWrong(outcome);
      runs.push({
        photo: name,
        op,
        outcome,
        wrong,
        shouldRefuse: op.shouldRefuse?.(photo) ?? false,
        seconds: res.seconds,
      });
      if (outcome.kind === 'refused') {
        row.push({ caption: `${op.label}: refused`, text: outcome.reason });
      } else {
        const out = outcome.outside === null ? '' : `, ${pct(outcome.outside, 0)} outside`;
        const verdict = wrong ? ' · WRONG' : '';
        row.push({
          caption: `${op.label}: ${pct(outcome.changed, 0)} changed${out}${verdict}`,
          image: (res as Extract<RunResult, { kind: 'completed' }>).data,
        });
      }
    }
    sheet.push(row);
    figures.push(fig);
    console.error(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const seconds = (performance.now() - started) / 1000;
  const models = await modelsInUse();
  const click = { name: clickName, cpuMs: clickCpuMs };
  report(dir, figures, runs, seconds, await contactSheet(sheet), !filters.length, models, click);
}

/**
 * The goal table's column this run does not fill, by figure, from the figures file of the last
 * full run (models: its heuristics column, and the reverse); kept only when that run filled it.
 */
function otherColumn(mdPath: string, models: boolean): Map<string, string> {
  const kept = new Map<string, string>();
  if (!existsSync(mdPath)) return kept;
  for (const line of readFileSync(mdPath, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length !== 6 || cells[1] === 'figure' || cells[1]!.startsWith('-')) continue;
    const value = models ? cells[2]! : cells[3]!;
    if (value && value !== '—' && value !== 'weights not installed') kept.set(cells[1]!, value);
    if (cells[1] === 'confidently wrong runs') break;
  }
  return kept;
}

function report(
  dir: string,
  figures: PhotoFigures[],
  runs: RunRecord[],
  seconds: number,
  png: Buffer,
  /** The figures file holds the whole set only, never a filtered run. */
  writeFigures: boolean,
  /** The checkpoints the seams ran (README: "Models"); any: the figures go in the models column. */
  models: string[],
  /** The click segmenter measured beside the region toggle, and each click's CPU time. */
  click: { name: string; cpuMs: number[] },
): void {
  const root = repoRoot();
  const out = join(import.meta.dirname, 'out');
  mkdirSync(out, { recursive: true });
  const sheetPath = join(out, 'contact-sheet.png');
  writeFileSync(sheetPath, png);
  // The same figures for scripts comparing two runs (an OpenCV swap, a refusal threshold).
  const clickMs = median(click.cpuMs);
  const json = {
    seconds,
    clickSegmenter: { name: click.name, medianCpuMsPerClick: clickMs },
    photos: figures,
    runs: runs.map((r) => ({ ...r, op: r.op.operation })),
  };
  writeFileSync(join(out, 'figures.json'), JSON.stringify(json, null, 1));

  const labelled = figures.filter((f) => f.labelled);
  const wallHeader = [
    'photo',
    'wall IoU auto',
    ...[1, 2, 3].map((k) => `${k} region click${k > 1 ? 's' : ''}`),
    ...[1, 2, 3].map((k) => `${k} ${click.name} click${k > 1 ? 's' : ''}`),
    'window IoU',
    'sky IoU',
    'px changed outside confirmed mask',
    'luminance r',
  ];
  const wallRows: Row[] = labelled.map((f) => [
    f.name,
    ...f.wall.map((v) => fmt(v)),
    ...f.wallClick.slice(1).map((v) => fmt(v)),
    fmt(f.window),
    fmt(f.sky),
    f.confirmedRefusal ? `refused: ${f.confirmedRefusal}` : fmt(f.outsideConfirmed, 0),
    fmt(f.lumaR, 3),
  ]);
  const med = (pick: (f: PhotoFigures) => number) => median(labelled.map(pick));
  wallRows.push([
    '**median**',
    ...[0, 1, 2, 3].map((i) => fmt(med((f) => f.wall[i] ?? NaN))),
    ...[1, 2, 3].map((i) => fmt(med((f) => f.wallClick[i] ?? NaN))),
    fmt(med((f) => f.window)),
    fmt(med((f) => f.sky)),
    fmt(
      med((f) => f.outsideConfirmed),
      0,
    ),
    fmt(
      med((f) => f.lumaR),
      3,
    ),
  ]);

  const opHeader = [
    'operation',
    'completed',
    'refused',
    'confidently wrong',
    'completed where the set says refuse',
    'median s',
  ];
  const opRows: Row[] = OPS.map((op) => {
    const mine = runs.filter((r) => r.op === op);
    return [
      op.label,
      mine.filter((r) => r.outcome.kind === 'completed').length,
      mine.filter((r) => r.outcome.kind === 'refused').length,
      mine.filter((r) => r.wrong).length,
      mine.filter((r) => r.shouldRefuse && r.outcome.kind === 'completed').length,
      fmt(median(mine.map((r) => r.seconds)), 1),
    ];
  });
  const wrongTotal = runs.filter((r) => r.wrong).length;
  opRows.push([
    '**all**',
    runs.filter((r) => r.outcome.kind === 'completed').length,
    runs.filter((r) => r.outcome.kind === 'refused').length,
    wrongTotal,
    runs.filter((r) => r.shouldRefuse && r.outcome.kind === 'completed').length,
    '',
  ]);

  const runHeader = ['photo', 'operation', 'outcome'];
  const runRows: Row[] = runs.map((r) => [
    r.photo,
    r.op.label,
    r.outcome.kind === 'refused'
      ? `refused: ${r.outcome.reason}`
      : `${pct(r.outcome.changed)} changed` +
        (r.outcome.outside === null ? '' : `, ${pct(r.outcome.outside)} outside target`) +
        (r.wrong ? ` — confidently wrong (${r.wrong})` : '') +
        (r.shouldRefuse ? ' — the set says it should refuse' : ''),
  ]);

  const goals: Row[] = [
    ['median wall IoU, automatic', fmt(med((f) => f.wall[0] ?? NaN)), '≥ 0.80'],
    ['median wall IoU, ≤ 3 region clicks', fmt(med((f) => Math.max(...f.wall))), '≥ 0.92'],
    [
      `median wall IoU, ≤ 3 ${click.name} clicks`,
      fmt(med((f) => Math.max(...f.wallClick))),
      '≥ 0.92',
    ],
    [
      'median luminance correlation',
      fmt(
        med((f) => f.lumaR),
        3,
      ),
      '≥ 0.95',
    ],
    [
      'px changed outside a confirmed mask (all photos)',
      fmt(
        labelled.reduce(
          (s, f) => s + (Number.isFinite(f.outsideConfirmed) ? f.outsideConfirmed : 0),
          0,
        ),
        0,
      ),
      '0',
    ],
    ['confidently wrong runs', `${wrongTotal} of ${runs.length}`, '0'],
  ];

  // One run fills one column; the other is the last full run's of the other kind (the figures
  // file), or stays empty rather than guessed.
  const mdPath = join(root, 'docs', 'figures', 'bench-real.md');
  const kept = otherColumn(mdPath, models.length > 0);
  const goalHeader = ['figure', 'heuristics', 'models', 'goal'];
  const goalRows: Row[] = goals.map(([f, now, goal]) =>
    models.length
      ? [f!, kept.get(String(f)) ?? '—', now!, goal!]
      : [f!, now!, kept.get(String(f)) ?? 'weights not installed', goal!],
  );
  const cores = availableParallelism();
  console.log(`\nReal photos: ${dir} (${figures.length} photos, ${labelled.length} labelled)\n`);
  console.log(textTable(wallHeader, wallRows));
  console.log('\n' + textTable(opHeader, opRows));
  console.log('\n' + textTable(runHeader, runRows));
  console.log('\n' + textTable(goalHeader, goalRows));
  console.log(`\ncontact sheet: ${relative(process.cwd(), sheetPath)}`);
  console.log(`${click.name} click: ${fmt(clickMs, 0)} ms of CPU (median) on the ≤ 640 px grid`);
  console.log(`run time: ${seconds.toFixed(0)} s on ${cores} cores`);

  const md = [
    '# Real-photo benchmark',
    '',
    `Generated by \`npm run bench:real -w @hds/engine\` (packages/engine/bench/real/); do not edit by hand.`,
    `${figures.length} photos of the shared real-photo set, ${labelled.length} of them labelled; ${seconds.toFixed(0)} s on ${cores} cores.`,
    '',
    '## Now against the goals',
    '',
    markdownTable(goalHeader, goalRows),
    '',
    models.length
      ? `Models: the seams ran the models MODELS_DIR holds (${models.join('; ')}), the heuristics the rest; the heuristics column is the last run without models (ENGINE_SEGMENTER=classical ENGINE_INPAINTER=classical ENGINE_DEPTH=room-box, or an empty MODELS_DIR). The tables below are this run's.` // prettier-ignore
      : `Models: MODELS_DIR holds no weights here, so the heuristics ran; ${kept.size ? 'the models column is the last run with models (`npm run models -- install`).' : '`npm run models -- install` puts them there.'}`, // prettier-ignore
    '',
    '## Masks, per labelled photo',
    '',
    'Wall IoU: the mask wall colour paints automatically (the mask preview), then after each simulated',
    'click at the largest wrong region, positive on a missed part and negative on a wrong one: "region"',
    `toggles the mask editor's region under it; "${click.name}" is the engine's click segmenter`,
    `(ENGINE_CLICK_SEGMENTER), ${fmt(clickMs, 0)} ms of CPU a click (median) on the ≤ 640 px grid. Window and sky:`,
    'the window-view and sky-replacement masks against the window (and sky) labels. Confirmed mask:',
    `wall colour with the labelled walls as the user's mask; a pixel counts as changed when a channel`,
    'moved by more than 12 of 255. Luminance r: Pearson correlation inside that mask.',
    '',
    markdownTable(wallHeader, wallRows),
    '',
    '## Operations',
    '',
    'Confidently wrong: completed, yet changed under 1 % of the picture, or more than 10 % of the',
    'labelled pixels outside its target (wall; sky and window; window; furniture and objects; for',
    'Add furniture, the labelled furniture it drew over). A refusal is never wrong. "The set says',
    `refuse": the set's README lists no window to the outside (sky, window view) or a furnished room`,
    '(add furniture).',
    '',
    markdownTable(opHeader, opRows),
    '',
    '## Every run',
    '',
    markdownTable(runHeader, runRows),
    '',
  ].join('\n');
  if (!writeFigures) return;
  const mdDir = join(root, 'docs', 'figures');
  mkdirSync(mdDir, { recursive: true });
  writeFileSync(join(mdDir, 'bench-real.md'), md);
  console.log(`figures: ${relative(process.cwd(), join(mdDir, 'bench-real.md'))}`);
}

await main();
// The stager's Chromium and the detector's worker threads would keep the process alive.
process.exit();
