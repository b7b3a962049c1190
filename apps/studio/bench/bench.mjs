#!/usr/bin/env node
// Bench of the studio's first load: the budget figures of `/` (scripts/budget.mjs) and of the
// studio's routes (scripts/routeBudget.mjs; over budget fails the bench), then Lighthouse (all
// four categories; median of RUNS fresh Chromium runs) for `/`, the gallery, a design's page,
// the consultation form, the playground and the projects on the real stack: the product's own
// server (SQLite) and the Firebase Auth emulator, serving the current dist/ (@hds/dev's
// stack.mjs). Each run
// is a new visitor (an empty profile): the playground signs a guest in by itself; `{id}` in a
// path is the first design of the gallery (a fresh install seeds the sample designs).
// Usage: npm run bench -w @hds/studio   (Chromium: $CHROMIUM_PATH or /usr/bin/chromium;
//        BENCH_RUNS=3, BENCH_PRESETS=mobile (or mobile,desktop),
//        BENCH_PATHS=/,/app/gallery,/gallery/{id},/app/consultation,/app/playground,/app/projects)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BUDGET_KB, kb, measurePage } from '../scripts/budget.mjs';
import { ROUTE_BUDGETS, routeFirstLoad } from '../scripts/routeBudget.mjs';
import { startStack, stopAll } from '@hds/dev/stack';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appDir, 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile').split(',');
const PATHS = (
  process.env.BENCH_PATHS ??
  '/,/app/gallery,/gallery/{id},/app/consultation,/app/playground,/app/projects'
).split(',');

/** Issue #41's goals (Lighthouse mobile performance), printed beside each median. */
const GOALS = { '/': 97, '/app/gallery': 95, '/gallery/{id}': 95, '/app/playground': 85 };

/** The first design of the gallery, for a path naming `{id}`. */
async function firstDesign(baseURL) {
  const res = await fetch(`${baseURL}/api/v1/home-design/gallery/public/?page=1&limit=1`);
  const { items } = await res.json();
  if (!items?.[0]) throw new Error('the gallery is empty: no design page to measure');
  return items[0].id;
}

const COLUMNS = [
  ['perf', (l) => l.categories.performance.score * 100, (v) => String(Math.round(v))],
  ['a11y', (l) => l.categories.accessibility.score * 100, (v) => String(Math.round(v))],
  ['BP', (l) => l.categories['best-practices'].score * 100, (v) => String(Math.round(v))],
  ['SEO', (l) => l.categories.seo.score * 100, (v) => String(Math.round(v))],
  ['FCP', (l) => l.audits['first-contentful-paint'].numericValue, (v) => `${Math.round(v)} ms`],
  ['LCP', (l) => l.audits['largest-contentful-paint'].numericValue, (v) => `${Math.round(v)} ms`],
  ['TBT', (l) => l.audits['total-blocking-time'].numericValue, (v) => `${Math.round(v)} ms`],
  ['CLS', (l) => l.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['bytes', (l) => l.audits['total-byte-weight'].numericValue, (v) => `${kb(v)} KB`],
  ['JS', (l) => scriptBytes(l), (v) => `${kb(v)} KB`],
];

/** Transferred bytes of the scripts the page loaded (compressed, as they crossed the wire). */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((r) => r.resourceType === 'Script')
    .reduce((s, r) => s + (r.transferSize ?? 0), 0);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const WIDTH = 10;
const row = (label, values) =>
  [label.padEnd(20), ...COLUMNS.map(([, , fmt], i) => fmt(values[i]).padStart(WIDTH))].join('');
const HEADER = [''.padEnd(20), ...COLUMNS.map(([name]) => name.padStart(WIDTH))].join('');

async function runLighthouse(url, preset, stops) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hds-studio-bench-chrome-'));
  const drop = () => rmSync(userDataDir, { recursive: true, force: true });
  stops.push(drop);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
  const kill = () => chrome.kill();
  stops.push(kill);
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    for (const w of lhr.runWarnings) console.warn(`  warning: ${w}`);
    return lhr;
  } finally {
    for (const stop of [kill, drop]) {
      const i = stops.indexOf(stop);
      if (i === -1) continue;
      stops.splice(i, 1);
      await stop();
    }
  }
}

/**
 * Lighthouse now and then fails to record a trace on this loaded machine (NO_NAVSTART): that run
 * is taken again, twice at most; any other failure stops the bench.
 */
async function runLighthouseRetrying(url, preset, stops) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, preset, stops);
    } catch (err) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(String(err))) throw err;
      console.warn(`  ${err.message}: run again`);
    }
  }
}

/** What kept a category below 100 in the last run: the failing audits' titles. */
function misses(lhr) {
  const out = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) out.push(`${id}: ${a.title}`);
    }
  }
  return out;
}

async function main() {
  const stops = [];
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the stack…`);
    void stopAll(stops).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  accessSync(chromePath, constants.X_OK);
  if (!existsSync(join(dist, 'landing.html'))) {
    throw new Error('dist/landing.html is missing: run `npm run build -w @hds/studio` first');
  }
  const first = measurePage(dist, 'landing.html');
  console.log(
    `First-load JavaScript of / (entry + preloads, gzip -9): ${kb(first.jsGzip)} KB in ${first.js.length} file(s), budget ${BUDGET_KB} KB; HTML ${kb(first.html.gzip)} KB gzip with its CSS inline`,
  );
  const over = [];
  if (first.jsGzip > BUDGET_KB * 1024) over.push(`/: ${kb(first.jsGzip)} KB > ${BUDGET_KB} KB`);
  for (const route of ROUTE_BUDGETS) {
    const load = routeFirstLoad(dist, route.page, route.also);
    console.log(
      `First-load JavaScript of ${route.path} (studio entry + page chunk): ${kb(load.gzip)} KB in ${load.files.length} file(s), budget ${route.kb} KB`,
    );
    if (load.gzip > route.kb * 1024)
      over.push(`${route.path}: ${kb(load.gzip)} KB > ${route.kb} KB`);
  }
  try {
    console.log('\nStarting the Auth emulator and the API server…');
    const { baseURL } = await startStack(stops);
    const design = PATHS.some((p) => p.includes('{id}')) ? await firstDesign(baseURL) : '';
    let env;
    const summary = [];
    for (const path of PATHS) {
      const url = baseURL + path.replace('{id}', design);
      for (const preset of PRESETS) {
        console.log(`\nLighthouse ${preset}: ${url}`);
        console.log(HEADER);
        const rows = [];
        let last;
        for (let i = 1; i <= RUNS; i++) {
          last = await runLighthouseRetrying(url, preset, stops);
          env = { ...last.environment, lighthouseVersion: last.lighthouseVersion };
          const values = COLUMNS.map(([, get]) => get(last));
          rows.push(values);
          console.log(row(`run ${i}`, values));
        }
        const medians = COLUMNS.map((_, c) => median(rows.map((r) => r[c])));
        console.log(row(`median of ${RUNS}`, medians));
        for (const m of misses(last)) console.log(`  below 100 — ${m}`);
        summary.push({ path, preset, medians });
      }
    }
    console.log(`\nMedians of ${RUNS} (performance against issue #41's mobile goal):`);
    console.log(
      `${''.padEnd(20)}${'preset'.padStart(WIDTH)}${'goal'.padStart(WIDTH)}${HEADER.slice(20)}`,
    );
    for (const { path, preset, medians } of summary) {
      const goal = preset === 'mobile' && GOALS[path] ? `≥ ${GOALS[path]}` : '';
      console.log(
        `${path.padEnd(20)}${preset.padStart(WIDTH)}${goal.padStart(WIDTH)}${row('', medians).slice(20)}`,
      );
    }
    const cpu = cpus();
    const chromium =
      spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim() || chromePath;
    console.log(
      [
        '',
        `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM,`,
        `  ${chromium} headless, Lighthouse ${env?.lighthouseVersion ?? '?'}, benchmarkIndex ${env?.benchmarkIndex ?? '?'}.`,
        'Lighthouse simulates throttling (mobile: slow 4G + 4x CPU slowdown; desktop: dense 4G, no',
        'CPU slowdown) from a trace taken on this machine: compare figures with runs here only.',
        'bytes = total transferred; JS = transferred bytes of scripts (compressed).',
      ].join('\n'),
    );
  } finally {
    await stopAll(stops);
  }
  if (over.length) {
    console.error(`\nover the first-load budget:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(`\nbench failed: ${err.stack ?? err}`);
  process.exitCode = 1;
});
