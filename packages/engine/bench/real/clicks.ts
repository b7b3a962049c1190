import type { Raster } from '../../src/data.ts';
import { resizeRaster } from '../../src/local/raster/raster.ts';
import type { ClickSegmenter, MaskClick } from '../../src/types.ts';
import { iou, largestErrorRegion, type ErrorRegion } from './metrics.ts';

/**
 * The mask editor's click, simulated (issue #38): a click toggles the whole region under it, as
 * `toggleRegion` in @hds/machines (maskEditor/maskOps.ts) does — a region at least half in the
 * mask leaves it, any other joins it — and the studio uploads the grid upscaled
 * nearest-neighbour to the picture's size (maskPng.ts `maskScanlines`). Both are mirrored here
 * because the engine package does not depend on the UI's state machines.
 */

export interface MaskGrid {
  width: number;
  height: number;
  /** 255 inside, 0 outside, a byte a cell. */
  mask: Uint8Array;
  /** A region id a cell. */
  regions: Uint16Array;
}

export function toggleRegion(mask: Uint8Array, regions: Uint16Array, region: number): Uint8Array {
  let cells = 0;
  let inside = 0;
  for (let i = 0; i < regions.length; i++) {
    if (regions[i] !== region) continue;
    cells++;
    if (mask[i]) inside++;
  }
  if (!cells) return mask;
  const value = inside * 2 >= cells ? 0 : 255;
  const next = mask.slice();
  for (let i = 0; i < regions.length; i++) if (regions[i] === region) next[i] = value;
  return next;
}

/** The grid upscaled nearest-neighbour to width × height, as the studio uploads it. */
export function gridToFull(grid: MaskGrid, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(grid.height - 1, Math.floor((y * grid.height) / height));
    for (let x = 0; x < width; x++) {
      const gx = Math.min(grid.width - 1, Math.floor((x * grid.width) / width));
      out[y * width + x] = grid.mask[gy * grid.width + gx]!;
    }
  }
  return out;
}

export interface ClickStep {
  /** The IoU after this many clicks (index 0: the automatic mask). */
  iou: number;
  /** The click that led here (none for the automatic mask). */
  click?: ErrorRegion;
}

/**
 * What one click does to the mask (picture-sized, 0/255): the click lands at `click.x, click.y`;
 * `click.kind` says whether the user means to take pixels out ('fp') or add them ('fn'), for a
 * click segmenter that takes positive and negative points.
 */
export type ClickFn = (mask: Uint8Array, click: ErrorRegion) => Uint8Array | Promise<Uint8Array>;

/** The mask editor's region click: toggles the grid region under the point. */
export function regionClick(grid: MaskGrid, width: number, height: number): ClickFn {
  let cells = grid.mask;
  return (_mask, click) => {
    const gx = Math.min(grid.width - 1, Math.floor(((click.x + 0.5) * grid.width) / width));
    const gy = Math.min(grid.height - 1, Math.floor(((click.y + 0.5) * grid.height) / height));
    cells = toggleRegion(cells, grid.regions, grid.regions[gy * grid.width + gx]!);
    return gridToFull({ ...grid, mask: cells }, width, height);
  };
}

/** The photo at the preview grid's size, resized as the mask preview resizes it. */
export function gridPicture(rgb: Uint8Array, width: number, height: number, grid: MaskGrid) {
  return resizeRaster({ width, height, data: rgb }, grid.width, grid.height);
}

/**
 * The engine's click segmenter (the `ClickSegmenter` seam) on the preview's grid: `picture` is
 * the photo at the grid's size; each click is kept, in order, as the editor would send them, and
 * positive where the user adds (a false negative) or negative where they take out. `cpuMs`
 * collects each click's CPU time.
 */
export function segmenterClick(
  segmenter: ClickSegmenter,
  picture: Raster,
  grid: MaskGrid,
  width: number,
  height: number,
  cpuMs: number[] = [],
): ClickFn {
  let cells = grid.mask;
  const clicks: MaskClick[] = [];
  return async (_mask, click) => {
    clicks.push({
      x: ((click.x + 0.5) * grid.width) / width - 0.5,
      y: ((click.y + 0.5) * grid.height) / height - 0.5,
      positive: click.kind === 'fn',
    });
    const before = process.cpuUsage();
    const mask = { width: grid.width, height: grid.height, data: cells };
    cells = (await segmenter.select(picture, mask, clicks)).data;
    const used = process.cpuUsage(before);
    cpuMs.push((used.user + used.system) / 1000);
    return gridToFull({ ...grid, mask: cells }, width, height);
  };
}

/**
 * The IoU of the starting mask and after each of `clicks` simulated clicks, each at the deepest
 * pixel of the largest error region (measured at the picture's size, where the labels are).
 */
export async function simulateClicks(
  start: Uint8Array,
  click: ClickFn,
  truth: Uint8Array,
  valid: Uint8Array,
  width: number,
  height: number,
  clicks: number,
): Promise<{ steps: ClickStep[]; mask: Uint8Array }> {
  let full = start;
  const steps: ClickStep[] = [{ iou: iou(full, truth, valid) }];
  for (let i = 0; i < clicks; i++) {
    const wrong = largestErrorRegion(full, truth, width, height, valid);
    if (!wrong) {
      steps.push({ iou: steps[steps.length - 1]!.iou });
      continue;
    }
    full = await click(full, wrong);
    steps.push({ iou: iou(full, truth, valid), click: wrong });
  }
  return { steps, mask: full };
}
