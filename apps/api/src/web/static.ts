import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirebaseWebConfig } from '../config.ts';
import {
  applyPagePolicy,
  inlineStylesOf,
  shareViewerPolicy,
  studioPolicy,
  type PagePolicy,
} from './securityHeaders.ts';
import { API_PREFIX, decodedPath } from '../plugins/requestPath.ts';
import { inlineJson } from './inlineJson.ts';
import { PUBLIC_PAGE, publicPageRenderer } from './publicPages.ts';

/** A file inside `root` (its path relative to it), or null: never escapes the folder. */
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
    return statSync(file).isFile() ? file.slice(root.length) : null;
  } catch {
    return null;
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One file of a build through @fastify/static: the `.br` or `.gz` twin the build wrote beside
 * it when the browser accepts one (tools/dev/compress.mjs), ETag and Last-Modified
 * for revalidation, ranges. Hashed assets are cached for a year, everything else revalidated.
 */
function sendFile(reply: FastifyReply, root: string, rel: string, immutable: boolean) {
  reply.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
  return reply.sendFile(rel, root, { cacheControl: false });
}

/** The content coding of a page reply: brotli, else gzip, else none (RFC 9110 q-values). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Compresses one page reply (a few tens of KB: well under a millisecond at these levels). */
function encodePage(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      })
    : gzipSync(html, { level: 6 });
}

export interface WebOptions {
  studioDist: string;
  shareViewerDist: string;
  /** Values the page reads from window.__HDS_CONFIG__ at startup. */
  clientConfig: Record<string, unknown>;
  /** The studio's sign-in: which Google origins its Content-Security-Policy must allow. */
  firebase: FirebaseWebConfig | null;
  /**
   * Head tags for a studio path (a shared gallery link's title and Open Graph tags, see
   * features/gallery/pageMeta.ts), replacing the page's `<title>`; null for the plain page.
   */
  pageMeta?: (path: string, origin: () => string) => Promise<string | null>;
}

const TITLE = /<title>[^<]*<\/title>/;

const PLACEHOLDER = '<!--hds-config-->';
/** The landing build's page, served at `/` (apps/studio/vite.landing.config.ts). */
const LANDING = 'landing.html';

/**
 * One HTML page of a build with the client configuration injected, served with that app's
 * Content-Security-Policy: the configuration script runs by the reply's nonce, so the policy
 * allows no inline script at all otherwise. The reply is compressed per request (it carries a
 * fresh nonce, so it cannot be precompressed) and never cached without revalidation.
 */
function page(dist: string, file: string, name: string, clientConfig: Record<string, unknown>) {
  const path = join(dist, file);
  const html = existsSync(path)
    ? readFileSync(path, 'utf8')
    : `<!doctype html><meta charset="utf-8"><title>Home Design Studio</title><p>The ${name} is not built yet. Run <code>npm run build</code>.</p>`;
  // Zod (the API contract) probes `new Function('')` as each object schema is built, before any
  // app code runs; the CSP refuses it and the browser reports a violation. This global, which
  // zod reads when it loads, turns the probe off (its parsers work the same without it).
  const config = `globalThis.__zod_globalConfig={jitless:true};window.__HDS_CONFIG__=${inlineJson(clientConfig)}</script>`;
  const [before, after] = html.includes(PLACEHOLDER) ? html.split(PLACEHOLDER, 2) : [html, null];
  // Around the page's title, for a page with head tags of its own (split once, here).
  const titled = TITLE.exec(before);
  const [untitled, retitled] = titled
    ? [before.slice(0, titled.index), before.slice(titled.index + titled[0].length)]
    : [before, ''];
  return {
    inlineStyles: inlineStylesOf(html),
    /** `meta`: head tags that take the place of the page's `<title>`; `fill`: text for marks. */
    send(
      request: FastifyRequest,
      reply: FastifyReply,
      policy: PagePolicy,
      meta?: string | null,
      fill?: Record<string, string | ((nonce: string) => string)>,
    ) {
      const nonce = applyPagePolicy(reply, policy);
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      reply.header('Vary', 'Accept-Encoding');
      // react-aria reads the nonce for the <style> it adds from this meta element.
      const head = `<meta property="csp-nonce" nonce="${nonce}"><script nonce="${nonce}">${config}`;
      const top = meta ? `${untitled}${meta}${retitled}` : before;
      let body = after === null ? top : `${top}${head}${after}`;
      for (const [mark, text] of Object.entries(fill ?? {}))
        body = body.replace(mark, () => (typeof text === 'string' ? text : text(nonce)));
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(body);
      reply.header('Content-Encoding', encoding);
      return reply.send(encodePage(body, encoding));
    },
  };
}

/**
 * Serves the built apps: `/` as the prerendered landing page (the studio's landing build,
 * dist/landing.html), hashed assets as immutable files, every other non-API path as the
 * studio's index.html (its router shows the 404 page), and /app/share/board/* as the share
 * viewer. The client configuration is injected into the HTML so one build runs anywhere.
 */
export async function webRoutes(app: FastifyInstance, opts: WebOptions) {
  // Files only through reply.sendFile (the routes below decide what is served, and how long
  // it is cached); the precompressed twins are picked by the request's Accept-Encoding.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  const studio = page(opts.studioDist, 'index.html', 'studio', opts.clientConfig);
  // A build without the landing (or an older one) serves the studio at `/` too.
  const landing = existsSync(join(opts.studioDist, LANDING))
    ? page(opts.studioDist, LANDING, 'studio', opts.clientConfig)
    : studio;
  const shareViewer = page(opts.shareViewerDist, 'index.html', 'share viewer', opts.clientConfig);
  const studioPage = studioPolicy(opts.firebase, studio.inlineStyles);
  // The landing starts Firebase Auth when the visitor signs in: the studio's policy, with the
  // landing's own inline styles.
  const landingPage = studioPolicy(opts.firebase, landing.inlineStyles);
  const shareViewerPage = shareViewerPolicy(shareViewer.inlineStyles);
  // The gallery, a design and the consultation form for a visitor: rendered per request.
  const renderPublic = await publicPageRenderer(app, opts.studioDist);
  const publicPage =
    renderPublic && page(opts.studioDist, PUBLIC_PAGE, 'studio', opts.clientConfig);
  const publicPolicy = publicPage && studioPolicy(opts.firebase, publicPage.inlineStyles);

  // The pages compress themselves and the files come with their build's twins: no
  // @fastify/compress on these routes (app.ts).
  const own = { compress: false as const };
  app.get('/app/share/board/*', own, async (request, reply) =>
    shareViewer.send(request, reply, shareViewerPage),
  );

  app.get('/share-viewer/*', own, async (request, reply) => {
    const rel = request.url.split('?')[0]!.slice('/share-viewer'.length);
    const file = resolveInside(opts.shareViewerDist, rel);
    if (!file) return reply.status(404).send({ detail: 'Not found.' });
    return sendFile(reply, opts.shareViewerDist, file, rel.startsWith('/assets/'));
  });

  // Everything else that is not an API path: a static file of the studio, else its index.html.
  app.get('/*', own, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // Decoded as the router decodes it: `/%61pi/…` is an API path too, never the studio page.
    if (decodedPath(request).startsWith(API_PREFIX))
      return reply.status(404).send({ detail: `Not found: GET ${path}` });
    if (path === '/') return landing.send(request, reply, landingPage);
    // The public pages' server renderer is not a file to serve.
    if (path.startsWith('/ssr/')) return reply.status(404).send({ detail: 'Not found.' });
    if (!path.endsWith('.html')) {
      const file = resolveInside(opts.studioDist, path);
      if (file) return sendFile(reply, opts.studioDist, file, path.startsWith('/assets/'));
      if (path.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not found.' });
    }
    const meta = await opts.pageMeta?.(path, () => app.publicOrigin(request));
    const fill = renderPublic && (await renderPublic(request, path));
    if (fill && publicPage && publicPolicy)
      return publicPage.send(request, reply, publicPolicy, meta, fill);
    return studio.send(request, reply, studioPage, meta);
  });
}
