import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/engine/local/raster.ts';
import { segment } from '../../../src/engine/local/segment.ts';
import { groundTruth, iou, render, sampleBuffer } from './samples.ts';

/**
 * Thresholds sit a little under what bench/quality.ts measured on these renders, so a change that
 * makes segmentation worse fails here.
 */
async function scores(id: string) {
  const seg = await segment(await decode(sampleBuffer(id)));
  const { width: w, height: h } = seg.small;
  const r = render(id);
  return {
    exterior: seg.exterior,
    walls: iou(seg.walls.data, await groundTruth(r.masks.walls, w, h)),
    sky: iou(seg.sky.data, await groundTruth(r.masks.sky, w, h)),
    windows: iou(seg.windows.data, await groundTruth(r.masks.windows, w, h)),
  };
}

describe('classical segmentation against the sample ground truth', () => {
  it('finds the sky of an exterior almost exactly', async () => {
    const s = await scores('exterior/empty_daylight');
    expect(s.exterior).toBe(true);
    expect(s.sky).toBeGreaterThan(0.9);
  });

  it('finds the walls and the window of an empty living room', async () => {
    const s = await scores('living_room/empty_daylight');
    expect(s.exterior).toBe(false);
    expect(s.walls).toBeGreaterThan(WALLS_EMPTY_LIVING);
    expect(s.windows).toBeGreaterThan(0.6);
  });

  it('finds the walls of a furnished bedroom', async () => {
    const s = await scores('bedroom/furnished_mediterranean_daylight');
    expect(s.walls).toBeGreaterThan(0.4);
    expect(s.windows).toBeGreaterThan(0.6);
  });
});

const WALLS_EMPTY_LIVING = 0.5;
