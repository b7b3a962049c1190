import { describe, expect, it } from 'vitest';
import { asksForMask, confidenceMessages as say } from './confidence.ts';

describe('asksForMask', () => {
  it('is true for the refusals a confirmed or drawn mask answers', () => {
    expect(asksForMask(say.noSky)).toBe(true);
    expect(asksForMask(say.noWindow)).toBe(true);
    expect(asksForMask(say.unsureWalls)).toBe(true);
    expect(asksForMask(say.holeTooLarge('Empty Room'))).toBe(true);
    expect(asksForMask(say.tooLittleToRemove('Declutter'))).toBe(true);
    expect(asksForMask(say.tooLittleToRemove('Empty room'))).toBe(true);
  });
  it('is false for refusals no mask changes, and for other errors', () => {
    expect(asksForMask(say.furnished)).toBe(false);
    expect(asksForMask(say.nothingToRemove.declutter)).toBe(false);
    expect(asksForMask('You have used all your designs')).toBe(false);
    expect(asksForMask('')).toBe(false);
    expect(asksForMask('Too little was found to remove in this photo for ')).toBe(false);
  });
});
