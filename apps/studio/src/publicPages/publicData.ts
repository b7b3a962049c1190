import {
  createGalleryApi,
  ApiError,
  type GalleryItem,
  type GalleryList,
  type HttpClient,
} from '@hds/api-client';
import {
  readGalleryUrl,
  toListFilters,
  type GalleryUrlState,
} from '../features/gallery/galleryUrl.ts';

/**
 * What a public page (issue #41) is rendered from, on the server and again in the browser that
 * hydrates it: the route, the URL's gallery state and the server's data for it. The server
 * puts it in the page as JSON; the browser reads it back, so both render the same tree.
 */
export type PublicPageData =
  | { page: 'gallery'; url: GalleryUrlState; query: string; list: GalleryList; missing?: boolean }
  | { page: 'design'; url: GalleryUrlState; query: string; item: GalleryItem }
  | { page: 'consultation'; plan: string | null };

/** The public page of a path, or null: the studio (or a 404) serves the others. */
export function publicRoute(
  path: string,
): { page: 'gallery' } | { page: 'design'; id: string } | { page: 'consultation' } | null {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (p === '/app/gallery') return { page: 'gallery' };
  if (p === '/app/consultation') return { page: 'consultation' };
  // `/app/gallery/moderation` is the moderators' studio page, not a design.
  const design = /^\/(?:app\/)?gallery\/([A-Za-z0-9_-]{1,64})$/.exec(p);
  if (design && design[1] !== 'moderation') return { page: 'design', id: design[1]! };
  return null;
}

/**
 * Loads a public page's data through the API (on the server: the app's own routes, in process).
 * A design that is not published falls back to the gallery with `missing` set.
 */
export async function loadPublicPage(
  path: string,
  search: string,
  http: HttpClient,
): Promise<PublicPageData | null> {
  const route = publicRoute(path);
  if (!route) return null;
  const params = new URLSearchParams(search);
  if (route.page === 'consultation') return { page: 'consultation', plan: params.get('plan') };
  const api = createGalleryApi(http);
  const url = readGalleryUrl(params);
  const query = params.toString();
  if (route.page === 'design') {
    try {
      return { page: 'design', url, query, item: await api.get(route.id) };
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404) throw err;
      return {
        page: 'gallery',
        url,
        query,
        list: await api.list(toListFilters(url)),
        missing: true,
      };
    }
  }
  return { page: 'gallery', url, query, list: await api.list(toListFilters(url)) };
}

/** The id of the element holding the page's data (a JSON block: never executed). */
export const PUBLIC_DATA_ID = 'hds-public-data';
