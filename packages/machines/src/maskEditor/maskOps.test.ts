import { describe, expect, it } from 'vitest';
import {
  coverage,
  isRegionInMask,
  paintDisc,
  paintSegment,
  regionAt,
  regionOrder,
  regionsInMask,
  sameMask,
  toggleRegion,
} from './maskOps.ts';
import { draw, gridPreview } from './testGrid.ts';

describe('mask operations', () => {
  it('toggleRegion adds a region outside the mask and removes one inside it, whole', () => {
    const p = gridPreview();
    // Region 5 is the second region of the middle row (cells x 2–3, y 2–3).
    const added = toggleRegion(p.mask, p.regions, 5);
    expect(draw(added, 8)).toEqual([
      '########',
      '########',
      '..##....',
      '..##....',
      '........',
      '........',
    ]);
    expect(draw(p.mask, 8)[2]).toBe('........'); // the input is left alone
    const removed = toggleRegion(added, p.regions, 0);
    expect(draw(removed, 8).slice(0, 3)).toEqual(['..######', '..######', '..##....']);
  });

  it('toggleRegion: a region at least half inside is removed, less than half is added', () => {
    const p = gridPreview();
    const half = p.mask.slice();
    // Region 4 (x 0–1, y 2–3): 2 of its 4 cells in the mask → counts as in → removed.
    half[2 * 8 + 0] = 255;
    half[2 * 8 + 1] = 255;
    expect(isRegionInMask(half, p.regions, 4)).toBe(true);
    expect(draw(toggleRegion(half, p.regions, 4), 8)[2]).toBe('........');
    // One of 4 cells → not in → the whole region is added.
    const quarter = p.mask.slice();
    quarter[2 * 8] = 255;
    expect(isRegionInMask(quarter, p.regions, 4)).toBe(false);
    const added = toggleRegion(quarter, p.regions, 4);
    expect(draw(added, 8).slice(2, 4)).toEqual(['##......', '##......']);
  });

  it('toggleRegion leaves the mask as it is for a region with no cells', () => {
    const p = gridPreview();
    expect(toggleRegion(p.mask, p.regions, 99)).toBe(p.mask);
    expect(isRegionInMask(p.mask, p.regions, 99)).toBeNull();
  });

  it('paintDisc paints the cells whose centres are closer than the radius, clipped to the grid', () => {
    const mask = new Uint8Array(7 * 7);
    paintDisc(mask, 7, 7, 3.5, 3.5, 2.5, 255);
    expect(draw(mask, 7)).toEqual([
      '.......',
      '..###..',
      '.#####.',
      '.#####.',
      '.#####.',
      '..###..',
      '.......',
    ]);
    paintDisc(mask, 7, 7, 0, 0, 1.5, 0);
    paintDisc(mask, 7, 7, 6.5, 6.5, 0.9, 255);
    expect(draw(mask, 7)[6]).toBe('......#');
    expect(mask.length).toBe(49);
  });

  it('paintSegment leaves no gap along a fast stroke and returns a new mask', () => {
    const mask = new Uint8Array(20 * 5);
    const painted = paintSegment(mask, 20, 5, { x: 0.5, y: 2.5 }, { x: 19.5, y: 2.5 }, 1, 255);
    expect(draw(painted, 20)[2]).toBe('####################');
    expect(draw(painted, 20)[0]).toBe('....................');
    expect(coverage(mask)).toBe(0);
    const erased = paintSegment(painted, 20, 5, { x: 5, y: 2.5 }, { x: 10, y: 2.5 }, 1, 0);
    // Cells 4…10 have their centres within one cell of the segment 5…10.
    expect(draw(erased, 20)[2]).toBe('####.......#########');
  });

  it('coverage is the share of cells inside; regionsInMask counts regions at least half in', () => {
    const p = gridPreview();
    expect(coverage(p.mask)).toBeCloseTo(16 / 48);
    expect(regionsInMask(p.mask, p.regions, p.regionCount)).toBe(4);
    const more = toggleRegion(p.mask, p.regions, 11);
    expect(regionsInMask(more, p.regions, p.regionCount)).toBe(5);
    expect(coverage(more)).toBeCloseTo(20 / 48);
    expect(coverage(new Uint8Array())).toBe(0);
  });

  it('regionOrder is the reading order of centroids and skips empty regions', () => {
    const p = gridPreview();
    expect(regionOrder(p.regions, 8, 6, p.regionCount)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    // Ids need not follow the layout: a region on the right of the top row comes before one
    // lower left, whatever their ids; an id without cells is left out.
    const regions = new Uint16Array([
      2,
      2,
      0,
      0, //
      2,
      2,
      0,
      0, //
      1,
      1,
      1,
      1, //
    ]);
    expect(regionOrder(regions, 4, 3, 4)).toEqual([2, 0, 1]);
  });

  it('sameMask compares inside/outside only; regionAt reads the cell under a point', () => {
    const p = gridPreview();
    const ones = p.mask.map((v) => (v ? 1 : 0));
    expect(sameMask(p.mask, ones)).toBe(true);
    expect(sameMask(p.mask, toggleRegion(p.mask, p.regions, 0))).toBe(false);
    expect(sameMask(p.mask, new Uint8Array(3))).toBe(false);
    expect(regionAt(p.regions, 8, 6, { x: 7.9, y: 5.9 })).toBe(11);
    expect(regionAt(p.regions, 8, 6, { x: 2.2, y: 0 })).toBe(1);
    expect(regionAt(p.regions, 8, 6, { x: 8, y: 0 })).toBeNull();
    expect(regionAt(p.regions, 8, 6, { x: -0.1, y: 0 })).toBeNull();
  });
});
