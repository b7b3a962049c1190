import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { FAKE_TOKEN, fakeReplicate } from '@hds/engine/fakes';

/*
 * The two operations the local engine refuses (virtual staging, style transfer) run end to end
 * through the same queue once a generative engine is configured: here the Replicate adapter
 * against a loopback server speaking Replicate's protocol. A provider failure must become a
 * failed job whose error_message a user can read, and the pending version must not linger.
 */
const SAMPLE = readFileSync(
  join(import.meta.dirname, '../assets/samples/living_room/empty_daylight.jpg'),
);

type Fake = Awaited<ReturnType<typeof fakeReplicate>>;
let good: Fake;
let failing: Fake;
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

beforeAll(async () => {
  good = await fakeReplicate('succeed');
  failing = await fakeReplicate('fail');
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await good.close();
  await failing.close();
});

async function stack(replicateUrl: string) {
  const server = await startTestServer({
    SAMPLES_DIR: '/nonexistent-samples',
    QUEUE_POLL_MS: '50',
    ENGINE_FURNITURE: 'replicate',
    ENGINE_STYLE_TRANSFER: 'replicate',
    REPLICATE_API_TOKEN: FAKE_TOKEN,
    REPLICATE_BASE_URL: replicateUrl,
    REPLICATE_MODEL_FURNITURE: 'adirik/interior-design',
    REPLICATE_MODEL_STYLE_TRANSFER: 'adirik/interior-design',
  });
  servers.push(server);
  const u = await signedIn(server.app, `gen${servers.length}@example.com`);
  const img = (
    await u.upload(`${HD}/images/upload/`, [{ name: 'file', filename: 'room.jpg', data: SAMPLE }])
  ).json();
  return { u, image: img.id as string, original: img.versions[0].id as string };
}

async function finished(u: Client, jobId: string, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const job = (await u.get(`${HD}/edit-jobs/${jobId}/status/`)).json();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const EDITS = [
  ['furniture', { style: 'scandinavian', room_type: 'living_room' }],
  ['style-transfer', { style: 'industrial' }],
] as const;

describe('generative operations through the queue (Replicate protocol on loopback)', () => {
  it('capabilities name the configured engine for staging and style transfer', async () => {
    const { u } = await stack(good.url);
    const ops = (await u.get(`${HD}/capabilities/`)).json().operations as {
      operation: string;
      available: boolean;
      engine?: string;
    }[];
    for (const op of ['furniture', 'style_transfer']) {
      expect(ops.find((o) => o.operation === op)).toMatchObject({
        available: true,
        engine: 'replicate',
      });
    }
  });

  it.each(EDITS)('%s completes: version stored from the provider output', async (path, args) => {
    const { u, image, original } = await stack(good.url);
    const res = await u.post(`${HD}/transformations/${path}/`, {
      image_id: image,
      version_id: original,
      args,
    });
    expect(res.statusCode).toBe(202);
    const { job_id, version_id } = res.json();
    const job = await finished(u, job_id);
    expect(job).toMatchObject({ status: 'succeeded', result_version: version_id });
    const versions = (await u.get(`${HD}/images/${image}/versions/`)).json().results as {
      id: string;
      status: string;
      storage_url: string;
      width: number;
      height: number;
    }[];
    const v = versions.find((x) => x.id === version_id)!;
    expect(v.status).toBe('completed');
    // The output was copied into our storage: served by us, and it is the provider's picture.
    const file = await u.get(v.storage_url);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([v.width, v.height]).toEqual([meta.width, meta.height]);
    const predictionPosts = good.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/predictions',
    );
    expect(predictionPosts.length).toBeGreaterThan(0);
  });

  it('a provider failure fails the job with a readable error_message', async () => {
    const { u, image, original } = await stack(failing.url);
    const res = await u.post(`${HD}/transformations/furniture/`, {
      image_id: image,
      version_id: original,
      args: { style: 'modern', room_type: 'bedroom' },
    });
    expect(res.statusCode).toBe(202);
    const job = await finished(u, res.json().job_id);
    expect(job.status).toBe('failed');
    expect(job.error_message).toMatch(/CUDA out of memory/);
    const versions = (await u.get(`${HD}/images/${image}/versions/`)).json().results as {
      id: string;
      status: string;
    }[];
    expect(versions.find((x) => x.id === res.json().version_id)?.status).not.toBe('completed');
  });
});
