import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * Replicate's predictions API on loopback, for the e2e stack only: the server's real Replicate
 * adapter talks to it (REPLICATE_BASE_URL), so the generative edits (virtual staging, style
 * transfer) run through the product's own queue, worker and engine code with a provider whose
 * pace and failures a test decides. Nothing of it is in the product: production has no
 * REPLICATE_BASE_URL pointing here, and the control call below exists only on this fake.
 *
 * How predictions end (POST /__control {mode}, the spec's own call):
 * - `succeed` (default): processing for one poll, then a picture;
 * - `hang`: processing until cancelled (POST /v1/predictions/{id}/cancel);
 * - `fail-once`: the next prediction fails with a provider error, later ones succeed.
 */
export type FakeReplicateMode = 'succeed' | 'hang' | 'fail-once';

export const FAKE_REPLICATE_TOKEN = 'r8_e2e_fake_token';
export const FAKE_REPLICATE_ERROR = 'CUDA out of memory. Tried to allocate 2.00 GiB';
const VERSION = 'e2e0000000000000000000000000000000000000000000000000000000000000';

const root = resolve(import.meta.dirname, '../..');
const picture = readFileSync(
  join(root, 'apps/api/assets/samples/living_room/furnished_industrial_daylight.jpg'),
);

interface Prediction {
  polls: number;
  canceled: boolean;
  fails: boolean;
  hangs: boolean;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeReplicate() {
  let mode: FakeReplicateMode = 'succeed';
  let next = 0;
  const predictions = new Map<string, Prediction>();
  let origin = '';

  const send = (res: ServerResponse, status: number, value: unknown) =>
    void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const prediction = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
    id,
    version: VERSION,
    status,
    input: {},
    output: null,
    error: null,
    logs: '',
    created_at: new Date().toISOString(),
    urls: {
      get: `${origin}/v1/predictions/${id}`,
      cancel: `${origin}/v1/predictions/${id}/cancel`,
    },
    ...extra,
  });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      if (req.method === 'POST' && path === '/__control') {
        const asked = (JSON.parse((await body(req)) || '{}') as { mode?: FakeReplicateMode }).mode;
        mode = asked ?? 'succeed';
        return send(res, 200, { mode });
      }
      if (path.startsWith('/delivery/')) {
        return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
      }
      if (req.headers.authorization !== `Bearer ${FAKE_REPLICATE_TOKEN}`) {
        return send(res, 401, { title: 'Unauthenticated', detail: 'Invalid token', status: 401 });
      }
      const model = path.match(/^\/v1\/models\/([^/]+)\/([^/]+)$/);
      if (req.method === 'GET' && model) {
        return send(res, 200, {
          owner: model[1],
          name: model[2],
          latest_version: { id: VERSION, created_at: '2026-01-01T00:00:00Z' },
        });
      }
      if (req.method === 'POST' && path === '/v1/predictions') {
        await body(req);
        const id = `e2epred${++next}xxxxxxxxxxxxxxxx`;
        predictions.set(id, {
          polls: 0,
          canceled: false,
          fails: mode === 'fail-once',
          hangs: mode === 'hang',
        });
        if (mode === 'fail-once') mode = 'succeed';
        return send(res, 201, prediction(id, 'starting'));
      }
      const cancel = path.match(/^\/v1\/predictions\/([^/]+)\/cancel$/);
      if (req.method === 'POST' && cancel && predictions.has(cancel[1]!)) {
        predictions.get(cancel[1]!)!.canceled = true;
        return send(res, 200, prediction(cancel[1]!, 'canceled'));
      }
      const get = path.match(/^\/v1\/predictions\/([^/]+)$/);
      if (req.method === 'GET' && get && predictions.has(get[1]!)) {
        const id = get[1]!;
        const p = predictions.get(id)!;
        p.polls += 1;
        if (p.canceled) return send(res, 200, prediction(id, 'canceled'));
        if (p.hangs || p.polls < 2) return send(res, 200, prediction(id, 'processing'));
        if (p.fails)
          return send(res, 200, prediction(id, 'failed', { error: FAKE_REPLICATE_ERROR }));
        return send(
          res,
          200,
          prediction(id, 'succeeded', { output: `${origin}/delivery/${id}/out.jpg` }),
        );
      }
      return send(res, 404, { title: 'Not found', detail: 'Not found.', status: 404 });
    })().catch((err: unknown) => send(res, 500, { detail: String(err) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
