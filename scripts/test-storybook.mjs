#!/usr/bin/env node
// Build Storybook, serve the static build, run the Storybook test runner (interaction tests +
// axe checks) against it, and always stop the server. Plain Node ESM, no extra dependencies.
//
//   npm run test-storybook                 build, serve, test
//   SKIP_BUILD=1 npm run test-storybook    reuse an existing storybook-static/
//   npm run test-storybook -- --verbose    extra args go to test-storybook
//   SB_OUT_DIR=/tmp/sb npm run test-storybook -- Button   own build folder, only matching story files
//   npm run test-storybook -- --build-only  build only (`npm test` builds it during an earlier step)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@hds/dev/auth-emulator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// A folder of one's own lets several checkouts' runs (or people) build side by side.
const outDir = process.env.SB_OUT_DIR || 'storybook-static';
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

/** The build or test run in progress, ended with this script. */
let current;

/** Run a command to completion; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    current = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function waitUntilServing(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Storybook static server did not answer at ${url} within ${timeoutMs} ms`);
}

let server;
function stopServer() {
  if (server && server.exitCode === null && !server.killed) {
    // http-server was started in its own process group: end the group, not just the shell.
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
}
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current && current.exitCode === null) current.kill(signal);
    stopServer();
    process.exit(130);
  });
}

const buildOnly = process.argv.includes('--build-only');

async function main() {
  if (process.env.SKIP_BUILD && existsSync(resolve(root, outDir, 'index.json'))) {
    console.log(`[test-storybook] SKIP_BUILD set: reusing ${outDir}/`);
  } else {
    const buildStart = Date.now();
    console.log('[test-storybook] building Storybook...');
    const code = await run(bin('storybook'), ['build', '-o', outDir, '--quiet'], {
      env: { ...process.env, STORYBOOK_TEST_BUILD: '1' },
    });
    if (code !== 0) {
      console.error(`[test-storybook] storybook build failed (exit ${code})`);
      return code;
    }
    console.log(`[test-storybook] built in ${seconds(buildStart)}`);
  }
  if (buildOnly) return 0;

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = spawn(
    bin('http-server'),
    // The build does not change while it is served: let the browser cache what it fetched (a
    // page that a failure replaced loads the preview again).
    [outDir, '-a', '127.0.0.1', '-p', String(port), '-c3600', '-s'],
    {
      cwd: root,
      stdio: 'inherit',
      detached: true,
    },
  );
  server.on('error', (error) => console.error('[test-storybook] http-server:', error.message));
  await waitUntilServing(`${url}/index.json`);
  console.log(`[test-storybook] serving ${outDir}/ at ${url}`);

  const testStart = Date.now();
  const extraArgs = process.argv.slice(2);
  const code = await run(bin('test-storybook'), [
    '--url',
    url,
    '--config-dir',
    '.storybook',
    '--maxWorkers',
    '2',
    ...extraArgs,
  ]);
  console.log(
    `[test-storybook] tests finished in ${seconds(testStart)} (total ${seconds(started)})`,
  );
  return code;
}

main()
  .then((code) => {
    stopServer();
    process.exitCode = code;
  })
  .catch((error) => {
    console.error('[test-storybook]', error);
    stopServer();
    process.exitCode = 1;
  });
