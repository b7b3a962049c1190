import { galleryPaths, type GalleryItem } from '@hds/api-client/contract';
import type { GalleryRow } from './repository.ts';

const imageUrl = (id: string, i: 0 | 1, size: 'full' | 'thumb') => galleryPaths.image(id, i, size);

/** A gallery row as the wire shape; `extra` adds what only its author or a moderator sees. */
export function serialize(
  row: GalleryRow,
  liked: boolean,
  extra: Partial<
    Pick<GalleryItem, 'status' | 'reports' | 'report_reasons' | 'report_entries'>
  > = {},
): GalleryItem {
  const beforeAfter = row.show_before_after === 1 && !!row.before_key;
  let tags: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.tags);
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === 'string');
  } catch {
    tags = [];
  }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    images: [
      {
        transformed_url: imageUrl(row.id, 0, 'full'),
        thumbnail_url: imageUrl(row.id, 0, 'thumb'),
        srcset: galleryPaths.imageSrcset(row.id, 0),
        original_url: beforeAfter ? imageUrl(row.id, 1, 'full') : null,
      },
    ],
    author: { name: row.author_name, avatar: null, badge: row.author_badge },
    tags,
    category: row.category,
    style: row.style,
    roomType: row.room_type,
    location: row.location,
    featured: row.featured === 1,
    premium: row.premium === 1,
    stats: { views: Number(row.views), likes: Number(row.likes), shares: Number(row.shares) },
    liked,
    showBeforeAfter: beforeAfter,
    download_url: galleryPaths.download(row.id),
    created_at: row.created_at,
    under_review: row.status === 'published' && Number(row.counted_reports) > 0,
    ...extra,
  };
}
