import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMaskPreview, MASK_GRID_MAX_SIDE, maskMessages } from '@hds/api-client/contract';
import { maskPreviewPool } from '@hds/engine';
import { startTestServer } from '../helpers/server.ts';
import { HD, signedIn, type Client } from '../helpers/session.ts';

/*
 * Issue #44: `mask_preview` took 14 s on a 39 MP picture, holding the preview thread. The engine
 * now decodes a shrunk copy before any analysis, and the preview pool bounds the time a preview
 * may take: over it the API answers 503 with a sentence, never a 500.
 */

const SAMPLES = join(import.meta.dirname, '../../assets/samples');
// 39 MP in the sample's own 3:2 (its preview grid is 640 × 427).
const W = 7650;
const H = 5100;

async function kitchen39mp(): Promise<Buffer> {
  return sharp(readFileSync(join(SAMPLES, 'kitchen/empty_daylight.jpg')))
    .resize(W, H, { fit: 'fill' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function uploaded(c: Client, data: Buffer): Promise<string> {
  const up = await c.upload(`${HD}/images/upload/`, [
    { name: 'file', filename: 'kitchen-39mp.jpg', data },
  ]);
  expect(up.statusCode, up.body).toBe(201);
  return up.json().versions[0].id;
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let bounded: Awaited<ReturnType<typeof startTestServer>>;
let big: Buffer;

beforeAll(async () => {
  big = await kitchen39mp();
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_WORKERS: '0' });
  // The same server with a bound no preview can meet.
  bounded = await startTestServer(
    { SAMPLES_DIR: '/nonexistent-samples', QUEUE_WORKERS: '0' },
    { previewPool: maskPreviewPool({ timeoutMs: 1 }) },
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await bounded?.close();
});

describe('mask preview of a 39 MP picture', { timeout: 180_000 }, () => {
  it('answers the mask at the preview size, for the picture at its own size', async () => {
    const u = await signedIn(server.app, 'preview-39mp@example.com');
    const version = await uploaded(u, big);
    const res = await u.post(`${HD}/versions/${version}/mask_preview/`, {
      operation: 'wall_color',
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ width: W, height: H, grid_width: MASK_GRID_MAX_SIDE, grid_height: 427 }); // prettier-ignore
    const { mask, regions } = decodeMaskPreview(p);
    expect(mask).toHaveLength(MASK_GRID_MAX_SIDE * 427);
    expect(regions).toHaveLength(MASK_GRID_MAX_SIDE * 427);
    expect(p.coverage).toBeGreaterThan(0.05);
  });

  it('over the time bound: 503 with a sentence, and the next preview is tried afresh', async () => {
    const u = await signedIn(bounded.app, 'preview-bound@example.com');
    const version = await uploaded(u, big);
    for (let i = 0; i < 2; i++) {
      const res = await u.post(`${HD}/versions/${version}/mask_preview/`, {
        operation: 'wall_color',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe(maskMessages.timeout);
    }
  });
});
