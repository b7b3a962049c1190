/**
 * The OpenAPI description (issue #27): generated from the contract's route table, it covers
 * every route the server registers (a route without a table entry fails here), validates as
 * OpenAPI 3.1, and is served with a self-hosted reference page under the site's CSP.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiRouteKey, apiRoutes, openApiPath } from '@hds/api-client/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_ASSETS, DOCS_PATH, OPENAPI_PATH } from '../src/web/openapi.ts';
import { registeredRoutes } from './security/routes.ts';
import { startTestServer } from './helpers/server.ts';

/**
 * Registered routes that are not part of the HTTP API, named one by one: the health and readiness
 * probes and the Prometheus metrics (docs/operations.md), signed
 * media, onboarding static files, the reference page's own assets, the Auth emulator proxy, the
 * embed script and the built web apps.
 */
const INTERNAL = [
  /^GET \/api\/health$/,
  /^GET \/api\/ready$/,
  /^GET \/metrics$/,
  /^GET \/media\//,
  /^GET \/static\/onboarding\//,
  new RegExp(`^GET ${DOCS_ASSETS}/\\{file\\}$`),
  /^\w+ \/identitytoolkit\.googleapis\.com\//,
  /^\w+ \/securetoken\.googleapis\.com\//,
  /^\w+ \/emulator\//,
  /^GET \/embed\/v1\.js$/,
  /^GET \/app\/share\/board\/\*$/,
  /^GET \/share-viewer\/\*$/,
  /^GET \/\*$/,
];

let server: Awaited<ReturnType<typeof startTestServer>>;
let docText = '';
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { security: unknown[]; responses: object }>>;
};

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  docText = res.body;
  doc = res.json();
});
afterAll(() => server?.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(docText) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the server registers (internal ones named above excepted)', () => {
    const registered = registeredRoutes(server.app).map((r) =>
      apiRouteKey({ method: r.method, path: openApiPath(r.url) }),
    );
    const api = registered.filter((key) => !INTERNAL.some((re) => re.test(key)));
    const inTable = new Set(apiRoutes.map(apiRouteKey));
    const inDoc = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect(api.filter((key) => !inTable.has(key))).toEqual([]);
    expect(api.filter((key) => !inDoc.has(key))).toEqual([]);
    // And nothing in the table is stale: every entry is a route the server has.
    const served = new Set(registered);
    expect(apiRoutes.map(apiRouteKey).filter((key) => !served.has(key))).toEqual([]);
    expect(api.length).toBeGreaterThan(100);
  });

  it('describes errors, paging, idempotency and rate-limit headers', () => {
    const edit = doc.paths['/api/v1/home-design/transformations/{type}/']!.post as unknown as {
      parameters: { name: string; in: string }[];
      security: Record<string, string[]>[];
      responses: Record<string, { content?: object; headers?: Record<string, unknown> }>;
    };
    expect(edit.security).toEqual([{ session: [] }, { apiKey: ['edit'] }]);
    expect(edit.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
    expect(Object.keys(edit.responses)).toEqual(
      expect.arrayContaining(['202', '400', '401', '403', '404', '422', '429']),
    );
    expect(edit.responses['400']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
    expect(Object.keys(edit.responses['429']!.headers!)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining']),
    );
    const projects = doc.paths['/api/v1/home-design/projects/']!.get as unknown as {
      parameters: { name: string }[];
      description: string;
    };
    expect(projects.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'page_size']),
    );
    expect(projects.description).toMatch(/Paged/);
    // Key management is for sessions only.
    expect(doc.paths['/api/v1/home-design/api-keys/']!.post!.security).toEqual([{ session: [] }]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page from this origin under a strict CSP', async () => {
    const res = await server.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    // No third-party origin anywhere in the page: every asset is ours.
    expect(res.body).not.toMatch(/https?:\/\//);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(
      expect.arrayContaining([`${DOCS_ASSETS}/swagger-ui-bundle.js`, `${DOCS_ASSETS}/init.js`]),
    );
    for (const url of assets.filter((u) => u.startsWith(DOCS_ASSETS))) {
      const asset = await server.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body.length, url).toBeGreaterThan(20);
    }
    const init = await server.app.inject({ method: 'GET', url: `${DOCS_ASSETS}/init.js` });
    expect(init.body).toContain(OPENAPI_PATH);
  });

  it('hands out only the reference page’s own files', async () => {
    for (const file of ['package.json', 'index.html', '..%2Fpackage.json', 'swagger-ui.js.map']) {
      const res = await server.app.inject({ method: 'GET', url: `${DOCS_ASSETS}/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});
