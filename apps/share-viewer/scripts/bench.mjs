#!/usr/bin/env node
// Bench of the share viewer: the gzipped size of the JavaScript it ships (budget.mjs), then its
// Lighthouse performance score on the real stack. It starts the Firebase Auth emulator and the
// API server (@hds/dev's stack.mjs) on a throw-away data folder, signs up a
// guest, makes a board of three sample pictures with a view link, and runs Lighthouse (mobile
// and desktop presets) on that link and on an unknown token ('Board Not Found').
// Usage: npm run bench -w @hds/share-viewer   (Chromium: $CHROMIUM_PATH or /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startStack as startServerStack } from '@hds/dev/stack';
import { BUDGET_KB, measure } from './budget.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appDir, 'dist');
const apiDir = fileURLToPath(new URL('../../api', import.meta.url));
const samples = join(apiDir, 'assets/samples');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RUNS = 2;

// Paths of packages/api-client/src/contract (paths.ts, homeDesign.ts, boards.ts), written out
// because the contract is TypeScript and this script runs on plain Node.
const HD = '/api/v1/home-design';
const PICTURES = [
  'living_room/furnished_industrial_daylight.jpg',
  'kitchen/furnished_bohemian_daylight.jpg',
  'bedroom/furnished_mediterranean_daylight.jpg',
];

const kb = (n) => (n / 1024).toFixed(1);

/** `Chromium 156.0.8078.79 …` as the binary says it (the headless user agent hides the build). */
const chromiumVersion = () =>
  spawnSync(chromePath, ['--version'], { encoding: 'utf8' })
    .stdout?.trim()
    .replace(/ built on .*/, '') || chromePath;

// ── 1. Bundle size ──────────────────────────────────────────────────────────────────────────

function bundleSize() {
  if (!existsSync(dist)) {
    console.log('dist/ is missing: running vite build…');
    const r = spawnSync('npx', ['vite', 'build'], { cwd: appDir, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status ?? r.signal})`);
  }
  const files = measure(dist);
  const total = files.reduce((s, f) => s + f.gzip, 0);
  console.log('\nShare viewer JavaScript (gzip -9)');
  for (const f of files) console.log(`  ${f.file}: ${kb(f.raw)} KB, ${kb(f.gzip)} KB gzip`);
  console.log(
    `  total: ${kb(total)} KB gzip (budget ${BUDGET_KB} KB)${
      total > BUDGET_KB * 1024 ? '  OVER BUDGET' : ''
    }`,
  );
  console.log('Share viewer CSS (gzip -9)');
  for (const f of measure(dist, '.css'))
    console.log(`  ${f.file}: ${kb(f.raw)} KB, ${kb(f.gzip)} KB gzip`);
}

// ── 2. The real stack ───────────────────────────────────────────────────────────────────────

/** Starts the stack with this app's dist/ and registers how to stop it in `stack.stops`. */
function startStack(stack) {
  return startServerStack(stack.stops, { env: { SHARE_VIEWER_DIST: dist }, waitForStyled: false });
}

// ── 3. A real board ─────────────────────────────────────────────────────────────────────────

/** fetch with a cookie jar and the CSRF double submit, like a signed-in browser tab. */
function browserClient(baseURL) {
  const jar = new Map();
  async function call(method, path, body) {
    const headers = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['X-CSRFToken'] = jar.get('csrftoken') ?? '';
    if (body !== undefined && !(body instanceof FormData)) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(body);
    }
    const res = await fetch(baseURL + path, { method, headers, body });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const [name, value] = [pair.slice(0, i).trim(), pair.slice(i + 1).trim()];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }
  return { get: (p) => call('GET', p), post: (p, body) => call('POST', p, body) };
}

async function seedBoard(baseURL, emulator) {
  // A guest, as the browser SDK would create it (apps/api/test/helpers/idp.ts does the same).
  const signUp = await fetch(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const { idToken } = await signUp.json();
  if (!signUp.ok || !idToken) throw new Error(`emulator sign-up failed: ${signUp.status}`);

  const owner = browserClient(baseURL);
  await owner.get('/api/v1/auth/csrf/');
  await owner.post('/api/v1/auth/session', { idToken });

  const project = await owner.post(`${HD}/projects/`, { title: 'Bench loft' });
  for (const file of PICTURES) {
    const form = new FormData();
    const bytes = readFileSync(join(samples, file));
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), file.replace('/', '-'));
    form.append('project', project.id);
    form.append('name', file.split('/')[0]);
    await owner.post(`${HD}/images/upload/`, form);
  }
  const detail = await owner.get(`${HD}/projects/${project.id}/`);
  const versionIds = detail.images.map((img) => img.versions.find((v) => v.kind === 'original').id);
  if (versionIds.length !== PICTURES.length) {
    throw new Error(`expected ${PICTURES.length} images, the project has ${versionIds.length}`);
  }
  const board = await owner.post(`${HD}/boards/`, {
    project: project.id,
    name: 'Client picks',
    description: 'Three rooms for the listing',
    version_ids: versionIds,
  });
  const link = await owner.post(`${HD}/boards/${board.id}/share_links/`, {
    permission: 'view',
    expires_in_days: null,
    resource_type: 'board',
  });
  return link;
}

// ── 4. Lighthouse ───────────────────────────────────────────────────────────────────────────

const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
];

/** One Lighthouse run in a fresh Chromium: performance only. */
async function runLighthouse(url, preset, stack) {
  // Our own profile folder: chrome-launcher leaves its temporary one behind when launch fails.
  const userDataDir = mkdtempSync(join(tmpdir(), 'hds-bench-chrome-'));
  const dropProfile = () => rmSync(userDataDir, { recursive: true, force: true });
  stack.stops.push(dropProfile);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
  const kill = () => chrome.kill();
  stack.stops.push(kill);
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    for (const w of lhr.runWarnings) console.warn(`  warning: ${w}`);
    const row = { score: Math.round(lhr.categories.performance.score * 100) };
    for (const [name, id] of METRICS) row[name] = lhr.audits[id].numericValue;
    return { row, lhr };
  } finally {
    for (const stop of [kill, dropProfile]) {
      const i = stack.stops.indexOf(stop);
      if (i === -1) continue; // already stopped by a signal
      stack.stops.splice(i, 1);
      await stop();
    }
  }
}

/** What the page fetched: the shared-board call's status and the pictures it loaded. */
function pageRequests(lhr, token) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const api = items.find((r) => r.url.includes(`${HD}/share/${token}/`));
  const images = items.filter((r) => r.resourceType === 'Image' && r.statusCode === 200).length;
  return { apiStatus: api?.statusCode ?? null, images };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function formatRow(label, r) {
  const ms = (v) => `${Math.round(v)} ms`.padStart(9);
  return [
    label.padEnd(18),
    String(Math.round(r.score)).padStart(5),
    ms(r.FCP),
    ms(r.LCP),
    ms(r.TBT),
    r.CLS.toFixed(3).padStart(6),
    ms(r.SI),
  ].join('  ');
}

const HEADER = [
  ''.padEnd(18),
  'score'.padStart(5),
  'FCP'.padStart(9),
  'LCP'.padStart(9),
  'TBT'.padStart(9),
  'CLS'.padStart(6),
  'Speed Idx'.padStart(9),
].join('  ');

async function benchPage(title, url, token, expectedStatus, runs, stack) {
  console.log(`\n${title}\n  ${url}`);
  console.log(HEADER);
  let env;
  for (const preset of ['mobile', 'desktop']) {
    const rows = [];
    for (let i = 1; i <= runs; i++) {
      const { row, lhr } = await runLighthouse(url, preset, stack);
      env = { ...lhr.environment, lighthouseVersion: lhr.lighthouseVersion };
      const seen = pageRequests(lhr, token);
      if (seen.apiStatus !== expectedStatus) {
        const errors = (lhr.audits['errors-in-console']?.details?.items ?? []).map(
          (e) => `\n    console: ${e.description ?? e.source}`,
        );
        const requests = (lhr.audits['network-requests']?.details?.items ?? []).map(
          (r) => `\n    ${r.statusCode} ${r.url}`,
        );
        throw new Error(
          `${preset} run ${i}: the share call answered ${seen.apiStatus}, expected ${expectedStatus}` +
            `${errors.join('')}${requests.join('')}`,
        );
      }
      rows.push(row);
      console.log(
        `${formatRow(`${preset} run ${i}`, row)}   (share API ${seen.apiStatus}, ${seen.images} images)`,
      );
    }
    if (runs > 1) {
      const med = Object.fromEntries(
        Object.keys(rows[0]).map((k) => [k, median(rows.map((r) => r[k]))]),
      );
      console.log(formatRow(`${preset} median`, med));
    }
  }
  return env;
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const stack = { stops: [] };
  const stopAll = async () => {
    while (stack.stops.length) {
      try {
        await stack.stops.pop()();
      } catch (err) {
        console.error(`cleanup: ${err.message}`);
      }
    }
  };
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the stack…`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // chrome-launcher leaves the 'error' event of its spawn unhandled (e.g. a wrong chromePath),
  // which would kill this process and orphan the emulator and the server: stop them first.
  process.once('uncaughtException', (err) => {
    console.error(`\nbench failed: ${err.stack ?? err}`);
    void stopAll().finally(() => process.exit(1));
  });

  try {
    accessSync(chromePath, constants.X_OK);
  } catch {
    throw new Error(`no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  }
  try {
    bundleSize();
    console.log('\nStarting the Auth emulator and the API server…');
    const { baseURL, emulator } = await startStack(stack);
    const link = await seedBoard(baseURL, emulator);
    const env = await benchPage(
      'Lighthouse performance: a view link to a board of three pictures',
      link.url,
      link.token,
      200,
      RUNS,
      stack,
    );
    const unknown = 'unknown-token';
    await benchPage(
      "Lighthouse performance: an unknown token ('Board Not Found')",
      `${baseURL}/app/share/board/${unknown}`,
      unknown,
      404,
      1,
      stack,
    );
    const cpu = cpus();
    console.log(
      [
        '',
        `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM,`,
        `  ${chromiumVersion()} headless, Lighthouse ${env?.lighthouseVersion ?? '?'}, benchmarkIndex ${env?.benchmarkIndex ?? '?'}.`,
        'Lighthouse simulates throttling (mobile: slow 4G + 4x CPU slowdown; desktop: dense 4G, no',
        'CPU slowdown) from a trace taken on this machine, so the figures are for this machine:',
        'compare them with runs here, not with other hosts. Median of 2 runs = their mean.',
      ].join('\n'),
    );
  } finally {
    await stopAll();
  }
}

main().catch((err) => {
  console.error(`\nbench failed: ${err.stack ?? err}`);
  process.exitCode = 1;
});
