import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Serialises a value into an inline <script> without letting it close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A file inside `root`, or null: never escapes the folder. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function sendFile(reply: FastifyReply, file: string, immutable: boolean) {
  reply.header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  return reply.send(createReadStream(file));
}

export interface WebOptions {
  studioDist: string;
  shareViewerDist: string;
  /** Values the page reads from window.__HDS_CONFIG__ at startup. */
  clientConfig: Record<string, unknown>;
}

const PLACEHOLDER = '<!--hds-config-->';

/**
 * Serves the built apps: hashed assets as immutable files, every other non-API path as the
 * studio's index.html (its router shows the 404 page), and /app/share/board/* as the share
 * viewer. The client configuration is injected into the HTML so one build runs anywhere.
 */
export async function webRoutes(app: FastifyInstance, opts: WebOptions) {
  const script = `<script>window.__HDS_CONFIG__=${inlineJson(opts.clientConfig)}</script>`;
  const loadIndex = (dist: string) => {
    const file = join(dist, 'index.html');
    if (!existsSync(file)) return null;
    return readFileSync(file, 'utf8').replace(PLACEHOLDER, script);
  };
  const studioIndex = loadIndex(opts.studioDist);
  const shareIndex = loadIndex(opts.shareViewerDist);
  const missing = (name: string) =>
    `<!doctype html><meta charset="utf-8"><title>Home Design Studio</title><p>The ${name} is not built yet. Run <code>npm run build</code>.</p>`;

  app.get('/app/share/board/*', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(shareIndex ?? missing('share viewer'));
  });

  app.get('/share-viewer/*', async (request, reply) => {
    const rel = request.url.split('?')[0]!.slice('/share-viewer'.length);
    const file = resolveInside(opts.shareViewerDist, rel);
    if (!file) return reply.status(404).send({ detail: 'Not found.' });
    return sendFile(reply, file, rel.startsWith('/assets/'));
  });

  // Everything else that is not an API path: a static file of the studio, else its index.html.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/'))
      return reply.status(404).send({ detail: `Not found: GET ${path}` });
    if (path !== '/' && !path.endsWith('/index.html')) {
      const file = resolveInside(opts.studioDist, path);
      if (file) return sendFile(reply, file, path.startsWith('/assets/'));
      if (path.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not found.' });
    }
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(studioIndex ?? missing('studio'));
  });
}
