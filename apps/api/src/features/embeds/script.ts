import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pageEncoding } from '../../web/static.ts';

/** 503 while apps/embeds has not been built (`npm run build`). */
export const EMBED_SCRIPT_MISSING = 'The embed script is not built.';

/** Partners' pages load the script on every visit: cached briefly, then revalidated (ETag). */
export const EMBED_SCRIPT_CACHE = 'public, max-age=300, must-revalidate';

interface Built {
  mtimeMs: number;
  size: number;
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * `GET /embed/v1.js`: the partner widgets (apps/embeds, issue #21), loaded by a classic
 * `<script src>` from any website. So it is served to every origin: `Access-Control-Allow-Origin:
 * *` (no credentials; a `crossorigin` script tag works too) and `Cross-Origin-Resource-Policy:
 * cross-origin` (a host page with COEP may load it). What the widgets may then do is decided
 * per embed by the API's CORS and Origin checks, not here. The file is read when it changes,
 * compressed once (brotli, gzip), and answered with a strong ETag.
 */
export async function embedScriptRoutes(app: FastifyInstance, opts: { dist: string }) {
  const file = join(opts.dist, 'v1.js');
  let built: Built | null = null;

  const load = (): Built | null => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (built && built.mtimeMs === stat.mtimeMs && built.size === stat.size) return built;
    const raw = readFileSync(file);
    built = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 32)}"`,
      raw,
      br: brotliCompressSync(raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    return built;
  };

  app.get('/embed/v1.js', { compress: false }, async (request, reply) => {
    const script = load();
    if (!script) {
      reply.header('Cache-Control', 'no-store');
      return reply.status(503).send({ detail: EMBED_SCRIPT_MISSING });
    }
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', EMBED_SCRIPT_CACHE)
      .header('ETag', script.etag)
      .header('Vary', 'Accept-Encoding')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === script.etag)) {
      return reply.status(304).send();
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(script.raw);
    reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? script.br : script.gzip);
  });
}
