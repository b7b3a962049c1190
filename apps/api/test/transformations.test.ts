import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confidenceMessages,
  OPERATION_LABELS,
  OPERATIONS,
  TRANSFORMATION_PATHS,
  type Capabilities,
  type EditOperation,
} from '@hds/api-client/contract';
import { startTestServer } from './helpers/server.ts';
import { HD, mediaFiles, rowCounts, signedIn, type Client } from './helpers/session.ts';

/*
 * End to end through the real queue and the real engines this build has (the embedded worker
 * pool of the API, the registry's engine for each operation) on the committed sample renders.
 */
const SAMPLES = join(import.meta.dirname, '../assets/samples');
const sample = (file: string) => readFileSync(join(SAMPLES, file));

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let caps: Capabilities['operations'];
let image = '';
let original = '';

/** Arguments a caller would send for each operation (what the edit cards send). */
const ARGS: Record<EditOperation, Record<string, unknown>> = {
  wall_color: { color: 'sage', strength: 0.8, guidance_scale: 7.5 },
  furniture: { style: 'scandinavian', room_type: 'living_room' },
  lighting: { type: 'golden_hour', brightness: 1.2, contrast: 1.1, warmth: 0.3 },
  declutter: { strength: 0.8 },
  style_transfer: { style: 'industrial' },
  sky_replacement: { sky_type: 'sunset' },
  window_view: { view: 'ocean' },
  empty_room: { room_type: 'living_room', strength: 0.8, guidance_scale: 7.5 },
  object_removal: { categories: ['chair'] },
  upscale: { scale: 2 },
  watermark: { text: 'Virtually staged' },
  watermark_removal: {},
};

/** The first path segment that maps to the operation (the spec's family first). */
const pathOf = (op: EditOperation) =>
  Object.entries(TRANSFORMATION_PATHS).find(([, o]) => o === op)![0];

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_POLL_MS: '50' });
  // A signed-in (Google) user: the 12 operations exceed a guest's 10 designs a month.
  u = await signedIn(server.app, 'stager@example.com');
  const img = (
    await u.upload(`${HD}/images/upload/`, [
      {
        name: 'file',
        filename: 'living.jpg',
        data: sample('living_room/furnished_industrial_daylight.jpg'),
      },
    ])
  ).json();
  image = img.id;
  original = img.versions[0].id;
  caps = (await u.get(`${HD}/capabilities/`)).json().operations;
});
afterAll(() => server.close());

async function finished(jobId: string, ms = 120_000) {
  const end = Date.now() + ms;
  for (;;) {
    const job = (await u.get(`${HD}/edit-jobs/${jobId}/status/`)).json();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const versionOf = async (id: string) =>
  (await u.get(`${HD}/images/${image}/versions/`))
    .json()
    .results.find((v: { id: string }) => v.id === id);

describe('capabilities', () => {
  it('lists every operation, with the engine that runs it or a human reason', () => {
    expect(caps.map((c) => c.operation)).toEqual([...OPERATIONS]);
    for (const c of caps) {
      if (c.available) expect(c.engine, c.operation).toBeTruthy();
      else expect(c.reason, c.operation).toMatch(/\w+ \w+/);
    }
  });
});

/**
 * What the local engine refuses on the furnished living room before it spends a credit (issue
 * #38): staging over the furniture, a sofa-sized hole its fill would smear, and a declutter that
 * finds only a clock and a few books (a third of a percent of the picture: no visible change).
 */
const REFUSED: Partial<Record<EditOperation, string>> = {
  furniture: confidenceMessages.furnished,
  empty_room: confidenceMessages.holeTooLarge(OPERATION_LABELS.empty_room),
  declutter: confidenceMessages.tooLittleToRemove(OPERATION_LABELS.declutter),
};
const refusedHere = (c: Capabilities['operations'][number]) =>
  c.available && c.engine === 'local' && !!REFUSED[c.operation];

describe('every operation end to end through the queue', () => {
  /** Result version of each operation that ran: watermark removal works on the watermarked one. */
  const results = new Map<EditOperation, string>();
  for (const op of OPERATIONS) {
    it(`${op}`, async () => {
      const cap = caps.find((c) => c.operation === op)!;
      const before = await rowCounts(server.config);
      const source = (op === 'watermark_removal' && results.get('watermark')) || original;
      const res = await u.post(`${HD}/transformations/${pathOf(op)}/`, {
        image_id: image,
        version_id: source,
        args: ARGS[op],
      });
      if (!cap.available) {
        // Refused up front with the capability's reason; nothing is queued.
        expect(res.statusCode).toBe(503);
        expect(res.json().detail).toContain(cap.reason);
        expect(await rowCounts(server.config)).toEqual(before);
        return;
      }
      if (refusedHere(cap)) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().detail).toBe(REFUSED[op]);
        expect(await rowCounts(server.config)).toEqual(before);
        return;
      }
      expect(res.statusCode).toBe(202);
      const body = res.json();
      expect(body.version).toMatchObject({
        status: 'pending',
        operation: op,
        parent: source,
        branch_name: 'main',
        job_id: body.job_id,
      });
      const job = await finished(body.job_id);
      expect(job, JSON.stringify(job)).toMatchObject({
        status: 'succeeded',
        kind: op,
        error_message: null,
        result_version: body.version_id,
      });
      expect(job.started_at <= job.finished_at).toBe(true);
      results.set(op, body.version_id);
      const v = await versionOf(body.version_id);
      expect(v.status).toBe('completed');
      const file = await u.get(v.storage_url);
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      const scale = op === 'upscale' ? 2 : 1;
      expect([meta.width, meta.height]).toEqual([1600 * scale, 1067 * scale]);
      expect([v.width, v.height]).toEqual([meta.width, meta.height]);
      for (const url of [v.preview_url, v.thumbnail_url]) {
        expect((await u.get(url)).statusCode).toBe(200);
      }
      // The result differs from its input (the engine did something).
      const input = await u.get((await versionOf(source)).storage_url);
      expect(Buffer.compare(file.rawPayload, input.rawPayload)).not.toBe(0);
    }, 150_000);
  }

  it('counts each completed design against the monthly usage', async () => {
    const completed = (await u.get(`${HD}/images/${image}/versions/`))
      .json()
      .results.filter((v: { kind: string; status: string }) => v.kind !== 'original')
      .filter((v: { status: string }) => v.status === 'completed').length;
    expect(completed).toBe(caps.filter((c) => c.available && !refusedHere(c)).length);
    const stats = (await u.get(`${HD}/user/quick-stats/`)).json();
    expect(stats.monthly_usage).toBe(completed);
    expect(mediaFiles(server.config.dataDir).length).toBe(3 * (1 + completed));
  });
});

describe('requests', () => {
  it('an unknown transformation type is a 400 naming it', async () => {
    const res = await u.post(`${HD}/transformations/teleport/`, { image_id: image });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe("type: unknown transformation type 'teleport'");
    const batch = await u.post(`${HD}/transformations/batch/`, {
      image_ids: [image],
      transformation: 'teleport',
    });
    expect(batch.json().detail).toBe("transformation: unknown transformation type 'teleport'");
  });

  it('invalid args are a 400 naming the field, and nothing is stored', async () => {
    const before = await rowCounts(server.config);
    const cases: [string, unknown, RegExp][] = [
      ['wall-color', { color: 'purple' }, /^args\.color: /],
      ['lighting', { brightness: 9 }, /^args\.brightness: /],
      ['upscale', { scale: 3 }, /^args\.scale: /],
      ['sky-replacement', { sky_type: 'stormy' }, /^args\.sky_type: /],
      ['object-removal', {}, /^categories: choose at least one$/],
    ];
    for (const [path, args, detail] of cases) {
      const res = await u.post(`${HD}/transformations/${path}/`, { image_id: image, args });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().detail, path).toMatch(detail);
    }
    const noImage = await u.post(`${HD}/transformations/lighting/`, { args: {} });
    expect(noImage.json().detail).toBe('image_id is required');
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it('the alternate family maps onto the same operations, with {transformation, parameters}', async () => {
    const upscale = caps.find((c) => c.operation === 'upscale')!;
    const res = await u.post(`${HD}/transformations/upscale/`, {
      image_id: image,
      transformation: 'upscale',
      parameters: { scale: 4 },
    });
    if (!upscale.available) return expect(res.statusCode).toBe(503);
    const body = res.json();
    // No version_id: the primary (original) version is edited.
    expect(body.version).toMatchObject({ parent: original, operation: 'upscale' });
    expect(body.version.params).toMatchObject({ scale: 4 });
    expect(await finished(body.job_id)).toMatchObject({ status: 'succeeded' });
    expect((await versionOf(body.version_id)).width).toBe(6400);

    const alt = await u.post(`${HD}/transformations/architectural-enhancement/`, {
      image_id: image,
      parameters: { type: 'twilight' },
    });
    const lighting = caps.find((c) => c.operation === 'lighting')!;
    expect(alt.statusCode).toBe(lighting.available ? 202 : 503);
    if (lighting.available) {
      expect(alt.json().version).toMatchObject({ operation: 'lighting', kind: 'edited' });
      await finished(alt.json().job_id);
    }
  }, 150_000);

  it('a pending version cannot be edited yet; a version of another image is not found', async () => {
    const other = (
      await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'k.jpg', data: sample('kitchen/empty_daylight.jpg') },
      ])
    ).json();
    const res = await u.post(`${HD}/transformations/lighting/`, {
      image_id: image,
      version_id: other.versions[0].id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Version not found.');

    const op = caps.find((c) => c.available)?.operation;
    if (!op) return;
    const pending = (
      await u.post(`${HD}/transformations/${pathOf(op)}/`, { image_id: image, args: ARGS[op] })
    ).json();
    const onPending = await u.post(`${HD}/transformations/${pathOf(op)}/`, {
      image_id: image,
      version_id: pending.version_id,
    });
    if ((await u.get(`${HD}/jobs/${pending.job_id}/`)).json().status !== 'succeeded') {
      expect(onPending.statusCode).toBe(409);
      expect(onPending.json().detail).toBe(
        'This version is not ready yet: wait until it has completed',
      );
    }
    await finished(pending.job_id);
  }, 150_000);

  it('batch: one job per image on its primary version; jobs list per image', async () => {
    const op = caps.find((c) => c.available)?.operation;
    if (!op) return;
    const other = (
      await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'b.jpg', data: sample('bedroom/empty_daylight.jpg') },
      ])
    ).json();
    const res = await u.post(`${HD}/transformations/batch/`, {
      image_ids: [image, other.id],
      transformation: pathOf(op),
      parameters: ARGS[op],
    });
    expect(res.statusCode).toBe(202);
    const batch = res.json();
    expect(batch.count).toBe(2);
    expect(batch.jobs.map((j: { image: string }) => j.image)).toEqual([image, other.id]);
    expect(new Set(batch.jobs.map((j: { batch_id: string }) => j.batch_id))).toEqual(
      new Set([batch.batch_id]),
    );
    for (const j of batch.jobs) expect(await finished(j.id)).toMatchObject({ status: 'succeeded' });
    const list = (await u.get(`${HD}/images/${other.id}/jobs_list/`)).json();
    expect(list.results.map((j: { id: string }) => j.id)).toEqual([batch.jobs[1].id]);
    const editJobs = (await u.get(`${HD}/edit-jobs/?image=${other.id}`)).json();
    expect(editJobs.count).toBe(1);
  }, 150_000);
});

describe('object detection', () => {
  it('answers categories with counts for a version, cached per version', async () => {
    const res = await u.post(`${HD}/images/${image}/detect_objects/`, { version_id: original });
    const detection = (await u.get(`${HD}/capabilities/`)).json().detection;
    if (!detection.available) {
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe(detection.reason);
      return;
    }
    expect(res.statusCode).toBe(200);
    const first = res.json();
    expect(first).toMatchObject({ image, version_id: original, cached: false });
    const total = first.categories.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(total).toBe(first.objects.length);
    // The industrial living room has a couch and chairs: detection finds furniture in it.
    expect(first.categories.length).toBeGreaterThan(0);
    const again = (
      await u.post(`${HD}/images/${image}/detect_objects/`, { version_id: original })
    ).json();
    expect(again).toEqual({ ...first, cached: true });
    // The image reports what was found in its primary version (the original here).
    const detail = (await u.get(`${HD}/images/${image}/`)).json();
    expect(detail.versions.find((v: { is_primary: boolean }) => v.is_primary).id).toBe(original);
    expect(detail.detected_objects).toEqual({ categories: first.categories });
  }, 150_000);

  it('remove_by_description queues object removal and needs a category or a description', async () => {
    const empty = await u.post(`${HD}/images/${image}/remove_by_description/`, {
      version_id: original,
      categories: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('categories: choose at least one');
    const cap = caps.find((c) => c.operation === 'object_removal')!;
    const res = await u.post(`${HD}/images/${image}/remove_by_description/`, {
      version_id: original,
      categories: ['chair'],
      detected_categories: [{ type: 'chair', count: 1 }],
    });
    expect(res.statusCode).toBe(cap.available ? 202 : 503);
    if (cap.available) {
      expect(res.json().version.params).toMatchObject({ categories: ['chair'] });
      await finished(res.json().job_id);
    }
  }, 150_000);

  it('empty_room queues the empty-room operation', async () => {
    const cap = caps.find((c) => c.operation === 'empty_room')!;
    const res = await u.post(`${HD}/images/${image}/empty_room/`, {
      version_id: original,
      args: { room_type: 'kitchen' },
    });
    if (refusedHere(cap)) {
      // The local fill would smear the sofa's place: refused before a job (issue #38).
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toBe(REFUSED.empty_room);
      return;
    }
    expect(res.statusCode).toBe(cap.available ? 202 : 503);
    if (cap.available) {
      expect(res.json().version).toMatchObject({ operation: 'empty_room', kind: 'generated' });
      await finished(res.json().job_id);
    } else expect(res.json().detail).toContain(cap.reason);
  }, 150_000);
});

describe('a removal with nothing to remove', () => {
  it('declutter and empty_room are refused with a readable message and cost no design', async () => {
    // A bare wall: light falling across plaster, nothing on it for the detector to find.
    const [w, h] = [1200, 800];
    const raw = Buffer.alloc(w * h * 3);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const v = 200 - (50 * x) / w - (20 * y) / h + ((x * 7 + y * 13) % 5);
        raw.set([v + 8, v, v - 14], (y * w + x) * 3);
      }
    }
    const wall = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer();
    const img = (
      await u.upload(`${HD}/images/upload/`, [{ name: 'file', filename: 'wall.jpg', data: wall }])
    ).json();
    const usage = (await u.get(`${HD}/user/quick-stats/`)).json().monthly_usage;
    const expected: [string, string][] = [
      ['declutter', 'Nothing to declutter was found in this picture.'],
      ['empty-room', 'No furniture to remove was found in this picture.'],
    ];
    for (const [path, message] of expected) {
      const op = TRANSFORMATION_PATHS[path]!;
      if (!caps.find((c) => c.operation === op)!.available) continue;
      const res = await u.post(`${HD}/transformations/${path}/`, { image_id: img.id, args: {} });
      // The local engine sees before a job that there is nothing to take (issue #38): 422.
      if (caps.find((c) => c.operation === op)!.engine === 'local') {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().detail).toBe(message);
        continue;
      }
      expect(res.statusCode).toBe(202);
      const job = await finished(res.json().job_id);
      expect(job, path).toMatchObject({ status: 'failed', error_message: message });
      const v = (await u.get(`${HD}/images/${img.id}/versions/`))
        .json()
        .results.find((x: { id: string }) => x.id === res.json().version_id);
      expect(v).toMatchObject({ status: 'failed', storage_url: null });
    }
    expect((await u.get(`${HD}/user/quick-stats/`)).json().monthly_usage).toBe(usage);
    expect((await u.get('/api/v1/auth/me')).json().user.quota.used).toBe(usage);
  }, 150_000);
});
