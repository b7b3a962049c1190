import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMaskPreview, MASK_GRID_MAX_SIDE, maskMessages } from '@hds/api-client/contract';
import { maskPng } from './helpers/images.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, rowCounts, signedIn, type Client } from './helpers/session.ts';

/*
 * Issue #28's preview through the API: the automatic mask of a version for an operation, with the
 * engine's regions, worked out off the event loop and cached per version, operation and args.
 */
const SAMPLES = join(import.meta.dirname, '../assets/samples');

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let other: Client;
let image = '';
let version = '';

const preview = (c: Client, id: string, body: unknown) =>
  c.post(`${HD}/versions/${id}/mask_preview/`, body);

beforeAll(async () => {
  // No queue workers: an edit's result version stays pending (the 409 case).
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_WORKERS: '0' });
  u = await signedIn(server.app, 'preview@example.com');
  other = await signedIn(server.app, 'preview-other@example.com');
  const up = await u.upload(`${HD}/images/upload/`, [
    {
      name: 'file',
      filename: 'kitchen.jpg',
      data: readFileSync(join(SAMPLES, 'kitchen/empty_daylight.jpg')),
    },
  ]);
  image = up.json().id;
  version = up.json().versions[0].id;
});
afterAll(() => server.close());

describe('POST /versions/{id}/mask_preview/', { timeout: 180_000 }, () => {
  it('answers the wall mask and the regions on a ≤ 640 px grid, then from the cache', async () => {
    const before = await rowCounts(server.config);
    // The event loop stays free while the preview is worked out: a ping answers meanwhile.
    const started = performance.now();
    const pending = preview(u, version, { operation: 'wall_color' });
    let pingMs = Infinity;
    await new Promise((r) => setTimeout(r, 300));
    const t = performance.now();
    await u.get(`${HD}/user/`);
    pingMs = performance.now() - t;
    const res = await pending;
    const tookMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    console.log('[mask preview] first', Math.round(tookMs), 'ms; a request meanwhile', Math.round(pingMs), 'ms'); // prettier-ignore
    expect(pingMs).toBeLessThan(tookMs / 2);
    expect(p).toMatchObject({ version_id: version, operation: 'wall_color', width: 1600, height: 1067, cached: false }); // prettier-ignore
    expect(Math.max(p.grid_width, p.grid_height)).toBe(MASK_GRID_MAX_SIDE);
    expect(p.grid_height).toBe(Math.round((1067 * 640) / 1600));
    const { mask, regions } = decodeMaskPreview(p);
    expect(new Set(mask)).toEqual(new Set([0, 255]));
    const inside = mask.reduce((n, v) => n + (v ? 1 : 0), 0) / mask.length;
    expect(p.coverage).toBeCloseTo(inside, 1);
    expect(p.coverage).toBeGreaterThan(0.05);
    expect(p.region_count).toBeGreaterThanOrEqual(50);
    expect(p.region_count).toBeLessThanOrEqual(400);
    expect(regions.reduce((m, v) => Math.max(m, v), 0)).toBe(p.region_count - 1);
    // A region is all inside the mask or all outside: a click toggles it whole.
    const side = new Map<number, number>();
    for (let i = 0; i < mask.length; i++) {
      const s = side.get(regions[i]!);
      if (s === undefined) side.set(regions[i]!, mask[i]!);
      else expect(s).toBe(mask[i]);
    }
    const t2 = performance.now();
    const again = await preview(u, version, { operation: 'wall_color', args: { color: 'navy' } });
    console.log('[mask preview] cached', Math.round(performance.now() - t2), 'ms');
    expect(again.json()).toEqual({ ...p, cached: true });
    // A read: nothing is written.
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it('refuses what it cannot answer, each with its reason', async () => {
    const pendingEdit = await u.post(`${HD}/transformations/wall-color/`, {
      image_id: image,
      args: { color: 'navy' },
    });
    expect(pendingEdit.statusCode).toBe(202);
    const pendingVersion = pendingEdit.json().version.id as string;
    const cases: [Client, string, unknown, number, string][] = [
      [other, version, { operation: 'wall_color' }, 404, 'Version not found.'],
      [u, 'no-such-version', { operation: 'wall_color' }, 404, 'Version not found.'],
      [u, pendingVersion, { operation: 'wall_color' }, 409, 'This version is not ready yet: wait until it has completed'], // prettier-ignore
      [u, version, {}, 400, ''],
      [u, version, { operation: 'furniture' }, 400, ''],
      [u, version, { operation: 'declutter', args: { strength: 7 } }, 400, ''],
      [u, version, { operation: 'wall_color', args: 'navy' }, 400, ''],
    ];
    for (const [client, id, body, status, detail] of cases) {
      const res = await preview(client, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (detail) expect(res.json().detail).toBe(detail);
      else expect(res.json().detail).toMatch(/\w/);
    }
  });

  it('one user has at most two previews worked out at once; the third waits its turn (429)', async () => {
    const up = await other.upload(`${HD}/images/upload/`, [
      {
        name: 'file',
        filename: 'room.jpg',
        data: readFileSync(join(SAMPLES, 'living_room/empty_daylight.jpg')),
      },
    ]);
    const id = up.json().versions[0].id;
    const replies = await Promise.all(
      (['wall_color', 'sky_replacement', 'window_view'] as const).map((operation) =>
        preview(other, id, { operation }),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 429]);
    expect(replies.find((r) => r.statusCode === 429)!.json().detail).toMatch(
      /still being worked out/,
    );
    // Once they have arrived, the third is answered.
    const later = await preview(other, id, { operation: 'window_view' });
    expect([200, 422]).toContain(later.statusCode);
  });

  it('keeps what it detected with the version: detect_objects and the edit reuse it', async () => {
    const up = await u.upload(`${HD}/images/upload/`, [
      {
        name: 'file',
        filename: 'furnished.jpg',
        data: readFileSync(join(SAMPLES, 'living_room/furnished_industrial_daylight.jpg')),
      },
    ]);
    const [imageId, versionId] = [up.json().id, up.json().versions[0].id];
    const res = await preview(u, versionId, { operation: 'declutter' });
    expect(res.statusCode, res.body).toBe(200);
    const detected = await u.post(`${HD}/images/${imageId}/detect_objects/`, {
      version_id: versionId,
    });
    expect(detected.statusCode).toBe(200);
    expect(detected.json().cached).toBe(true);
    expect(detected.json().categories.length).toBeGreaterThan(0);
  });

  it('object removal with nothing chosen is an empty mask to brush on', async () => {
    const res = await preview(u, version, { operation: 'object_removal' });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.coverage).toBe(0);
    expect(decodeMaskPreview(p).mask.every((v) => v === 0)).toBe(true);
    expect(p.region_count).toBeGreaterThanOrEqual(50);
  });
});

describe('sky and window view take a drawn mask', { timeout: 60_000 }, () => {
  it('keep args.mask_id on the queued edit, as wall colour does', async () => {
    const mask = (
      await u.upload(`${HD}/masks/`, [
        { name: 'version_id', data: version },
        { name: 'file', filename: 'm.png', contentType: 'image/png', data: await maskPng(1600, 1067, 0.3) }, // prettier-ignore
      ])
    ).json();
    for (const type of ['sky-replacement', 'window-view']) {
      const res = await u.post(`${HD}/transformations/${type}/`, {
        image_id: image,
        version_id: version,
        args: { mask_id: mask.id },
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().version.params).toMatchObject({ mask_id: mask.id });
    }
  });
});

describe('an operation another engine runs', { timeout: 60_000 }, () => {
  it('has no preview: 400 with the mask message', async () => {
    const s = await startTestServer({
      SAMPLES_DIR: '/nonexistent-samples',
      QUEUE_WORKERS: '0',
      ENGINE_WALL_COLOR: 'replicate',
      REPLICATE_API_TOKEN: 'r8_test',
    });
    try {
      const c = await signedIn(s.app, 'preview-replicate@example.com');
      const up = await c.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'k.jpg', data: readFileSync(join(SAMPLES, 'kitchen/empty_daylight.jpg')) }, // prettier-ignore
      ]);
      const res = await preview(c, up.json().versions[0].id, { operation: 'wall_color' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(maskMessages.engine('replicate'));
    } finally {
      await s.close();
    }
  });
});
