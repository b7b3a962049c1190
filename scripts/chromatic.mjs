#!/usr/bin/env node
// `npm run chromatic`: publish Storybook to Chromatic for visual review, when the project's token
// is given (CI secret CHROMATIC_PROJECT_TOKEN). Without it there is nothing to publish to: one
// line says so and the exit code is 0, so CI and a fresh clone never depend on the network for
// it. The offline visual snapshots (.storybook/visual-snapshots.ts) run in `npm test` either way.
//
//   CHROMATIC_PROJECT_TOKEN=… npm run chromatic              build Storybook, then publish it
//   CHROMATIC_PROJECT_TOKEN=… SKIP_BUILD=1 npm run chromatic reuse storybook-static/
//   extra args go to the chromatic CLI (chromatic.config.json holds the rest)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const outDir = 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the visual publish.');
  process.exit(0);
}

/** Run a command to completion; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  // A plain build (not `npm test`'s STORYBOOK_TEST_BUILD one): what reviewers should see.
  if (!(process.env.SKIP_BUILD && existsSync(join(root, outDir, 'index.json')))) {
    const code = await run(bin('storybook'), ['build', '-o', outDir, '--quiet']);
    if (code !== 0) return code;
  }
  return run(bin('chromatic'), [
    '--exit-zero-on-changes',
    '--storybook-build-dir',
    outDir,
    ...process.argv.slice(2),
  ]);
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error) => {
    console.error('chromatic:', error);
    process.exitCode = 1;
  });
