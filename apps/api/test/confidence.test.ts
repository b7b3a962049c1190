import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confidenceMessages } from '@hds/api-client/contract';
import { maskPng } from './helpers/images.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, tableSnapshot, type Client } from './helpers/session.ts';

/*
 * Issue #38 through the API: an edit the local engine would guess at is answered 422 with what
 * was not found and what to do, before any job, pending version or credit; with a mask the user
 * confirmed it is queued. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const SAMPLES = join(import.meta.dirname, '../assets/samples');

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
const up = async (file: string) => {
  const res = await u.upload(`${HD}/images/upload/`, [
    { name: 'file', filename: 'room.jpg', data: readFileSync(join(SAMPLES, file)) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return { image: res.json().id as string, version: res.json().versions[0].id as string };
};
const spent = async () => {
  const all = await tableSnapshot(server.config);
  return { jobs: all.jobs, versions: all.versions, usage: all.usage_events };
};
const used = async () => (await u.get('/api/v1/auth/me')).json().user.quota.used as number;

beforeAll(async () => {
  // No queue workers: a queued edit stays pending, so only the submit is measured.
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_WORKERS: '0' });
  u = await signedIn(server.app, 'confidence@example.com');
});
afterAll(() => server.close());

describe('the confidence check at submit', { timeout: 180_000 }, () => {
  it('sky replacement on a room with no visible sky: 422, no job, no version, no credit', async () => {
    // The industrial kitchen's window shows a wall of the next building, no sky.
    const { image } = await up('kitchen/furnished_industrial_daylight.jpg');
    const before = await spent();
    const quota = await used();
    const res = await u.post(`${HD}/transformations/sky-replacement/`, {
      image_id: image,
      args: { sky_type: 'sunset' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toBe(confidenceMessages.noSky);
    expect(await spent()).toEqual(before);
    expect(await used()).toBe(quota);
  });

  it('add furniture in a furnished room refuses with the sentence; an empty room is queued', async () => {
    const furnished = await up('bedroom/furnished_bohemian_daylight.jpg');
    const before = await spent();
    const args = { room_type: 'bedroom', style: 'modern' };
    const res = await u.post(`${HD}/transformations/furniture/`, { image_id: furnished.image, args }); // prettier-ignore
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toBe(
      'This room already has furniture: empty it first, or choose Replace furniture',
    );
    expect(await spent()).toEqual(before);
    const empty = await up('bedroom/empty_daylight.jpg');
    const ok = await u.post(`${HD}/transformations/furniture/`, { image_id: empty.image, args });
    expect(ok.statusCode, ok.body).toBe(202);
  });

  it('a sky the engine does find is queued, and the answer is kept per version', async () => {
    const { image } = await up('living_room/empty_daylight.jpg');
    const body = { image_id: image, args: { sky_type: 'sunset' } };
    const first = await u.post(`${HD}/transformations/sky-replacement/`, body);
    expect(first.statusCode, first.body).toBe(202);
    const t = performance.now();
    const again = await u.post(`${HD}/transformations/sky-replacement/`, body);
    expect(again.statusCode, again.body).toBe(202);
    expect(performance.now() - t).toBeLessThan(1000);
  });

  it('with a mask the user confirmed, the same edit is queued on that mask', async () => {
    const { image, version } = await up('kitchen/furnished_industrial_daylight.jpg');
    // The render is 1600 × 1067; the user's area is its left half.
    const png = await maskPng(1600, 1067, 0.5);
    const mask = await u.upload(`${HD}/masks/`, [
      { name: 'version_id', data: version },
      { name: 'file', filename: 'mask.png', contentType: 'image/png', data: png },
    ]);
    expect(mask.statusCode, mask.body).toBe(201);
    const res = await u.post(`${HD}/transformations/sky-replacement/`, {
      image_id: image,
      args: { sky_type: 'sunset', mask_id: mask.json().id },
    });
    expect(res.statusCode, res.body).toBe(202);
  });
});
