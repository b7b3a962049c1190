#!/usr/bin/env node
// `npm test`: everything CI checks, in order, with a timing line per step and a closing tally.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const steps = [
  ['typecheck', ['run', 'typecheck', '--silent']],
  ['lint', ['run', 'lint', '--silent']],
  ['unit and server tests', ['run', 'test:unit', '--silent']],
  // The same server suite on PostgreSQL, when a server is given (CI starts Debian's).
  [
    'server tests on PostgreSQL',
    ['run', 'test:server', '-w', '@hds/api', '--silent'],
    'TEST_DATABASE_URL',
  ],
  ['build apps', ['run', 'build', '--silent']],
  ['storybook interaction + a11y tests', ['run', 'test-storybook', '--silent']],
  ['e2e journeys (real stack)', ['run', 'test:e2e', '--silent']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, args, needsEnv] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  if (needsEnv && !process.env[needsEnv]) {
    console.log(`\n- ${name}: skipped (set ${needsEnv} to run it)`);
    continue;
  }
  const started = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  const res = spawnSync(npm, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  results.push({ name, ok, secs });
  console.log(`${ok ? '\x1b[32m✔' : '\x1b[31m✘'} ${name} (${secs} s)\x1b[0m`);
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} — ${r.secs} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
