import { galleryItemPath, galleryPaths } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import { galleryRepository, type GalleryRow } from './repository.ts';

const SITE = 'Home Design Studio';
const DESCRIPTION_MAX = 200;

/** Text for an HTML attribute or element: `& < > " '` escaped, so nothing in it is markup. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The item id of a shared gallery link (`/gallery/{id}` or `/app/gallery/{id}`), else null. */
export function galleryLinkId(path: string): string | null {
  const m = /^\/(?:app\/)?gallery\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  return m ? m[1]! : null;
}

/**
 * The head tags of a published item's page: `<title>`, Open Graph and the large-image Twitter
 * card, so a shared link previews with the design. Every value is escaped; the image is the
 * item's stable (not expiring) image URL, absolute on `origin`.
 */
export function galleryMetaTags(row: GalleryRow, origin: string): string {
  const title = `${row.title} · ${SITE}`;
  const text = row.description.trim() || `${row.title}, a design in the ${SITE} gallery.`;
  const description =
    text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', origin + galleryPaths.image(row.id, 0, 'full')],
    ['property', 'og:image:alt', row.title],
    ['property', 'og:url', origin + galleryItemPath(row.id)],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join('');
}

/**
 * The head tags for a path of the studio when it is a shared link of a published item (one read
 * by primary key), else null: an unknown, hidden or removed item gets the plain page, whose
 * router then shows not-found.
 */
export function galleryPageMeta(db: Db) {
  const gallery = galleryRepository(db);
  return async (path: string, origin: () => string): Promise<string | null> => {
    const id = galleryLinkId(path);
    if (!id) return null;
    const row = await gallery.findPublished(id);
    return row ? galleryMetaTags(row, origin()) : null;
  };
}
