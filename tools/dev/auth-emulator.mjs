// Starts the Firebase Auth emulator (firebase-tools, offline `demo-` project, UI off) on free ports.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Resolves a port the OS says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs, isDead) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error('Auth emulator exited before it was ready');
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Auth emulator did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * @param {{ port?: number, projectId?: string, quiet?: boolean, timeoutMs?: number, stateDir?: string }} [options]
 *   stateDir: import accounts from and export them to this folder, so guests survive restarts.
 * @returns {Promise<{ host: string, url: string, projectId: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator(options = {}) {
  const projectId = options.projectId ?? 'demo-hds';
  const port = options.port ?? (await freePort());
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'hds-auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  const bin = join(
    dirname(require.resolve('firebase-tools/package.json')),
    'lib',
    'bin',
    'firebase.js',
  );
  const child = spawn(
    process.execPath,
    [
      bin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      config,
      ...(options.stateDir && existsSync(join(options.stateDir, 'firebase-export-metadata.json'))
        ? ['--import', options.stateDir]
        : []),
      ...(options.stateDir ? ['--export-on-exit', options.stateDir] : []),
    ],
    {
      cwd: dir,
      env: {
        ...process.env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: process.env.CI ?? 'true',
      },
      stdio: options.quiet === false ? 'inherit' : 'ignore',
      detached: process.platform !== 'win32',
    },
  );
  let dead = false;
  child.on('exit', () => (dead = true));
  const host = `127.0.0.1:${port}`;
  const stop = async () => {
    if (!dead) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
      // Exporting accounts on exit takes a moment; give it time before forcing.
      await Promise.race([
        exited,
        new Promise((r) => setTimeout(r, options.stateDir ? 15000 : 5000)),
      ]);
      if (!dead) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://${host}/`, options.timeoutMs ?? 90_000, () => dead);
  } catch (err) {
    await stop();
    throw err;
  }
  return { host, url: `http://${host}`, projectId, stop };
}
