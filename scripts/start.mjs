#!/usr/bin/env node
// `npm start`: install what is missing, build the apps, start the Auth emulator and the server
// on http://localhost:8080. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
let stepStarted = started;
const log = (msg) => console.log(`\x1b[36m[start]\x1b[0m ${msg}`);
/** Closes the step that ran since the last call: its time and the total so far. */
function done(what) {
  const now = Date.now();
  const s = (ms) => (ms / 1000).toFixed(1);
  log(`${what} in ${s(now - stepStarted)} s (total ${s(now - started)} s)`);
  stepStarted = now;
}

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || mtime(join(root, 'package-lock.json')) > mtime(installed)) {
  log('installing dependencies (npm install)…');
  run(npm, ['install', '--no-audit', '--no-fund']);
  done('installed');
}

/** The newest modification time of the files below `dir` (build outputs and installs aside). */
function newest(dir) {
  let latest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return mtime(dir);
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newest(p) : mtime(p));
  }
  return latest;
}

// The apps and the furniture stager's page (packages/stager/dist, which the server loads) are
// rebuilt only when a source they are built from is newer than the last build, so a second
// `npm start` goes straight to the server (HDS_FORCE_BUILD=1 builds anyway).
const builtAt = Math.min(
  ...['studio', 'share-viewer'].map((app) => mtime(join(root, 'apps', app, 'dist', 'index.html'))),
  mtime(join(root, 'packages', 'stager', 'dist', 'stager.js')),
);
const sources = Math.max(
  ...['apps/studio', 'apps/share-viewer', 'packages'].map((d) => newest(join(root, d))),
  mtime(join(root, 'package-lock.json')),
);
if (process.env.HDS_FORCE_BUILD || !builtAt || sources > builtAt) {
  log('building the stager, the studio and the share viewer…');
  run(npm, ['run', 'build', '--silent']);
  done('built');
} else {
  log('the stager, the studio and the share viewer are up to date: not rebuilt');
}

const { startAuthEmulator, freePort } = await import('@hds/dev/auth-emulator');
const env = { ...process.env };
let emulator = null;
if (!env.FIREBASE_API_KEY && !env.FIREBASE_WEB_CONFIG) {
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'));
  mkdirSync(join(dataDir, 'auth-emulator'), { recursive: true });
  const preferred = Number(env.AUTH_EMULATOR_PORT ?? 9099);
  const port = (await isFree(preferred)) ? preferred : await freePort();
  log(`starting the Firebase Auth emulator on 127.0.0.1:${port}…`);
  emulator = await startAuthEmulator({ port, stateDir: join(dataDir, 'auth-emulator') });
  done('Auth emulator ready');
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  env.FIREBASE_PROJECT_ID ??= emulator.projectId;
}

async function isFree(port) {
  const { createServer } = await import('node:net');
  return new Promise((done) => {
    const srv = createServer();
    srv.once('error', () => done(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => done(true)));
  });
}

const port = env.PORT ?? '8080';
log(`starting the server on http://localhost:${port} …`);
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'apps', 'api'),
  env: { ...env, PORT: port },
  stdio: 'inherit',
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  server.kill('SIGTERM');
  await emulator?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
server.on('exit', (code) => void stop(code ?? 0));

(async () => {
  for (let i = 0; i < 120 && !stopping; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) {
        done('server ready');
        log(`ready: http://localhost:${port}  (Ctrl-C to stop)`);
        return;
      }
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
})();
