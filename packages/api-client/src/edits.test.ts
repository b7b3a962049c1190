import { describe, expect, it, vi } from 'vitest';
import { createEditsApi, transformationPath } from './edits.ts';
import { createHttpClient } from './http.ts';
import { makeVersion } from './msw/homeDesignFixtures.ts';

function recording(body: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return Response.json(body, { status });
  });
  return { http: createHttpClient({ fetch, csrfToken: () => 't' }), calls };
}

const job = {
  id: 'j1',
  status: 'pending',
  kind: 'lighting',
  error_message: null,
  result_version: null,
  image: 'i1',
  version: 'v2',
  created_at: '2026-11-24T00:00:00.000Z',
  started_at: null,
  finished_at: null,
  progress: 0,
};

describe('transformationPath', () => {
  it("uses the spec's family path for each operation", () => {
    expect(transformationPath('wall_color')).toBe('wall-color');
    expect(transformationPath('lighting')).toBe('lighting');
    expect(transformationPath('object_removal')).toBe('object-removal');
  });
});

describe('createEditsApi', () => {
  it('queues an edit with the version and args and parses the submitted job', async () => {
    const version = makeVersion({ id: 'v2', status: 'pending' });
    const { http, calls } = recording({
      id: 'j1',
      job_id: 'j1',
      status: 'pending',
      job,
      version,
      version_id: 'v2',
      jobs: [job],
      versions: [version],
    });
    const reply = await createEditsApi(http).transform('lighting', {
      image_id: 'i1',
      version_id: 'v1',
      args: { type: 'golden_hour', brightness: 1, contrast: 1, warmth: 0 },
    });
    expect(calls[0]!.url).toBe('/api/v1/home-design/transformations/lighting/');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      image_id: 'i1',
      version_id: 'v1',
      args: { type: 'golden_hour' },
    });
    expect(reply.job_id).toBe('j1');
  });

  it('asks for detection on a version and removal of chosen categories', async () => {
    const { http, calls } = recording({
      image: 'i1',
      version_id: 'v1',
      categories: [{ type: 'couch', count: 1 }],
      objects: [],
      cached: false,
    });
    const detected = await createEditsApi(http).detectObjects('i1', 'v1');
    expect(calls[0]!.url).toBe('/api/v1/home-design/images/i1/detect_objects/');
    expect(detected.categories).toEqual([{ type: 'couch', count: 1 }]);
  });
});
