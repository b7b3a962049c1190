#!/usr/bin/env node
// `npm test`: everything CI checks, in order, with a timing line per step and a closing tally.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { workspaces } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));

// A step is one npm command, or several that run side by side (single-threaded tools on a
// 2-core box); `env` adds or (with undefined) removes variables for that step.
const steps = [
  {
    name: 'typecheck + lint',
    parallel: [
      // One `tsc -b` over the project references (root tsconfig.json): each shared package is
      // checked once and its declarations stand in for it in the apps, instead of every app
      // checking machines, api-client and ui again (131.7 → 51.9 CPU-s). `--force`: a cached
      // result from an earlier run is never trusted.
      ['typecheck', ['exec', '--', 'tsc', '-b', '--force']],
      ['lint', ['run', 'lint', '--silent']],
      // Every relative link in the Markdown resolves in a fresh clone; READMEs stay short and
      // say how things are now (scripts/checkDocLinks.mjs). Takes well under a second.
      ['docs', ['exec', '--', 'node', 'scripts/checkDocLinks.mjs']],
    ],
  },
  // SQLite, the embedded default: TEST_DATABASE_URL is for the next step only. The API's suites
  // spend much of their time waiting on the emulator, jobs and files, so the other workspaces'
  // quick unit tests run beside them instead of before them.
  {
    name: 'unit and server tests',
    parallel: [
      ['API server tests', ['run', 'test:unit', '-w', '@hds/api', '--silent']],
      [
        'unit tests',
        [
          'run',
          'test:unit',
          '--if-present',
          '--silent',
          ...workspaces.filter((w) => w !== 'apps/api').flatMap((w) => ['-w', w]),
        ],
      ],
    ],
    env: { TEST_DATABASE_URL: undefined },
  },
  // The suites that touch the database again on PostgreSQL, when a server is given (CI starts
  // Debian's). They run beside the app build and are done before the e2e journeys start.
  {
    name: 'server tests on PostgreSQL',
    args: ['run', 'test:server', '-w', '@hds/api', '--silent'],
    needsEnv: 'TEST_DATABASE_URL',
    besideUntil: 'e2e journeys (real stack)',
  },
  { name: 'build apps', args: ['run', 'build', '--silent'] },
  // The deployment on loopback (issue #43): a fresh database on that server, s3rver, 2 API
  // processes behind a round-robin proxy, 2 pg-boss workers, a worker and an API SIGKILLed
  // mid-run; about a minute and a half on 2 cores.
  {
    name: 'cluster test on PostgreSQL',
    args: ['run', 'test:cluster', '--silent'],
    needsEnv: 'TEST_DATABASE_URL',
  },
  // Attack cases over the whole route table, and each app's headers in Chromium (needs the build).
  // Mostly waiting on the server and Chromium (about half a core), so beside the e2e journeys,
  // which use about one core since they stopped recording a trace for every passing test.
  {
    name: 'security tests',
    args: ['run', 'test:security', '--silent'],
    besideUntil: 'storybook interaction + a11y tests',
  },
  { name: 'e2e journeys (real stack)', args: ['run', 'test:e2e', '--silent'] },
  // Tests the Storybook build made in the background (below) when there is one. Last and on its
  // own: under added load a story's axe check can run before its content has rendered.
  {
    name: 'storybook interaction + a11y tests',
    args: ['run', 'test-storybook', '--silent'],
    awaits: 'Storybook build',
  },
];

// Jobs that run beside other steps: started with the first step named in `startWith` that runs,
// awaited by the step that names them in `awaits` (their output is printed then, whole). The
// Storybook build is single-threaded Vite/Rolldown work for about a minute, and the SQLite
// server suites leave a core mostly idle while they wait on jobs, files and the emulator.
// A step whose job did not start (`npm test -- storybook`) does the work itself.
const backgroundJobs = [
  {
    name: 'Storybook build',
    args: ['run', 'test-storybook', '--silent', '--', '--build-only'],
    startWith: ['unit and server tests', 'build apps', 'e2e journeys (real stack)'],
    // What the awaiting step then runs with.
    thenEnv: { SKIP_BUILD: '1' },
  },
];

function stepEnv(extra = {}) {
  const env = { ...process.env, FORCE_COLOR: '1', ...extra };
  for (const [k, v] of Object.entries(extra)) if (v === undefined) delete env[k];
  return env;
}

/** Children still running, ended if `npm test` stops early. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Runs one command with its output shown as it comes; resolves with whether it passed. */
function runShown(args, env) {
  return new Promise((resolvePromise) => {
    const child = spawn(npm, args, { cwd: root, stdio: 'inherit', env });
    running.add(child);
    child.on('error', () => resolvePromise(false));
    child.on('close', (code) => {
      running.delete(child);
      resolvePromise(code === 0);
    });
  });
}

/** Runs one command with its output held; resolves with its exit status, output and time. */
function runHeld(args, env) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(npm, args, { cwd: root, env });
    running.add(child);
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      running.delete(child);
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      resolvePromise({ ok: code === 0, output: Buffer.concat(out), secs });
    });
  });
}

/** Prints a held command's output whole, then its line; returns whether it passed. */
function showHeld(label, { ok, output, secs }, where = '') {
  process.stdout.write(output);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label} (${secs} s${where})`);
  return ok;
}

/** Runs commands side by side; each one's output is printed whole when it ends. */
function runParallel(commands, env) {
  return Promise.all(
    commands.map(([label, args]) => runHeld(args, env).then((held) => showHeld(label, held))),
  ).then((oks) => oks.every(Boolean));
}

/** Background jobs started so far, by name: { job, during, result: Promise }. */
const started = new Map();
function startBackgroundJobs(stepName) {
  for (const job of backgroundJobs) {
    if (started.has(job.name) || !job.startWith.includes(stepName)) continue;
    // Only for a step that will wait for it.
    if (!steps.some((step) => step.awaits === job.name && willRun(step))) continue;
    console.log(`  (${job.name} runs in the background from here)`);
    started.set(job.name, { job, during: stepName, result: runHeld(job.args, stepEnv()) });
  }
}

/** Waits for a step's background job, prints its output; resolves with the env to add. */
async function awaitBackgroundJob(name) {
  const entry = started.get(name);
  if (!entry) return { ok: true, env: {} };
  const held = await entry.result;
  const ok = showHeld(name, held, `, in the background from "${entry.during}"`);
  results.push({ name: `${name} (background)`, ok, secs: held.secs });
  return { ok, env: entry.job.thenEnv };
}

const only = process.argv.slice(2);
const chosen = ({ name }) => !only.length || only.some((o) => name.startsWith(o));
const willRun = (step) => chosen(step) && (!step.needsEnv || Boolean(process.env[step.needsEnv]));

const results = [];
/**
 * Steps with `besideUntil` run in the background from where they stand in the list; the step
 * they name (or the end of the run, when that step is not chosen) waits for them first.
 */
const besides = [];
async function joinBesides(untilName) {
  let ok = true;
  for (const entry of besides.filter((b) => untilName === undefined || b.until === untilName)) {
    besides.splice(besides.indexOf(entry), 1);
    const held = await entry.result;
    const passed = showHeld(entry.name, held, ', beside the steps after it');
    results.push({ name: `${entry.name} (beside)`, ok: passed, secs: held.secs });
    ok &&= passed;
  }
  return ok;
}

const runStart = Date.now();
let failedEarly = false;
for (const step of steps) {
  const { name, args, parallel, env, needsEnv, awaits, besideUntil } = step;
  if (!chosen(step)) continue;
  if (!willRun(step)) {
    console.log(`\n- ${name}: skipped (set ${needsEnv} to run it)`);
    continue;
  }
  if (!(await joinBesides(name))) {
    failedEarly = true;
    break;
  }
  if (besideUntil) {
    console.log(`\n\x1b[1m▶ ${name}\x1b[0m (in the background from here)`);
    const until = steps.some((s) => s.name === besideUntil && willRun(s)) ? besideUntil : null;
    besides.push({ name, until, result: runHeld(args, stepEnv(env)) });
    continue;
  }
  const stepStart = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  startBackgroundJobs(name);
  const before = awaits ? await awaitBackgroundJob(awaits) : { ok: true, env: {} };
  const ok =
    before.ok &&
    (parallel
      ? await runParallel(parallel, stepEnv({ ...env, ...before.env }))
      : await runShown(args, stepEnv({ ...env, ...before.env })));
  const secs = ((Date.now() - stepStart) / 1000).toFixed(1);
  results.push({ name, ok, secs });
  console.log(`${ok ? '\x1b[32m✔' : '\x1b[31m✘'} ${name} (${secs} s)\x1b[0m`);
  if (!ok) {
    failedEarly = true;
    break;
  }
}
if (!failedEarly) await joinBesides();
// A job still running when a step failed is not waited for (the exit handler ends it).

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} — ${r.secs} s`);
console.log(`  total — ${((Date.now() - runStart) / 1000).toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
