import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startAuthEmulator } from '../../apps/api/scripts/auth-emulator.mjs';
import { startListingPortal } from '../../apps/api/scripts/listing-portal.mjs';
import { FAKE_REPLICATE_TOKEN, startFakeReplicate } from './fakeReplicate.ts';

const root = resolve(import.meta.dirname, '../..');

export async function waitForHealth(url: string, server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
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
 * The real stack on free ports: the Firebase Auth emulator and the API server serving the built
 * studio, on a throw-away data folder. Tests read the origin from E2E_BASE_URL.
 */
export default async function globalSetup() {
  const emulator = await startAuthEmulator({ projectId: 'demo-hds-e2e' });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-e2e-'));
  // Property listings (e2e/listings.spec.ts) are imported from the fixture portal on loopback,
  // which the server reaches only through the test-only allow-list.
  const listingPortal = await startListingPortal();
  // The generative edits (virtual staging, style transfer) run on the real Replicate adapter
  // against a fake provider on loopback whose pace and failures a spec sets
  // (e2e/studio-tags-jobs.spec.ts: a job to cancel, one to fail and retry).
  const replicate = await startFakeReplicate();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      LOG_LEVEL: 'warn',
      // Every test signs in afresh from this one address; the limit itself is tested in
      // apps/api/test/security/auth.test.ts.
      AUTH_RATE_LIMIT_PER_MINUTE: '600',
      // Partner embeds (e2e/embeds.spec.ts): the webhook receiver is a local test server, and a
      // failed delivery is retried after a second, not half a minute. Leads from this one
      // address: the per-IP limit itself is tested in apps/api/test/leads.test.ts.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      LEADS_PER_IP_PER_MINUTE: '60',
      LISTINGS_FETCH_ALLOW: `127.0.0.1:${listingPortal.port}`,
      REPLICATE_API_TOKEN: FAKE_REPLICATE_TOKEN,
      REPLICATE_BASE_URL: replicate.origin,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, server);
  } catch (err) {
    server.kill('SIGKILL');
    await emulator.stop();
    await listingPortal.close();
    await replicate.close();
    throw err;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_AUTH_EMULATOR = emulator.url;
  // For a journey that starts a server of its own on the same emulator (e2e/staging.spec.ts).
  process.env.E2E_AUTH_EMULATOR_HOST = emulator.host;
  process.env.E2E_FIREBASE_PROJECT_ID = emulator.projectId;
  // Its derived style-preview images (styled/), which that journey's server may reuse.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_LISTING_PORTAL = listingPortal.origin;
  process.env.E2E_FAKE_REPLICATE = replicate.origin;

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    await emulator.stop();
    await listingPortal.close();
    await replicate.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
