import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK_CLICKS_MAX, maskMessages } from '@hds/api-client/contract';
import { maskPreviewPool } from '@hds/engine';
import { startTestServer } from './helpers/server.ts';
import { HD, rowCounts, signedIn, type Client } from './helpers/session.ts';

/*
 * Issue #38: the mask editor's click through the API. The mask on the preview's grid and the
 * clicks go in; the local engine's click segmenter (watershed) answers the new mask, worked out
 * on the preview's thread. Only the owner may click; bad input is a 400, the thread's time bound
 * a 503, never a 500.
 */

/** 1280 × 960, beige left of x = 768, blue right of it: a 640 × 480 grid, the edge at 384. */
async function twoWalls(): Promise<Buffer> {
  const left = await sharp({
    create: { width: 768, height: 960, channels: 3, background: { r: 205, g: 192, b: 170 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 1280, height: 960, channels: 3, background: { r: 60, g: 92, b: 140 } },
  })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const [GW, GH] = [640, 480];
const empty = () => Buffer.alloc(GW * GH).toString('base64');
const body = (over: Record<string, unknown> = {}) => ({
  operation: 'wall_color',
  grid_width: GW,
  grid_height: GH,
  mask: empty(),
  clicks: [{ x: 190, y: 240, positive: true }],
  ...over,
});
const click = (c: Client, id: string, b: unknown) => c.post(`${HD}/versions/${id}/mask_click/`, b);

let server: Awaited<ReturnType<typeof startTestServer>>;
let bounded: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let version = '';

async function uploaded(c: Client, data: Buffer): Promise<string> {
  const up = await c.upload(`${HD}/images/upload/`, [{ name: 'file', filename: 'walls.jpg', data }]); // prettier-ignore
  expect(up.statusCode, up.body).toBe(201);
  return up.json().versions[0].id;
}

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_WORKERS: '0' });
  // The same server with a time bound no click can meet.
  bounded = await startTestServer(
    { SAMPLES_DIR: '/nonexistent-samples', QUEUE_WORKERS: '0' },
    { previewPool: maskPreviewPool({ timeoutMs: 1 }) },
  );
  u = await signedIn(server.app, 'clicker@example.com');
  version = await uploaded(u, await twoWalls());
}, 120_000);
afterAll(async () => {
  await server?.close();
  await bounded?.close();
});

describe('POST /versions/{id}/mask_click/', { timeout: 120_000 }, () => {
  it('a positive click selects the wall under it, a negative one takes it out; nothing is kept', async () => {
    const before = await rowCounts(server.config);
    const res = await click(u, version, body());
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ version_id: version, operation: 'wall_color', grid_width: GW, grid_height: GH }); // prettier-ignore
    const mask = Buffer.from(r.mask, 'base64');
    expect(mask.length).toBe(GW * GH);
    let left = 0;
    let right = 0;
    for (let p = 0; p < mask.length; p++) {
      if (mask[p] !== 255) continue;
      if (p % GW < 384) left++;
      else right++;
    }
    expect(left).toBeGreaterThanOrEqual(0.99 * 384 * GH);
    expect(right).toBe(0);
    expect(r.coverage).toBeCloseTo(left / (GW * GH), 3);
    // The answer goes back in as the mask of the next run of clicks.
    const out = await click(u, version, body({ mask: r.mask, clicks: [{ x: 192, y: 240, positive: false }] })); // prettier-ignore
    expect(out.statusCode, out.body).toBe(200);
    expect(Buffer.from(out.json().mask, 'base64').every((v) => v === 0)).toBe(true);
    expect(out.json().coverage).toBe(0);
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it("another user's version is not found, whatever the body", async () => {
    const other = await signedIn(server.app, 'click-other@example.com');
    for (const b of [body(), { nonsense: true }]) {
      const res = await click(other, version, b);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('answers bad input with a 400 and a sentence', async () => {
    const bad: [unknown, string | null][] = [
      [body({ mask: Buffer.alloc(10).toString('base64') }), maskMessages.clickGrid],
      // A grid other than the preview's (the version is 4 : 3).
      [body({ grid_width: 480, grid_height: 480, mask: Buffer.alloc(480 * 480).toString('base64') }), maskMessages.clickGrid], // prettier-ignore
      [body({ clicks: [{ x: GW, y: 10, positive: true }] }), maskMessages.clickOutside],
      [body({ clicks: [] }), null],
      [body({ clicks: Array.from({ length: MASK_CLICKS_MAX + 1 }, () => ({ x: 1, y: 1, positive: true })) }), null], // prettier-ignore
      [body({ clicks: [{ x: -1, y: 1, positive: true }] }), null],
      [body({ clicks: [{ x: 1, y: 1 }] }), null],
      [body({ operation: 'upscale' }), null],
      [body({ grid_width: 641 }), null],
      [body({ mask: 42 }), null],
      [[1, 2], null],
    ];
    for (const [b, detail] of bad) {
      const res = await click(u, version, b);
      expect(res.statusCode, JSON.stringify(b).slice(0, 120)).toBe(400);
      const d = res.json().detail;
      expect(typeof d).toBe('string');
      if (detail) expect(d).toBe(detail);
    }
  });

  it('over the thread’s time bound: a 503 with a sentence, not a 500', async () => {
    const b = await signedIn(bounded.app, 'click-bounded@example.com');
    const id = await uploaded(b, await twoWalls());
    const res = await click(b, id, body());
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().detail).toBe(maskMessages.timeout);
  });
});
