import { describe, expect, it, vi } from 'vitest';
import { createHomeDesignApi } from './homeDesign.ts';
import { createHttpClient } from './http.ts';
import { makeImage, makeProject, makeVersion } from './msw/homeDesignFixtures.ts';

/** A server stand-in that records each request and answers with the given body. */
function serverReplying(body: unknown, status = 200) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    });
    return Response.json(body, { status });
  });
  const api = createHomeDesignApi(createHttpClient({ fetch, csrfToken: () => 't' }));
  return { api, calls };
}

describe('createHomeDesignApi', () => {
  it('lists projects with the filters as query parameters', async () => {
    const project = makeProject();
    const { api, calls } = serverReplying({
      results: [project],
      count: 1,
      page: 2,
      page_size: 20,
      num_pages: 2,
    });
    const list = await api.listProjects({ page: 2, search: 'maple' });
    expect(calls[0]).toMatchObject({
      url: '/api/v1/home-design/projects/?page=2&search=maple',
      method: 'GET',
    });
    expect(list.results[0]!.title).toBe('Maple Street');
  });

  it('creates a project with a JSON body', async () => {
    const { api, calls } = serverReplying(makeProject({ title: 'Loft' }), 201);
    const created = await api.createProject({ title: 'Loft', address: '', notes: '' });
    expect(calls[0]).toMatchObject({
      url: '/api/v1/home-design/projects/',
      method: 'POST',
      body: { title: 'Loft', address: '', notes: '' },
    });
    expect(created.title).toBe('Loft');
  });

  it('asks for the 8 newest images and unwraps the results', async () => {
    const { api, calls } = serverReplying({ results: [makeImage()], count: 1 });
    const images = await api.recentImages();
    expect(calls[0]!.url).toBe('/api/v1/home-design/images/?limit=8&ordering=-created_at');
    expect(images).toHaveLength(1);
  });

  it('sets the primary version and returns the updated version', async () => {
    const version = makeVersion({ id: 'v2', is_primary: true });
    const { api, calls } = serverReplying({ success: true, version });
    const v = await api.setPrimary('img-0001', 'v2');
    expect(calls[0]).toMatchObject({
      url: '/api/v1/home-design/images/img-0001/set-primary/',
      body: { version_id: 'v2' },
    });
    expect(v.id).toBe('v2');
  });

  it('sends a single upload as multipart with the file, name and project fields', async () => {
    const { api, calls } = serverReplying(makeImage(), 201);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kitchen.jpg', {
      type: 'image/jpeg',
    });
    await api.uploadImage(file, 'prj-0001');
    const form = calls[0]!.body as FormData;
    expect(calls[0]!.url).toBe('/api/v1/home-design/images/upload/');
    expect(form.get('project')).toBe('prj-0001');
    expect(form.get('name')).toBe('kitchen.jpg');
    expect((form.get('file') as File).name).toBe('kitchen.jpg');
  });

  it('uses the injected multipart sender (XHR progress) for project uploads', async () => {
    const sender = vi.fn(async () => ({ images: [makeImage()], uploaded: 1, count: 1 }));
    const api = createHomeDesignApi(
      createHttpClient({ fetch: vi.fn(), csrfToken: () => 't' }),
      sender,
    );
    const onProgress = vi.fn();
    const file = new File(['x'], 'a.png');
    const reply = await api.uploadToProject('p1', [file], onProgress);
    expect(sender).toHaveBeenCalledWith(
      '/api/v1/home-design/projects/p1/upload_images/',
      expect.any(FormData),
      onProgress,
      undefined,
    );
    expect(reply.uploaded).toBe(1);
  });

  it('rejects a reply that does not match the contract', async () => {
    const { api } = serverReplying({ results: [{ id: 1 }], count: 1 });
    await expect(api.recentImages()).rejects.toThrow();
  });

  it('passes the server detail through as the error message', async () => {
    const { api } = serverReplying({ detail: 'Project title is required' }, 400);
    await expect(api.createProject({ title: '' })).rejects.toMatchObject({
      message: 'Project title is required',
      status: 400,
    });
  });
});
