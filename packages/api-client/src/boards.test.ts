import { describe, expect, it, vi } from 'vitest';
import { createBoardQueries, createBoardsApi } from './boards.ts';
import { createSharedBoardApi } from './sharedBoardApi.ts';
import { createHttpClient } from './http.ts';

function recording(body: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return Response.json(body, { status });
  });
  return { http: createHttpClient({ fetch, csrfToken: () => 't' }), calls };
}

const link = {
  id: 'l1',
  url: 'http://localhost:8080/app/share/board/tok',
  token: 'tok',
  permission: 'view',
  resource_type: 'board',
  board: 'b1',
  expires_at: null,
  is_active: true,
  access_count: 0,
  created_at: '2026-11-22T00:00:00.000Z',
};

describe('createBoardsApi', () => {
  it('creates never-expiring board links with the permission asked for', async () => {
    const { http, calls } = recording({ ...link, permission: 'upload' }, 201);
    const created = await createBoardsApi(http).createShareLink('b1', 'upload');
    expect(calls[0]!.url).toBe('/api/v1/home-design/boards/b1/share_links/');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      permission: 'upload',
      expires_in_days: null,
      resource_type: 'board',
    });
    expect(created.permission).toBe('upload');
  });

  it('lists boards of a project', async () => {
    const { http, calls } = recording({ results: [], count: 0 });
    await createBoardsApi(http).list('p1');
    expect(calls[0]!.url).toBe('/api/v1/home-design/boards/?project=p1');
  });
});

describe('createSharedBoardApi', () => {
  it('uploads every file under the repeated field "images"', async () => {
    const { http, calls } = recording({ uploaded: 2, versions: [] }, 201);
    const files = [new File(['a'], 'a.jpg'), new File(['b'], 'b.png')];
    const reply = await createSharedBoardApi(http).upload('tok', files);
    const form = calls[0]!.init.body as FormData;
    expect(calls[0]!.url).toBe('/api/v1/home-design/share/tok/upload/');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.png']);
    expect(reply.uploaded).toBe(2);
  });

  it("passes the viewer's 404 sentence through", async () => {
    const { http } = recording({ detail: 'This board link is invalid or has expired.' }, 404);
    await expect(createSharedBoardApi(http).load('gone')).rejects.toMatchObject({
      status: 404,
      message: 'This board link is invalid or has expired.',
    });
  });
});

describe('createBoardQueries', () => {
  const queries = createBoardQueries(createBoardsApi(recording({ results: [] }).http));

  it("keys every list and detail under ['boards'], a project's list apart from the owner's", () => {
    expect(queries.all()).toEqual(['boards']);
    expect(queries.list().queryKey).toEqual(['boards', 'list', { project: null }]);
    expect(queries.list('p1').queryKey).toEqual(['boards', 'list', { project: 'p1' }]);
    expect(queries.detail('b1').queryKey).toEqual(['boards', 'detail', 'b1']);
    for (const key of [queries.list('p1').queryKey, queries.detail('b1').queryKey]) {
      expect(key.slice(0, 1)).toEqual(queries.all());
    }
  });

  it('every board change invalidates all boards', () => {
    const { create, update, remove, shareProject } = queries.mutations;
    for (const m of [create(), update(), remove(), shareProject()]) {
      expect(m.meta.invalidates).toEqual([['boards']]);
    }
  });

  it("lists a project's boards with ?project=", async () => {
    const { http, calls } = recording({ results: [], count: 0 });
    await createBoardQueries(createBoardsApi(http)).list('p1').queryFn!({} as never);
    expect(calls[0]!.url).toContain('project=p1');
  });
});
