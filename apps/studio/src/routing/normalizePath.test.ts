import { describe, expect, it } from 'vitest';
import { normalizePath, normalizedLocation } from './normalizePath.ts';

describe('normalizePath', () => {
  it.each([
    ['/app//projects/', '/app/projects'],
    ['//app///boards//12/', '/app/boards/12'],
    ['/', '/'],
    ['//', '/'],
    ['/app/playground', '/app/playground'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('normalizedLocation', () => {
  it('keeps the query and hash when it rewrites', () => {
    expect(
      normalizedLocation({ pathname: '/app//playground/', search: '?imageId=1', hash: '#x' }),
    ).toBe('/app/playground?imageId=1#x');
  });
  it('returns null for a normal path', () => {
    expect(normalizedLocation({ pathname: '/app/projects', search: '', hash: '' })).toBeNull();
  });
});
