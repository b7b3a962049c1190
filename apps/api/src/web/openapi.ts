import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@hds/api-client/openapi';
import { applyPagePolicy, type PagePolicy } from './securityHeaders.ts';

/** The OpenAPI document of the API, generated from the contract's route table. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The API reference page (Swagger UI, served from this origin: no CDN). */
export const DOCS_PATH = '/api/docs';
/** Swagger UI's own files and the page's start script. */
export const DOCS_ASSETS = `${DOCS_PATH}/assets`;

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files of swagger-ui-dist this server hands out, with their types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Starts Swagger UI on the document; an external file, so the page's CSP needs no inline script. */
const INIT_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    tryItOutEnabled: false,
    validatorUrl: null,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Home Design Studio API reference</title>
    <link rel="icon" href="${DOCS_ASSETS}/favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_ASSETS}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"><p>Loading the API reference…</p></main>
    <noscript><p>The reference needs JavaScript; the raw description is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript>
    <script src="${DOCS_ASSETS}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_ASSETS}/init.js"></script>
  </body>
</html>
`;

/** The docs page loads only its own origin's files; it fetches the document from here too. */
const DOCS_POLICY: PagePolicy = {
  scriptSrc: [],
  connectSrc: [],
  frameSrc: [],
  inlineStyles: [],
  frameAncestors: [],
  openerPolicy: 'same-origin',
};

export async function openApiRoutes(app: FastifyInstance, opts: { version: string }) {
  let document: string | undefined;
  const cache = new Map<string, Buffer>();

  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument({ version: opts.version }));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(document);
  });

  app.get(DOCS_PATH, async (_request, reply) => {
    applyPagePolicy(reply, DOCS_POLICY);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PAGE);
  });

  app.get<{ Params: { file: string } }>(`${DOCS_ASSETS}/:file`, async (request, reply) => {
    const { file } = request.params;
    if (file === 'init.js') {
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(INIT_SCRIPT);
    }
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) return reply.status(404).send({ detail: 'Not found.' });
    let body = cache.get(file);
    if (!body) {
      body = await readFile(join(swaggerDir, file));
      cache.set(file, body);
    }
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  });
}
