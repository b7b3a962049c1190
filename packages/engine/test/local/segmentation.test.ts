import { describe, expect, it } from 'vitest';
import { decode } from '../../src/local/raster/raster.ts';
import { segment } from '../../src/local/analysis/segment.ts';
import type { DetectedObject } from '../../src/types.ts';
import { groundTruth, iou, render, sampleBuffer } from './samples.ts';

/**
 * Thresholds sit a little under what bench/quality.ts measured on these renders, so a change that
 * makes segmentation worse fails here.
 */
async function scores(id: string, objects: DetectedObject[] = []) {
  const seg = await segment(await decode(sampleBuffer(id)), { objects });
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

  it('finds the sky of an exterior at dusk, when it is not blue (held-out render)', async () => {
    const s = await scores('exterior/furnished_mediterranean_twilight');
    expect(s.exterior).toBe(true);
    expect(s.sky).toBeGreaterThan(0.9);
  });

  it('finds the walls and the window of an empty living room', async () => {
    const s = await scores('living_room/empty_daylight');
    expect(s.exterior).toBe(false);
    expect(s.walls).toBeGreaterThan(WALLS_EMPTY_LIVING);
    expect(s.windows).toBeGreaterThan(0.8);
  });

  it('finds the walls of furnished rooms it was not tuned on', async () => {
    const bedroom = await scores('bedroom/furnished_mediterranean_daylight');
    expect(bedroom.walls).toBeGreaterThan(0.48);
    expect(bedroom.windows).toBeGreaterThan(0.6);
    // Brick, a sofa and a black window frame in front of it.
    const living = await scores('living_room/furnished_industrial_ambient');
    expect(living.walls).toBeGreaterThan(0.48);
  });

  it('finds a window whose sky is pale and hazy, with no tree or lawn to speak of (held out)', async () => {
    // A neighbour's house and a strip of lawn under a whitish sky: both 0 before the pale sky
    // counted (and an empty room took the view in for a picture on the wall).
    const bathroom = await scores('bathroom/furnished_mediterranean_daylight');
    expect(bathroom.windows).toBeGreaterThan(0.22);
    expect(bathroom.sky).toBeGreaterThan(0.4);
  });

  it('keeps a window whose tree the detector calls a potted plant, and leaves a real one out', async () => {
    // The box the detector gives the tree in the empty bathroom's small window (a side crop, 0.23).
    const tree = { category: 'plant', score: 0.23, box: { x: 826, y: 223, width: 169, height: 192 } }; // prettier-ignore
    const bathroom = await scores('bathroom/empty_daylight', [tree]);
    expect(bathroom.windows).toBeGreaterThan(0.8);
    expect(bathroom.sky).toBeGreaterThan(0.4);
    // The potted palm in front of the living room's glass door stays out of the view.
    const palm = { category: 'plant', score: 0.48, box: { x: 1366, y: 480, width: 220, height: 410 } }; // prettier-ignore
    const seg = await segment(await decode(sampleBuffer('living_room/furnished_bohemian_daylight')), { objects: [palm] }); // prettier-ignore
    const { width: w } = seg.small;
    const s = w / 1600;
    let inView = 0;
    let n = 0;
    for (let y = Math.ceil(palm.box.y * s); y < (palm.box.y + palm.box.height) * s; y++)
      for (let x = Math.ceil(palm.box.x * s); x < (palm.box.x + palm.box.width) * s; x++, n++)
        if (seg.windows.data[y * w + x]! >= 128) inView++;
    expect(inView / n).toBeLessThan(0.5);
  });

  it('finds the ceiling line of an empty room', async () => {
    const id = 'living_room/empty_daylight';
    const seg = await segment(await decode(sampleBuffer(id)));
    const errors = await ceilingErrors(id, seg);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThanOrEqual(3);
    expect(errors[Math.floor(errors.length * 0.9)]).toBeLessThanOrEqual(8);
    const { height: h } = seg.small;
    expect(seg.layout.horizon).toBeGreaterThan(h * 0.3);
    expect(seg.layout.horizon).toBeLessThan(h * 0.7);
  });

  it('finds the ceiling line above kitchen cabinets and a window with a tiled wall under it', async () => {
    // A line along the cabinets' tops or the window's top has their uprights above it; the
    // ceiling line has only ceiling (median error 51 px in the kitchen and 21 in the bathroom
    // before vertical edges above the line cost it).
    for (const id of [
      'kitchen/furnished_bohemian_daylight',
      'bathroom/furnished_mediterranean_daylight',
    ]) {
      const errors = await ceilingErrors(id, await segment(await decode(sampleBuffer(id))));
      expect(errors[Math.floor(errors.length / 2)], id).toBeLessThanOrEqual(3);
    }
  });
});

/** Per column, the ceiling's lowest row in the ground truth against the found line, sorted. */
async function ceilingErrors(id: string, seg: Awaited<ReturnType<typeof segment>>) {
  const { width: w, height: h } = seg.small;
  const ceiling = await groundTruth(render(id).masks.ceiling, w, h);
  const errors: number[] = [];
  for (let x = 0; x < w; x++) {
    let bottom = -1;
    for (let y = 0; y < h * 0.6; y++) if (ceiling[y * w + x]) bottom = y;
    if (bottom >= 0) errors.push(Math.abs(bottom - seg.layout.ceiling[x]!));
  }
  return errors.sort((a, b) => a - b);
}

const WALLS_EMPTY_LIVING = 0.85;
