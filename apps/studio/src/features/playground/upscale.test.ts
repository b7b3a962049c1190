import { describe, expect, it } from 'vitest';
import { maxUpscaleOf } from './upscale.ts';

describe('maxUpscaleOf (the upscale card’s largest scale)', () => {
  it('takes the server’s max_upscale, null included', () => {
    expect(maxUpscaleOf({ width: 400, height: 300, max_upscale: 2 })).toBe(2);
    expect(maxUpscaleOf({ width: 4000, height: 3000, max_upscale: null })).toBeNull();
  });

  it('works it out from the size when an older server sent none', () => {
    expect(maxUpscaleOf({ width: 4000, height: 3000 })).toBeNull();
    expect(maxUpscaleOf({ width: 2000, height: 1500 })).toBe(2);
    expect(maxUpscaleOf({ width: 1200, height: 800 })).toBe(4);
  });

  it('is undefined while nothing is known', () => {
    expect(maxUpscaleOf(null)).toBeUndefined();
    expect(maxUpscaleOf({ width: null, height: null })).toBeUndefined();
  });
});
