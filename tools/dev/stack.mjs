// The real stack for the e2e, the benches and looking at the built pages by hand: the Firebase
// Auth emulator and the API server (src/main.ts of apps/api, SQLite on a throw-away data folder)
// serving the built apps, as `npm start` runs them. Run alone (`npm run stack -w @hds/dev`), it
// starts and prints the address until Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startAuthEmulator } from './auth-emulator.mjs';

export const API_DIR = fileURLToPath(new URL('../../apps/api/', import.meta.url));

/** Resolves once `url` answers 2xx; rejects when `server` exits first or after `timeoutMs`. */
export async function waitForHealth(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/**
 * Starts the API server on 127.0.0.1:`port` with `env` over this process's environment (an
 * `undefined` value removes a variable) and waits until it is healthy. `stop()` sends SIGTERM
 * and, after 5 s, SIGKILL.
 */
export async function startApiServer({ port, env = {}, timeoutMs } = {}) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  };
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, server, timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, server, stop };
}

/**
 * Waits until the server has generated the style preview's pictures (it starts after listening,
 * on a fresh data folder): measured pages would otherwise share the CPU with it.
 */
async function waitForStyledImages(baseURL) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${baseURL}/api/v1/home-design/styled-manifest/`);
      const { images } = await res.json();
      if (!Object.values(images).some((image) => image.status === 'pending')) return;
    } catch {
      /* not ready */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the styled pictures were not generated within 5 minutes');
}

/**
 * Starts the stack; `stops` gets what to run, in reverse order, to stop it. `env` adds server
 * settings; `waitForStyled: false` answers as soon as the server is healthy.
 */
export async function startStack(stops, { port: wanted, env = {}, waitForStyled = true } = {}) {
  const emulator = await startAuthEmulator({ projectId: 'demo-hds-bench' });
  stops.push(() => emulator.stop());
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-bench-'));
  stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = wanted ?? (await freePort());
  const api = await startApiServer({
    port,
    env: {
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      ...env,
    },
  });
  stops.push(api.stop);
  if (waitForStyled) await waitForStyledImages(api.baseURL);
  return { baseURL: api.baseURL, emulator };
}

export async function stopAll(stops) {
  while (stops.length) {
    try {
      await stops.pop()();
    } catch (err) {
      console.error(`cleanup: ${err.message}`);
    }
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const stops = [];
  const stop = () => void stopAll(stops).finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const port = process.env.PORT ? Number(process.env.PORT) : undefined;
  const { baseURL } = await startStack(stops, { port });
  console.log(`ready: ${baseURL}  (Ctrl-C to stop)`);
}
