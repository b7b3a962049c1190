import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  STYLED_MANIFEST_PATHS,
  createStyledManifestQueries,
  fetchStyledManifest,
} from './styledManifestQueries.ts';
import { styledManifestPath, styledManifestStaticPath } from './contract/styledManifest.ts';
import { makeStyledManifest } from './msw/styledManifestHandlers.ts';

type Reply = { status: number; body: unknown } | Error;

function server(replies: Record<string, Reply>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    calls.push(path);
    const reply = replies[path];
    if (!reply) return new Response('not found', { status: 404 });
    if (reply instanceof Error) throw reply;
    return typeof reply.body === 'string'
      ? new Response(reply.body, { status: reply.status })
      : Response.json(reply.body, { status: reply.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const api = '/api/v1/home-design/styled-manifest/';
const staticFile = '/static/onboarding/styled_manifest.json';

describe('fetchStyledManifest', () => {
  it("uses the contract's paths", () => {
    expect(STYLED_MANIFEST_PATHS).toEqual({
      api: styledManifestPath,
      static: styledManifestStaticPath,
    });
  });

  it('reads the API and does not touch the static file when the API answers', async () => {
    const manifest = makeStyledManifest();
    const { fetch, calls } = server({ [api]: { status: 200, body: manifest } });
    await expect(fetchStyledManifest({ fetch })).resolves.toEqual(manifest);
    expect(calls).toEqual([api]);
    expect(Object.keys(manifest.images)).toHaveLength(256);
  });

  it('falls back to the static file when the API fails, is unreachable or is not a manifest', async () => {
    const manifest = makeStyledManifest({ available: (sel) => sel.style === 'modern' });
    for (const apiReply of [
      { status: 503, body: { detail: 'Service unavailable' } },
      new TypeError('Failed to fetch'),
      { status: 200, body: '<!doctype html><p>proxy</p>' },
      { status: 200, body: { images: [1, 2] } },
    ] satisfies Reply[]) {
      const { fetch, calls } = server({
        [api]: apiReply,
        [staticFile]: { status: 200, body: manifest },
      });
      await expect(fetchStyledManifest({ fetch })).resolves.toEqual(manifest);
      expect(calls).toEqual([api, staticFile]);
    }
  });

  it("rejects with the API's error when both fail", async () => {
    const { fetch } = server({ [api]: { status: 502, body: {} } });
    await expect(fetchStyledManifest({ fetch })).rejects.toThrow('HTTP error! status: 502');
  });

  it('prefixes both paths with the base URL', async () => {
    const { fetch, calls } = server({
      [`http://x.test${staticFile}`]: { status: 200, body: { images: {} } },
    });
    await expect(fetchStyledManifest({ fetch, baseUrl: 'http://x.test' })).resolves.toEqual({
      images: {},
    });
    expect(calls).toEqual([`http://x.test${api}`, `http://x.test${staticFile}`]);
  });
});

describe('createStyledManifestQueries', () => {
  it('caches the manifest under one key', async () => {
    const manifest = makeStyledManifest();
    const { fetch, calls } = server({ [api]: { status: 200, body: manifest } });
    const queries = createStyledManifestQueries({ fetch });
    const client = new QueryClient();
    await expect(client.fetchQuery(queries.manifest())).resolves.toEqual(manifest);
    await client.fetchQuery(queries.manifest());
    expect(calls).toEqual([api]);
    expect(queries.manifest().queryKey).toEqual(queries.all());
  });
});
