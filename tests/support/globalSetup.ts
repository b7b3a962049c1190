import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startAuthEmulator } from '@hds/dev/auth-emulator';
import { startListingPortal } from '@hds/dev/listing-portal';
import { startApiServer, type ApiServer } from '@hds/dev/stack';
import { FAKE_REPLICATE_TOKEN, startFakeReplicate } from './fakeReplicate.ts';

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
  let api: ApiServer;
  try {
    api = await startApiServer({
      port,
      env: {
        DATA_DIR: dataDir,
        FIREBASE_PROJECT_ID: emulator.projectId,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
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
    });
  } catch (err) {
    await emulator.stop();
    await listingPortal.close();
    await replicate.close();
    throw err;
  }
  const baseURL = api.baseURL;
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
    await api.stop();
    await emulator.stop();
    await listingPortal.close();
    await replicate.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
