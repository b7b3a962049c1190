/**
 * The Node SDK against the real server (issue #27): the README's example
 * (packages/api-client/examples/stage-a-photo.ts) run as is over HTTP with an API key made in
 * a session — upload, stage with the local engine, poll, download. No cookie, no CSRF token, no
 * browser globals.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { chromiumAvailability, defaultChromiumPath } from '@hds/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '@hds/api-client';
import { API_KEY_INVALID, apiKeyPaths, type ApiKeyCreated } from '@hds/api-client/contract';
import { stageAPhoto } from '@hds/api-client/examples/stage-a-photo';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { putOnPlan } from './helpers/plans.ts';

const PHOTO = join(import.meta.dirname, '../assets/samples/living_room/empty_daylight.jpg');

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: Client;
let baseUrl = '';
let key: ApiKeyCreated;
let dir = '';

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_POLL_MS: '50' });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  owner = await signedIn(server.app, 'integrator@example.com');
  await putOnPlan(server.config, 'integrator@example.com', 'business');
  const res = await owner.post(apiKeyPaths.keys, { name: 'SDK test', scopes: ['read', 'edit'] });
  expect(res.statusCode, res.body).toBe(201);
  key = res.json();
  dir = mkdtempSync(join(tmpdir(), 'hds-sdk-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the README example with an API key', () => {
  it('uploads, stages, polls and downloads the staged photo', async () => {
    // Nothing of a browser is needed.
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const out = join(dir, 'staged.jpg');
    const { image, operation, job, result } = await stageAPhoto({
      baseUrl,
      apiKey: key.secret,
      photo: PHOTO,
      out,
      intervalMs: 1000,
    });
    expect(job.status, job.error_message ?? '').toBe('succeeded');
    // No generative engine here: the local stager stages where its Chromium is, else the
    // example recolours the walls.
    const stages = chromiumAvailability(defaultChromiumPath()).available;
    expect(operation).toBe(stages ? 'furniture' : 'wall_color');
    expect(result.operation).toBe(operation);
    expect(result.image).toBe(image.id);

    // A real, different picture of the same size came back.
    const [before, after] = [readFileSync(PHOTO), readFileSync(out)];
    const meta = await sharp(after).metadata();
    expect(meta.format).toBe('jpeg');
    const orig = await sharp(before).metadata();
    expect([meta.width, meta.height]).toEqual([orig.width, orig.height]);
    expect(after.equals(before)).toBe(false);

    // The work is the key owner's: the owner's session sees the image and its staged version.
    const seen = (await owner.get(`${HD}/images/${image.id}/`)).json();
    expect(seen.versions.map((v: { id: string }) => v.id)).toContain(result.id);
  }, 240_000);

  it('surfaces the server’s refusal of a bad key as an ApiError with its detail', async () => {
    const client = createClient({
      baseUrl,
      apiKey: 'hds_not-a-real-key',
      logger: { warn: () => {} },
    });
    const err = await client.homeDesign.listProjects().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).message).toBe(API_KEY_INVALID);
  });
});
