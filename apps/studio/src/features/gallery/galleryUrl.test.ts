import { describe, expect, it } from 'vitest';
import {
  galleryUrlDefaults as defaultGalleryFilters,
  readGalleryUrl,
  toListFilters,
  writeGalleryUrl,
} from './galleryUrl.ts';

describe('gallery URL state', () => {
  it('round-trips search, filters and view, leaving the defaults out', () => {
    const state = {
      search: 'linen sofa',
      filters: { ...defaultGalleryFilters, roomType: 'Living Room', sortBy: 'recent' as const },
      view: 'list' as const,
    };
    const params = writeGalleryUrl(state);
    expect(params.toString()).toBe('q=linen+sofa&room=Living+Room&sort=recent&view=list');
    expect(readGalleryUrl(params)).toEqual(state);
    expect(writeGalleryUrl(readGalleryUrl(new URLSearchParams())).toString()).toBe('');
  });

  it('reads unknown values as the defaults, so a hand-edited link never asks for a 400', () => {
    const state = readGalleryUrl(
      new URLSearchParams('category=Gothic&room=Garage&sort=random&time=decade&view=table'),
    );
    expect(state.filters).toEqual({
      category: 'All',
      style: 'All',
      roomType: 'All',
      sortBy: 'popular',
      timeRange: 'all',
    });
    expect(state.view).toBe('grid');
    expect(readGalleryUrl(new URLSearchParams({ q: 'x'.repeat(500) })).search).toHaveLength(200);
  });

  it('asks the list call with the filters as the client names them', () => {
    const state = readGalleryUrl(new URLSearchParams('q=oak&style=Farmhouse&time=week'));
    expect(toListFilters(state)).toEqual({
      search: 'oak',
      category: 'All',
      style: 'Farmhouse',
      roomType: 'All',
      sort: 'popular',
      timeRange: 'week',
    });
  });
});
