#!/usr/bin/env node
// `npm test`: everything CI checks, in order, with a timing line per step and a closing tally.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// A step is one npm command, or several that run side by side (single-threaded tools on a
// 2-core box); `env` adds or (with undefined) removes variables for that step.
const steps = [
  {
    name: 'typecheck + lint',
    parallel: [
      ['typecheck', ['run', 'typecheck', '--silent']],
      ['lint', ['run', 'lint', '--silent']],
    ],
  },
  // SQLite, the embedded default: TEST_DATABASE_URL is for the next step only.
  {
    name: 'unit and server tests',
    args: ['run', 'test:unit', '--silent'],
    env: { TEST_DATABASE_URL: undefined },
  },
  // The suites that touch the database again on PostgreSQL, when a server is given (CI starts
  // Debian's).
  {
    name: 'server tests on PostgreSQL',
    args: ['run', 'test:server', '-w', '@hds/api', '--silent'],
    needsEnv: 'TEST_DATABASE_URL',
  },
  { name: 'build apps', args: ['run', 'build', '--silent'] },
  // Attack cases over the whole route table, and each app's headers in Chromium (needs the build).
  { name: 'security tests', args: ['run', 'test:security', '--silent'] },
  { name: 'storybook interaction + a11y tests', args: ['run', 'test-storybook', '--silent'] },
  { name: 'e2e journeys (real stack)', args: ['run', 'test:e2e', '--silent'] },
];

function stepEnv(extra = {}) {
  const env = { ...process.env, FORCE_COLOR: '1', ...extra };
  for (const [k, v] of Object.entries(extra)) if (v === undefined) delete env[k];
  return env;
}

/** Runs commands side by side; each one's output is printed whole when it ends. */
function runParallel(commands, env) {
  return Promise.all(
    commands.map(
      ([label, args]) =>
        new Promise((resolvePromise) => {
          const started = Date.now();
          const child = spawn(npm, args, { cwd: root, env });
          const out = [];
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('close', (code) => {
            const secs = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(Buffer.concat(out));
            console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${label} (${secs} s)`);
            resolvePromise(code === 0);
          });
        }),
    ),
  ).then((oks) => oks.every(Boolean));
}

const only = process.argv.slice(2);
const results = [];
for (const { name, args, parallel, env, needsEnv } of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  if (needsEnv && !process.env[needsEnv]) {
    console.log(`\n- ${name}: skipped (set ${needsEnv} to run it)`);
    continue;
  }
  const started = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  const ok = parallel
    ? await runParallel(parallel, stepEnv(env))
    : spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: stepEnv(env) }).status === 0;
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, secs });
  console.log(`${ok ? '\x1b[32m✔' : '\x1b[31m✘'} ${name} (${secs} s)\x1b[0m`);
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} — ${r.secs} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
