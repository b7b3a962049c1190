import { describe, expect, it, vi } from 'vitest';
import { createClient } from './sdk.ts';
import { createHttpClient } from './http.ts';

/** A fetch that records each request and answers with `reply`. */
function recorder(reply: () => Response) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init, headers: new Headers(init.headers) });
    return reply();
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A job of the given status, as GET /jobs/{id}/ answers. */
const job = (status: string) => ({
  id: 'job-1',
  status,
  kind: 'wall_color',
  error_message: null,
  result_version: status === 'succeeded' ? 'ver-2' : null,
  image: 'img',
  version: 'ver-2',
  created_at: 'now',
  started_at: null,
  finished_at: null,
});

describe('createClient (Node SDK)', () => {
  it('sends the key as a bearer token, no cookies, no CSRF header and no CSRF warning', async () => {
    const { calls, fetch } = recorder(() => json({ results: [], count: 0 }));
    const warn = vi.fn();
    const client = createClient({
      baseUrl: 'https://studio.example/',
      apiKey: 'hds_secret',
      fetch,
      logger: { warn },
    });
    await client.http('/api/v1/home-design/projects/', { json: { title: 'x' } });
    expect(calls[0]!.url).toBe('https://studio.example/api/v1/home-design/projects/');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer hds_secret');
    expect(calls[0]!.headers.has('x-csrftoken')).toBe(false);
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(warn).not.toHaveBeenCalled();
  });

  it('passes Idempotency-Key on uploads and edits', async () => {
    const { calls, fetch } = recorder(() => json({}, 500));
    const client = createClient({ baseUrl: 'http://h', apiKey: 'k', fetch, logger: { warn() {} } });
    await client
      .uploadImage({ data: new Uint8Array([1, 2, 3]), filename: 'a.jpg', idempotencyKey: 'u-1' })
      .catch(() => undefined);
    await client
      .startEdit('wall_color', { imageId: 'img', args: { color: 'sage' }, idempotencyKey: 'e-1' })
      .catch(() => undefined);
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual(['u-1', 'e-1']);
    expect(calls[0]!.init.body).toBeInstanceOf(FormData);
    const form = calls[0]!.init.body as FormData;
    expect((form.get('file') as File).name).toBe('a.jpg');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      image_id: 'img',
      args: { color: 'sage' },
    });
  });

  it('polls a job until it has finished', async () => {
    const states = ['pending', 'in_progress', 'succeeded'];
    const { calls, fetch } = recorder(() => json(job(states.shift()!)));
    const client = createClient({ baseUrl: 'http://h', apiKey: 'k', fetch });
    const done = await client.waitForJob('job-1', { intervalMs: 1 });
    expect(done.status).toBe('succeeded');
    expect(calls).toHaveLength(3);
  });

  it("keeps polling after the key's rate limit refuses a poll, and gives up on other errors", async () => {
    const replies = [
      () => json(job('in_progress')),
      () => json({ detail: 'Rate limit of 60 requests per minute exceeded for this API key; retry in 4 s.' }, 429), // prettier-ignore
      () => json(job('succeeded')),
    ];
    const { calls, fetch } = recorder(() => replies.shift()!());
    const client = createClient({ baseUrl: 'http://h', apiKey: 'k', fetch });
    const done = await client.waitForJob('job-1', { intervalMs: 1, rateLimitedWaitMs: 1 });
    expect(done.status).toBe('succeeded');
    expect(calls).toHaveLength(3);

    const gone = recorder(() => json({ detail: 'Job not found.' }, 404));
    const other = createClient({ baseUrl: 'http://h', apiKey: 'k', fetch: gone.fetch });
    await expect(other.waitForJob('job-1', { intervalMs: 1 })).rejects.toThrow('Job not found.');
  });

  it('leaves the browser client as it was: cookies and the CSRF token', async () => {
    const { calls, fetch } = recorder(() => json({}));
    const http = createHttpClient({ fetch, csrfToken: () => 'tok' });
    await http('/x', { method: 'POST' });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.headers.get('x-csrftoken')).toBe('tok');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });
});
