import { describe, expect, it } from 'vitest';
import { publicRoute } from './publicData.ts';

describe('publicRoute', () => {
  it('names the pages a visitor gets from the server', () => {
    expect(publicRoute('/app/gallery')).toEqual({ page: 'gallery' });
    expect(publicRoute('/app/gallery/')).toEqual({ page: 'gallery' });
    expect(publicRoute('/app/consultation')).toEqual({ page: 'consultation' });
    expect(publicRoute('/gallery/abc-123')).toEqual({ page: 'design', id: 'abc-123' });
    expect(publicRoute('/app/gallery/abc_123/')).toEqual({ page: 'design', id: 'abc_123' });
  });

  it('leaves the studio its own pages and anything malformed', () => {
    for (const path of [
      '/',
      '/app/gallery/moderation',
      '/app/projects',
      '/gallery',
      '/gallery/a/b',
      '/gallery/%3Cx%3E',
      `/gallery/${'x'.repeat(65)}`,
    ])
      expect(publicRoute(path), path).toBeNull();
  });
});
