#!/usr/bin/env node
// `npm start`: install what is missing, build the apps, start the Auth emulator and the server
// on http://localhost:8080. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const log = (msg) => console.log(`\x1b[36m[start]\x1b[0m ${msg}`);

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || mtime(join(root, 'package-lock.json')) > mtime(installed)) {
  log('installing dependencies (npm install)…');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

log('building the studio and the share viewer…');
run(npm, ['run', 'build', '--silent']);

const { startAuthEmulator, freePort } = await import('../apps/api/scripts/auth-emulator.mjs');
const env = { ...process.env };
let emulator = null;
if (!env.FIREBASE_API_KEY && !env.FIREBASE_WEB_CONFIG) {
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'));
  mkdirSync(join(dataDir, 'auth-emulator'), { recursive: true });
  const preferred = Number(env.AUTH_EMULATOR_PORT ?? 9099);
  const port = (await isFree(preferred)) ? preferred : await freePort();
  log(`starting the Firebase Auth emulator on 127.0.0.1:${port}…`);
  emulator = await startAuthEmulator({ port, stateDir: join(dataDir, 'auth-emulator') });
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
        log(`ready: http://localhost:${port}  (Ctrl-C to stop)`);
        return;
      }
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
})();
