import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http.ts';

function fakeFetch(response: Response | Error) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
}

describe('createHttpClient', () => {
  it('sends credentials and the X-CSRFToken header from the token source', async () => {
    const fetch = fakeFetch(Response.json({ ok: 1 }));
    const http = createHttpClient({ fetch, csrfToken: () => 'tok123' });
    await http('/api/x', { json: { a: 1 } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('X-CSRFToken')).toBe('tok123');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('warns and proceeds when no CSRF token is available', async () => {
    const fetch = fakeFetch(Response.json({}));
    const warn = vi.fn();
    const http = createHttpClient({ fetch, csrfToken: () => null, logger: { warn } });
    await http('/api/x', { method: 'POST' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/CSRF token/));
    expect(fetch).toHaveBeenCalledOnce();
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).has('X-CSRFToken')).toBe(false);
  });

  it('uses the detail of a JSON error body', async () => {
    const http = createHttpClient({
      fetch: fakeFetch(Response.json({ detail: 'Project title is required' }, { status: 400 })),
      csrfToken: () => 't',
    });
    await expect(http('/api/x')).rejects.toMatchObject({
      message: 'Project title is required',
      status: 400,
    });
  });

  it("keeps a 429's Retry-After, so the page can say how long to wait", async () => {
    const http = createHttpClient({
      fetch: fakeFetch(
        Response.json(
          { detail: 'Too many requests; try again in 42 seconds' },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      ),
      csrfToken: () => 't',
    });
    await expect(http('/api/x')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 42 });
    const plain = createHttpClient({
      fetch: fakeFetch(Response.json({ detail: 'No' }, { status: 400 })),
      csrfToken: () => 't',
    });
    await expect(plain('/api/x')).rejects.toMatchObject({ retryAfterSeconds: null });
  });

  it("says 'Network error' when the error body is not JSON", async () => {
    const http = createHttpClient({
      fetch: fakeFetch(new Response('<html>bad gateway</html>', { status: 502 })),
      csrfToken: () => 't',
    });
    await expect(http('/api/x')).rejects.toMatchObject({ message: 'Network error', status: 502 });
  });

  it("says 'HTTP error! status: N' for a JSON body without detail", async () => {
    const http = createHttpClient({
      fetch: fakeFetch(Response.json({ oops: true }, { status: 418 })),
      csrfToken: () => 't',
    });
    await expect(http('/api/x')).rejects.toThrow('HTTP error! status: 418');
  });

  it("maps a failed fetch to 'Network error'", async () => {
    const http = createHttpClient({
      fetch: fakeFetch(new TypeError('fetch failed')),
      csrfToken: () => 't',
    });
    await expect(http('/api/x')).rejects.toMatchObject({ message: 'Network error', status: 0 });
  });

  it('only logs on 401', async () => {
    const warn = vi.fn();
    const http = createHttpClient({
      fetch: fakeFetch(Response.json({ detail: 'Authentication required' }, { status: 401 })),
      csrfToken: () => 't',
      logger: { warn },
    });
    await expect(http('/api/x')).rejects.toThrow('Authentication required');
    expect(warn).toHaveBeenCalledWith('Unauthorized access - please login');
  });

  it('appends query parameters, skipping empty ones', async () => {
    const fetch = fakeFetch(Response.json([]));
    const http = createHttpClient({ fetch, csrfToken: () => 't', baseUrl: 'http://h' });
    await http('/api/images/', {
      query: { limit: 8, ordering: '-created_at', project: undefined },
    });
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'http://h/api/images/?limit=8&ordering=-created_at',
    );
  });
});
