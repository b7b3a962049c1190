// Offline visual snapshots of the composite components, taken by the test runner after a story's
// play function and axe check (test-runner.ts `postVisit`). Each listed story is screenshotted at
// a fixed viewport, with animations, transitions and the caret off, once fonts and pictures have
// loaded, and compared with its committed baseline (packages/ui/visual-baselines/<id>.png)
// through pixelmatch. Chromatic (`npm run chromatic`) is the reviewed, hosted check; this one
// needs no network and fails `npm test` on a change nobody reviewed. See packages/ui/README.md.
//
//   UPDATE_VISUAL=1   rewrite the baselines of the stories that run (review them, then commit)
//   VISUAL_SNAPSHOTS=0  skip the comparison (a machine whose fonts differ from the baselines')
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const baselineDir = join(root, 'packages/ui/visual-baselines');
/** Where a failing comparison leaves the new picture and the diff (git-ignored). */
export const outputDir = join(root, 'test-results/visual');

/**
 * The stories kept as snapshots: each composite's most representative state (the picture the
 * story ends on, after its play). Few on purpose: each costs a screenshot and a comparison in
 * `npm test`.
 */
export const visualStories: ReadonlySet<string> = new Set([
  'composites-beforeafterslider--custom-labels',
  'composites-comparisonview--slider-mode',
  'composites-comparisonview--narrow',
  'composites-versionhistory--long-text',
  'composites-boardwizard--default',
  'composites-uploadarea--uploading',
  'composites-editcontrols--furniture',
  'composites-sharedboardview--view-only',
]);

/** The viewport every snapshot is taken at (the page's own size is put back afterwards). */
export const visualViewport = { width: 1024, height: 768 };

/** pixelmatch's per-pixel colour distance (0–1) under which two pixels count as the same. */
const pixelThreshold = 0.1;
/** Share of the picture's pixels allowed to differ (anti-aliasing of text and edges). */
const maxDiffRatio = 0.001;

const freezeCss =
  '*,*::before,*::after{animation:none!important;transition:none!important;' +
  'caret-color:transparent!important}';

/**
 * Baselines written in this run for a story that had none: its retry (test-runner-retry.js)
 * must fail too, not pass against the picture its first try just wrote.
 */
const writtenThisRun = new Set<string>();

/**
 * The visit in progress (the runner's context object, the same one at preVisit and postVisit).
 * A try that Jest timed out goes on in the background and reaches postVisit while its retry
 * plays: that stale one must not photograph the retry's half-played page.
 */
let currentVisit: object | undefined;

/**
 * The browser the baselines were drawn by (`renderer.json`, written with them). Text and edges
 * rasterise differently from one Chromium release to the next, so on another release the
 * comparison says so once and stands aside instead of failing every snapshot.
 */
const rendererPath = join(baselineDir, 'renderer.json');
let rendererChecked: boolean | undefined;

async function sameRenderer(page: Page): Promise<boolean> {
  const version = page.context().browser()?.version() ?? 'unknown';
  if (process.env.UPDATE_VISUAL === '1') {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(rendererPath, `${JSON.stringify({ chromium: version }, null, 2)}\n`);
    return true;
  }
  if (rendererChecked !== undefined) return rendererChecked;
  const recorded = existsSync(rendererPath)
    ? (JSON.parse(readFileSync(rendererPath, 'utf8')) as { chromium?: string }).chromium
    : undefined;
  rendererChecked = recorded === undefined || recorded === version;
  if (!rendererChecked) {
    console.warn(
      `visual snapshots: the baselines were drawn by Chromium ${recorded}, this is ${version}; ` +
        'not compared (run with UPDATE_VISUAL=1 on this browser to adopt new baselines).',
    );
  }
  return rendererChecked;
}

/** Called by preVisit for every story. */
export function visualVisitStarted(context: object): void {
  currentVisit = context;
}

const show = (path: string) => relative(process.cwd(), path) || path;

/** Fonts loaded, every picture loaded (lazy ones too) and decoded, two frames painted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    const loaded = images.map((img) =>
      img.complete
        ? img.decode().catch(() => undefined)
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    );
    await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function screenshot(page: Page): Promise<Buffer> {
  const previous = page.viewportSize();
  const style = await page.addStyleTag({ content: freezeCss });
  try {
    await page.setViewportSize(visualViewport);
    await settle(page);
    return await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      timeout: 15_000,
    });
  } finally {
    await style.evaluate((node) => (node as Element).remove()).catch(() => undefined);
    if (previous) await page.setViewportSize(previous).catch(() => undefined);
  }
}

/**
 * Compares the story's picture with its baseline; throws (failing the story) on a missing
 * baseline or a difference beyond the tolerance, naming the files to look at.
 */
export async function checkVisualSnapshot(
  page: Page,
  context: { id: string; title: string; name: string },
): Promise<void> {
  const { id } = context;
  const name = `${context.title} › ${context.name}`;
  if (!visualStories.has(id) || process.env.VISUAL_SNAPSHOTS === '0') return;
  if (context !== currentVisit) return;
  if (!(await sameRenderer(page))) return;
  const baselinePath = join(baselineDir, `${id}.png`);
  const actual = await screenshot(page);
  if (context !== currentVisit) return;
  if (process.env.UPDATE_VISUAL === '1') {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  if (writtenThisRun.has(id) || !existsSync(baselinePath)) {
    if (!writtenThisRun.has(id)) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(baselinePath, actual);
      writtenThisRun.add(id);
    }
    throw new Error(
      `${name}: no visual baseline yet; wrote ${show(baselinePath)}. ` +
        'Review the picture and commit it (or run with UPDATE_VISUAL=1).',
    );
  }

  const expected = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  const actualPath = join(outputDir, `${id}.actual.png`);
  const diffPath = join(outputDir, `${id}.diff.png`);
  if (expected.width !== got.width || expected.height !== got.height) {
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(actualPath, actual);
    throw new Error(
      `${name}: the picture is ${got.width}×${got.height} px, its baseline ` +
        `${expected.width}×${expected.height} px. New picture: ${show(actualPath)}; ` +
        `baseline: ${show(baselinePath)}. If the change is intended, run with UPDATE_VISUAL=1 ` +
        'and commit the baseline.',
    );
  }
  const { width, height } = got;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, got.data, diff.data, width, height, {
    threshold: pixelThreshold,
  });
  const ratio = differing / (width * height);
  if (ratio <= maxDiffRatio) return;
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(actualPath, actual);
  writeFileSync(diffPath, PNG.sync.write(diff));
  throw new Error(
    `${name}: ${differing} pixels (${(ratio * 100).toFixed(2)} %) differ from the baseline ` +
      `(at most ${maxDiffRatio * 100} % may). Diff: ${show(diffPath)}; new picture: ` +
      `${show(actualPath)}; baseline: ${show(baselinePath)}. If the change is intended, run ` +
      'with UPDATE_VISUAL=1 and commit the baseline.',
  );
}
