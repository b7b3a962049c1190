import { describe, expect, it } from 'vitest';
import { makeImage, makeProject, makeVersion } from '@hds/api-client/msw';
import { markPrimary, withPrimary } from './primaryCache.ts';

const original = makeVersion({ id: 'v1', image: 'img-1', kind: 'original', is_primary: true });
const edit = makeVersion({ id: 'v2', image: 'img-1', kind: 'edited', is_primary: false });
const other = makeVersion({ id: 'v9', image: 'img-2', kind: 'original', is_primary: true });

describe('markPrimary', () => {
  it('makes the chosen version the only primary of its image', () => {
    const next = markPrimary([original, edit], 'img-1', 'v2');
    expect(next.map((v) => [v.id, v.is_primary])).toEqual([
      ['v1', false],
      ['v2', true],
    ]);
  });

  it('leaves a list without that version as it was (same reference)', () => {
    const list = [other];
    expect(markPrimary(list, 'img-1', 'v2')).toBe(list);
  });

  it('keeps unchanged versions as the same objects', () => {
    const third = makeVersion({ id: 'v3', image: 'img-1', is_primary: false });
    const next = markPrimary([original, edit, third], 'img-1', 'v2');
    expect(next[2]).toBe(third);
  });
});

describe('withPrimary', () => {
  it('updates a version list', () => {
    const next = withPrimary([original, edit], 'img-1', 'v2');
    expect(next.find((v) => v.is_primary)?.id).toBe('v2');
  });

  it("updates an image's versions", () => {
    const image = makeImage({ id: 'img-1', versions: [original, edit] });
    const next = withPrimary(image, 'img-1', 'v2');
    expect(next.versions.find((v) => v.is_primary)?.id).toBe('v2');
    expect(image.versions[0]!.is_primary).toBe(true);
  });

  it("updates only the matching image inside a project's images", () => {
    const one = makeImage({ id: 'img-1', versions: [original, edit] });
    const two = makeImage({ id: 'img-2', versions: [other] });
    const next = withPrimary(makeProject({ images: [one, two] }), 'img-1', 'v2');
    expect(next.images[0]!.versions.find((v) => v.is_primary)?.id).toBe('v2');
    expect(next.images[1]).toBe(two);
  });

  it('updates a list of images', () => {
    const next = withPrimary(
      [makeImage({ id: 'img-1', versions: [original, edit] })],
      'img-1',
      'v2',
    );
    expect(next[0]!.versions[1]!.is_primary).toBe(true);
  });

  it('passes anything else through untouched', () => {
    const unrelated = { activities: [] };
    expect(withPrimary(unrelated, 'img-1', 'v2')).toBe(unrelated);
    expect(withPrimary(undefined, 'img-1', 'v2')).toBeUndefined();
  });
});
