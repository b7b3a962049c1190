import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@hds/api-client/contract';
import { inlineJson } from './inlineJson.ts';

/** The studio build's server renderer of the public pages (apps/studio/src/publicPages/server.tsx). */
interface PublicRenderer {
  renderPublicPage(
    path: string,
    search: string,
    fetch: typeof globalThis.fetch,
  ): Promise<{ data: unknown; html: string; css: string; head?: string } | null>;
}

/** Where the studio's build puts the renderer (apps/studio/scripts/publicPages.mjs). */
export const PUBLIC_RENDERER = join('ssr', 'public.mjs');
/** The template the rendered page goes into. */
export const PUBLIC_PAGE = 'public.html';
/** Where the markup and its data go in the template. */
const MARKUP = '<!--public-->';
const DATA = '<!--public-data-->';
const STYLE = '<!--public-style-->';

/**
 * The public pages of issue #41 — `/app/gallery`, a design's `/gallery/{id}` (and
 * `/app/gallery/{id}`), `/app/consultation` — rendered per request for a visitor: the page's
 * data comes from the API's own routes, called in process (`app.inject`, so the page shows
 * exactly what the gallery's endpoint answers a visitor), and the markup, with that data as a
 * JSON block for the browser's hydration, fills the build's `public.html`. A request with a
 * session cookie gets the studio instead (its shell, with the Gallery item); so does a build
 * without the renderer. Returns the template's fill, or null when the studio serves the path.
 */
export async function publicPageRenderer(app: FastifyInstance, studioDist: string) {
  const file = join(studioDist, PUBLIC_RENDERER);
  if (!existsSync(file) || !existsSync(join(studioDist, PUBLIC_PAGE))) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PublicRenderer;

  // The renderer's API calls, answered by this server's own routes as for a visitor (no cookie).
  const local: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const type = reply.headers['content-type'];
    return new Response(reply.statusCode === 204 ? null : reply.body, {
      status: reply.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };

  return async (
    request: FastifyRequest,
    path: string,
  ): Promise<Record<string, string | ((nonce: string) => string)> | null> => {
    if (request.cookies[SESSION_COOKIE]) return null;
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    let page: Awaited<ReturnType<PublicRenderer['renderPublicPage']>>;
    try {
      page = await renderer.renderPublicPage(path, search, local);
    } catch (err) {
      // The studio's page shows the same content (and its error states) from the browser.
      request.log.error({ err }, 'public page not rendered; the studio serves it');
      return null;
    }
    if (!page) return null;
    const { css } = page;
    const head = page.head ?? '';
    return {
      [MARKUP]: page.html,
      // The markup's style attributes, as rules (the CSP refuses style attributes).
      // After the head's own tags (a design page's image preload).
      [STYLE]: (nonce) => head + (css ? `<style nonce="${nonce}">${css}</style>` : ''),
      // A JSON block is data, never run: the page's CSP has nothing to allow for it.
      [DATA]: `<script type="application/json" id="hds-public-data">${inlineJson(page.data)}</script>`,
    };
  };
}
