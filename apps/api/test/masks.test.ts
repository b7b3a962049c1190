import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK_MAX_BYTES, maskMessages } from '@hds/api-client/contract';
import { startTestServer } from './helpers/server.ts';
import { jpeg, maskPng, png } from './helpers/images.ts';
import { HD, rowCounts, signedIn, type Client } from './helpers/session.ts';

/*
 * Issue #28, the server half: a mask is uploaded once for one version, checked against it, and
 * an edit that names it changes that region only.
 */
const SAMPLES = join(import.meta.dirname, '../assets/samples');

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let other: Client;
let image = '';
let version = '';
let width = 0;
let height = 0;

const uploadMask = (c: Client, versionId: string | null, file: Buffer | null) =>
  c.upload(`${HD}/masks/`, [
    ...(versionId === null ? [] : [{ name: 'version_id', data: versionId }]),
    ...(file ? [{ name: 'file', filename: 'mask.png', contentType: 'image/png', data: file }] : []),
  ]);

async function finished(jobId: string) {
  const end = Date.now() + 120_000;
  for (;;) {
    const job = (await u.get(`${HD}/edit-jobs/${jobId}/status/`)).json();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_POLL_MS: '50' });
  u = await signedIn(server.app, 'masks@example.com');
  other = await signedIn(server.app, 'masks-other@example.com');
  const up = await u.upload(`${HD}/images/upload/`, [
    {
      name: 'file',
      filename: 'empty.jpg',
      data: readFileSync(join(SAMPLES, 'living_room/empty_daylight.jpg')),
    },
  ]);
  const img = up.json();
  image = img.id;
  version = img.versions[0].id;
  ({ width, height } = img.versions[0]);
});
afterAll(() => server.close());

describe('mask upload', () => {
  it('refuses every bad mask with its reason, and stores nothing', async () => {
    const before = await rowCounts(server.config);
    const huge = Buffer.concat([
      (await maskPng(8, 8, 0.5)).subarray(0, 8),
      Buffer.alloc(MASK_MAX_BYTES + 1),
    ]);
    const cases: [Client, string | null, Buffer | null, number, string][] = [
      [u, version, null, 400, maskMessages.missingFile],
      [u, null, await maskPng(width, height, 0.5), 400, maskMessages.missingVersion],
      [u, version, await jpeg(width, height), 400, maskMessages.notPng],
      [u, version, Buffer.from('\x89PNG\r\n\x1a\nnot really'), 400, maskMessages.notPng],
      [u, version, await png(width, height), 400, maskMessages.notSingleChannel],
      [u, version, await maskPng(width - 1, height, 0.5), 400, maskMessages.wrongSize(width, height)], // prettier-ignore
      [u, version, await maskPng(width, height, 0), 400, maskMessages.empty],
      [u, version, huge, 413, maskMessages.tooLarge],
      // Someone else's version is not found, as any id of theirs.
      [other, version, await maskPng(width, height, 0.5), 404, 'Version not found.'],
    ];
    for (const [client, v, file, status, detail] of cases) {
      const res = await uploadMask(client, v, file);
      expect(res.statusCode, detail).toBe(status);
      expect(res.json().detail).toBe(detail);
    }
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it('keeps a good one for its owner only, and gives its PNG back as sent', async () => {
    const file = await maskPng(width, height, 0.25);
    const res = await uploadMask(u, version, file);
    expect(res.statusCode).toBe(201);
    const mask = res.json();
    expect(mask).toMatchObject({ version_id: version, width, height });
    expect(mask.coverage).toBeCloseTo(0.25, 2);
    expect((await u.get(`${HD}/masks/${mask.id}/`)).json()).toEqual(mask);
    const back = await u.get(`${HD}/masks/${mask.id}/png/`);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(file)).toBe(true);
    for (const path of [`${HD}/masks/${mask.id}/`, `${HD}/masks/${mask.id}/png/`]) {
      const res = await other.get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(maskMessages.notFound);
    }
  });
});

describe('an edit with a mask', () => {
  it('refuses another user’s mask (404) and a mask of another version (400)', async () => {
    const theirs = await other.upload(`${HD}/images/upload/`, [
      { name: 'file', filename: 'x.jpg', data: await jpeg(64, 48) },
    ]);
    const theirVersion = theirs.json().versions[0].id;
    const theirMask = (await uploadMask(other, theirVersion, await maskPng(64, 48, 0.5))).json();
    const second = await other.upload(`${HD}/images/upload/`, [
      { name: 'file', filename: 'y.jpg', data: await jpeg(64, 48) },
    ]);
    const before = await rowCounts(server.config);
    const res = await u.post(`${HD}/transformations/wall-color/`, {
      image_id: image,
      version_id: version,
      args: { color: 'navy', mask_id: theirMask.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(maskMessages.notFound);
    // The other user's own edit on their own image, but with a mask of a different version.
    const wrong = await other.post(`${HD}/transformations/wall-color/`, {
      image_id: second.json().id,
      args: { color: 'navy', mask_id: theirMask.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(maskMessages.otherVersion);
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it('object removal takes a brushed mask alone, with no category; without either it is refused', async () => {
    const mask = (await uploadMask(u, version, await maskPng(width, height, 0.25))).json();
    const bare = await u.post(`${HD}/transformations/object-removal/`, {
      image_id: image,
      version_id: version,
      args: {},
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().detail).toBe('categories: choose at least one');
    const brushed = await u.post(`${HD}/transformations/object-removal/`, {
      image_id: image,
      version_id: version,
      args: { mask_id: mask.id },
    });
    expect(brushed.statusCode, brushed.body).toBe(202);
    const job = await finished(brushed.json().job_id);
    expect(job.status, job.error_message).toBe('succeeded');
  });

  it('wall colour through the queue changes the masked left quarter and keeps the rest', async () => {
    const mask = (await uploadMask(u, version, await maskPng(width, height, 0.25))).json();
    const res = await u.post(`${HD}/transformations/wall-color/`, {
      image_id: image,
      version_id: version,
      args: { color: 'navy', mask_id: mask.id },
    });
    expect(res.statusCode).toBe(202);
    const job = await finished(res.json().job_id);
    expect(job.status, job.error_message).toBe('succeeded');
    // The version remembers the mask it was made with (to refine it later).
    const made = (await u.get(`${HD}/images/${image}/versions/`))
      .json()
      .results.find((v: { id: string }) => v.id === job.result_version);
    expect(made.params).toMatchObject({ mask_id: mask.id });
    const pixels = async (url: string) =>
      sharp((await u.get(url)).rawPayload)
        .raw()
        .toBuffer();
    const original = (await u.get(`${HD}/images/${image}/versions/`))
      .json()
      .results.find((v: { id: string }) => v.id === version);
    const [a, b] = [await pixels(original.storage_url), await pixels(made.storage_url)];
    // Mean change per channel, inside and outside the mask, with a margin for JPEG's blocks.
    let inside = 0;
    let outside = 0;
    let nIn = 0;
    let nOut = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!); // prettier-ignore
        if (x < width * 0.25 - 16) {
          inside += d;
          nIn++;
        } else if (x > width * 0.25 + 16) {
          outside += d;
          nOut++;
        }
      }
    expect(inside / nIn).toBeGreaterThan(40);
    expect(outside / nOut).toBeLessThan(3);
  });
});
