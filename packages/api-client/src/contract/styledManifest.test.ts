import { describe, expect, it } from 'vitest';
import {
  allStyledSelections,
  parseStyledFileName,
  styledFileName,
  styledImageAvailable,
  styledManifestSchema,
} from './styledManifest.ts';

describe('styled manifest names', () => {
  it('follows living_room_{style}_{lighting}_{wallColor}_{with_watermark|no_watermark}.jpg', () => {
    expect(
      styledFileName({
        style: 'modern',
        lighting: 'golden_hour',
        wallColor: 'warm_gray',
        watermark: false,
      }),
    ).toBe('living_room_modern_golden_hour_warm_gray_no_watermark.jpg');
    expect(
      styledFileName({
        style: 'industrial',
        lighting: 'warm_light',
        wallColor: 'navy_blue',
        watermark: true,
      }),
    ).toBe('living_room_industrial_warm_light_navy_blue_with_watermark.jpg');
  });

  it('has 256 distinct names that parse back to their selection', () => {
    const all = allStyledSelections();
    const names = all.map(styledFileName);
    expect(new Set(names).size).toBe(256);
    for (const [i, name] of names.entries()) expect(parseStyledFileName(name)).toEqual(all[i]);
    expect(parseStyledFileName('living_room_modern_noon_white_no_watermark.jpg')).toBeNull();
    expect(parseStyledFileName('../living_room_modern_twilight_white_no_watermark.jpg')).toBeNull();
  });

  it('counts existing and generated as available, and validates the document', () => {
    expect(styledImageAvailable({ url: '/a.jpg', status: 'existing' })).toBe(true);
    expect(styledImageAvailable({ url: '/a.jpg', status: 'generated' })).toBe(true);
    expect(styledImageAvailable({ url: '/a.jpg', status: 'pending' })).toBe(false);
    expect(styledImageAvailable(undefined)).toBe(false);
    expect(
      styledManifestSchema.safeParse({ images: { a: { url: '/a', status: 'done' } } }).success,
    ).toBe(false);
  });
});
