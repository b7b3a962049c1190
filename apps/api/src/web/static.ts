import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FirebaseWebConfig } from '../config.ts';
import {
  applyPagePolicy,
  inlineStylesOf,
  shareViewerPolicy,
  studioPolicy,
  type PagePolicy,
} from './securityHeaders.ts';
import { API_PREFIX, decodedPath } from '../plugins/requestPath.ts';

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
  /** The studio's sign-in: which Google origins its Content-Security-Policy must allow. */
  firebase: FirebaseWebConfig | null;
}

const PLACEHOLDER = '<!--hds-config-->';

/**
 * One app's index.html with the client configuration injected, served with that app's
 * Content-Security-Policy: the configuration script runs by the reply's nonce, so the policy
 * allows no inline script at all otherwise.
 */
function page(dist: string, name: string, clientConfig: Record<string, unknown>) {
  const file = join(dist, 'index.html');
  const html = existsSync(file)
    ? readFileSync(file, 'utf8')
    : `<!doctype html><meta charset="utf-8"><title>Home Design Studio</title><p>The ${name} is not built yet. Run <code>npm run build</code>.</p>`;
  // Zod (the API contract) probes `new Function('')` as each object schema is built, before any
  // app code runs; the CSP refuses it and the browser reports a violation. This global, which
  // zod reads when it loads, turns the probe off (its parsers work the same without it).
  const config = `globalThis.__zod_globalConfig={jitless:true};window.__HDS_CONFIG__=${inlineJson(clientConfig)}</script>`;
  const [before, after] = html.includes(PLACEHOLDER) ? html.split(PLACEHOLDER, 2) : [html, null];
  return {
    inlineStyles: inlineStylesOf(html),
    send(reply: FastifyReply, policy: PagePolicy) {
      const nonce = applyPagePolicy(reply, policy);
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      // react-aria reads the nonce for the <style> it adds from this meta element.
      const head = `<meta property="csp-nonce" nonce="${nonce}"><script nonce="${nonce}">${config}`;
      return reply.send(after === null ? before : `${before}${head}${after}`);
    },
  };
}

/**
 * Serves the built apps: hashed assets as immutable files, every other non-API path as the
 * studio's index.html (its router shows the 404 page), and /app/share/board/* as the share
 * viewer. The client configuration is injected into the HTML so one build runs anywhere.
 */
export async function webRoutes(app: FastifyInstance, opts: WebOptions) {
  const studio = page(opts.studioDist, 'studio', opts.clientConfig);
  const shareViewer = page(opts.shareViewerDist, 'share viewer', opts.clientConfig);
  const studioPage = studioPolicy(opts.firebase, studio.inlineStyles);
  const shareViewerPage = shareViewerPolicy(shareViewer.inlineStyles);

  app.get('/app/share/board/*', async (_request, reply) =>
    shareViewer.send(reply, shareViewerPage),
  );

  app.get('/share-viewer/*', async (request, reply) => {
    const rel = request.url.split('?')[0]!.slice('/share-viewer'.length);
    const file = resolveInside(opts.shareViewerDist, rel);
    if (!file) return reply.status(404).send({ detail: 'Not found.' });
    return sendFile(reply, file, rel.startsWith('/assets/'));
  });

  // Everything else that is not an API path: a static file of the studio, else its index.html.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // Decoded as the router decodes it: `/%61pi/…` is an API path too, never the studio page.
    if (decodedPath(request).startsWith(API_PREFIX))
      return reply.status(404).send({ detail: `Not found: GET ${path}` });
    if (path !== '/' && !path.endsWith('/index.html')) {
      const file = resolveInside(opts.studioDist, path);
      if (file) return sendFile(reply, file, path.startsWith('/assets/'));
      if (path.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not found.' });
    }
    return studio.send(reply, studioPage);
  });
}
