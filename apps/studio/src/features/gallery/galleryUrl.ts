import {
  GALLERY_CATEGORIES,
  GALLERY_ROOM_TYPES,
  GALLERY_SORTS,
  GALLERY_STYLES,
  GALLERY_TIME_RANGES,
  type GalleryFilterParams,
} from '@hds/api-client';
import type { GalleryFilterValues, GalleryViewMode } from '@hds/ui';

/** Spec part 2 §9 defaults (as `@hds/ui`'s `defaultGalleryFilters`; kept here so this module loads without styles). */
export const galleryUrlDefaults: GalleryFilterValues = {
  category: 'All',
  style: 'All',
  roomType: 'All',
  sortBy: 'popular',
  timeRange: 'all',
};
const defaultGalleryFilters = galleryUrlDefaults;

/**
 * The gallery's search, filters and view live in the URL (issue #20: back/forward and reload
 * keep them): `q`, `category`, `style`, `room`, `sort`, `time`, `view`. Defaults are left out;
 * unknown values read as the default, so a hand-edited link never asks the server for a 400.
 */
export interface GalleryUrlState {
  search: string;
  filters: GalleryFilterValues;
  view: GalleryViewMode;
}

const pick = <T extends string>(list: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : fallback;

export function readGalleryUrl(params: URLSearchParams): GalleryUrlState {
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    filters: {
      category: pick(GALLERY_CATEGORIES, params.get('category'), 'All'),
      style: pick(GALLERY_STYLES, params.get('style'), 'All'),
      roomType: pick(GALLERY_ROOM_TYPES, params.get('room'), 'All'),
      sortBy: pick(GALLERY_SORTS, params.get('sort'), defaultGalleryFilters.sortBy),
      timeRange: pick(GALLERY_TIME_RANGES, params.get('time'), defaultGalleryFilters.timeRange),
    },
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

export function writeGalleryUrl(state: GalleryUrlState): URLSearchParams {
  const p = new URLSearchParams();
  const { filters: f } = state;
  if (state.search) p.set('q', state.search);
  if (f.category !== 'All') p.set('category', f.category);
  if (f.style !== 'All') p.set('style', f.style);
  if (f.roomType !== 'All') p.set('room', f.roomType);
  if (f.sortBy !== defaultGalleryFilters.sortBy) p.set('sort', f.sortBy);
  if (f.timeRange !== defaultGalleryFilters.timeRange) p.set('time', f.timeRange);
  if (state.view === 'list') p.set('view', 'list');
  return p;
}

/** What the list call is asked for. */
export const toListFilters = (s: GalleryUrlState): GalleryFilterParams => ({
  search: s.search,
  category: s.filters.category,
  style: s.filters.style,
  roomType: s.filters.roomType,
  sort: s.filters.sortBy,
  timeRange: s.filters.timeRange,
});
