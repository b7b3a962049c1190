import { describe, expect, it } from 'vitest';
import { Version } from './images.ts';
import { maxUpscaleScale, upscaleFits, upscaleMessages } from './upscale.ts';

describe('upscale output limit (40 MP, the upload pixel limit)', () => {
  it('names the largest scale a picture allows', () => {
    expect(maxUpscaleScale(1580, 1000)).toBe(4); // 25.3 MP at ×4
    expect(maxUpscaleScale(2000, 1500)).toBe(2); // 48 MP at ×4, 12 MP at ×2
    expect(maxUpscaleScale(4000, 3000)).toBeNull(); // 48 MP at ×2
    expect(upscaleFits(3162, 3162, 2)).toBe(true);
    expect(upscaleFits(3163, 3163, 2)).toBe(false);
  });

  it('says the size, the limit and what to choose instead', () => {
    expect(upscaleMessages.tooLarge(2000, 1500, 4)).toBe(
      'At ×4 this image would be 8000 × 6000 px; the largest is 40 MP. Choose ×2.',
    );
    expect(upscaleMessages.tooLarge(4000, 3000, 2)).toBe(
      'At ×2 this image would be 8000 × 6000 px; the largest is 40 MP. This image is too large to upscale.',
    );
    expect(upscaleMessages.scaleTooLarge(4)).toBe('×4 would exceed 40 MP for this photo');
  });

  it('is optional on a version, so replies of older servers still parse', () => {
    const v = {
      id: 'v',
      image: 'i',
      label: '',
      description: '',
      kind: 'original',
      operation: null,
      status: 'completed',
      is_primary: true,
      is_favorite: false,
      storage_url: null,
      preview_url: null,
      thumbnail_url: null,
      width: 10,
      height: 10,
      created_at: '2026-01-01T00:00:00Z',
      branch_name: 'main',
      tags: [],
      params: {},
      job_id: null,
      parent: null,
    };
    expect(Version.parse(v).max_upscale).toBeUndefined();
    expect(Version.parse({ ...v, max_upscale: null }).max_upscale).toBeNull();
    expect(() => Version.parse({ ...v, max_upscale: 3 })).toThrow();
  });
});
