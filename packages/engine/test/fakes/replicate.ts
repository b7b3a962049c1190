import sharp from 'sharp';
import { fakeHttpServer, json, type Recorded } from './server.ts';

/**
 * Replicate's HTTP API as documented (https://replicate.com/docs/reference/http): Bearer auth,
 * GET /v1/models/{owner}/{name} with latest_version, POST /v1/predictions → 201 prediction,
 * GET /v1/predictions/{id}, POST /v1/predictions/{id}/cancel, problem+json errors, and output
 * files on a separate delivery path. `scenario` picks how a prediction ends.
 */
export type ReplicateScenario =
  | 'succeed'
  | 'fail'
  | 'never-finish'
  | 'malformed-status'
  | 'output-not-image'
  | 'unauthorized'
  | 'invalid-input';

export const FAKE_VERSION = '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38';
export const FAKE_TOKEN = 'r8_fake_token';

export async function fakeReplicate(scenario: ReplicateScenario = 'succeed') {
  const output = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#4a7' },
  })
    .png()
    .toBuffer();
  const predictions = new Map<string, { polls: number; canceled: boolean; input: unknown }>();
  let next = 0;
  const fake = await fakeHttpServer(async (req: Recorded, res) => {
    const url = new URL(req.path, 'http://x');
    if (url.pathname.startsWith('/delivery/')) {
      if (scenario === 'output-not-image') return void res.writeHead(200).end('<html>');
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(output);
    }
    if (req.headers.authorization !== `Bearer ${FAKE_TOKEN}` || scenario === 'unauthorized') {
      return json(res, 401, {
        title: 'Unauthenticated',
        detail: 'You did not pass a valid authentication token',
        status: 401,
      });
    }
    const model = url.pathname.match(/^\/v1\/models\/([^/]+\/[^/]+)$/);
    if (req.method === 'GET' && model) {
      return json(res, 200, {
        url: `https://replicate.com/${model[1]}`,
        owner: model[1]!.split('/')[0],
        name: model[1]!.split('/')[1],
        latest_version: { id: FAKE_VERSION, created_at: '2024-01-01T00:00:00Z' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/predictions') {
      const body = JSON.parse(req.body.toString()) as { version?: string; input?: unknown };
      if (scenario === 'invalid-input' || body.version !== FAKE_VERSION) {
        return json(res, 422, {
          title: 'Input validation failed',
          detail: '- input.image: Does not match format "uri"',
          status: 422,
          invalid_fields: [{ type: 'format', field: 'input.image' }],
        });
      }
      const id = `pred${++next}abcdefghijklmnop`;
      predictions.set(id, { polls: 0, canceled: false, input: body.input });
      return json(res, 201, prediction(id, 'starting'));
    }
    const get = url.pathname.match(/^\/v1\/predictions\/([^/]+)$/);
    if (req.method === 'GET' && get && predictions.has(get[1]!)) {
      const p = predictions.get(get[1]!)!;
      p.polls++;
      if (scenario === 'malformed-status') return void res.writeHead(200).end('{"id": ');
      if (p.canceled) return json(res, 200, prediction(get[1]!, 'canceled'));
      if (p.polls < 2 || scenario === 'never-finish') {
        return json(res, 200, prediction(get[1]!, 'processing'));
      }
      if (scenario === 'fail') {
        return json(res, 200, {
          ...prediction(get[1]!, 'failed'),
          error: 'CUDA out of memory. Tried to allocate 2.00 GiB',
        });
      }
      return json(res, 200, {
        ...prediction(get[1]!, 'succeeded'),
        output: `${fake.url}/delivery/${get[1]}/out.png`,
      });
    }
    const cancel = url.pathname.match(/^\/v1\/predictions\/([^/]+)\/cancel$/);
    if (req.method === 'POST' && cancel && predictions.has(cancel[1]!)) {
      predictions.get(cancel[1]!)!.canceled = true;
      return json(res, 200, prediction(cancel[1]!, 'canceled'));
    }
    return json(res, 404, { title: 'Not found', detail: 'Not found.', status: 404 });
  });
  function prediction(id: string, status: string) {
    return {
      id,
      model: 'adirik/interior-design',
      version: FAKE_VERSION,
      input: predictions.get(id)?.input ?? {},
      logs: '',
      output: null,
      error: null,
      status,
      created_at: new Date().toISOString(),
      urls: {
        get: `${fake.url}/v1/predictions/${id}`,
        cancel: `${fake.url}/v1/predictions/${id}/cancel`,
      },
    };
  }
  return { ...fake, predictions };
}
