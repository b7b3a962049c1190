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
 * The IoU of the automatic mask and after each of `clicks` simulated clicks, each at the deepest
 * pixel of the largest error region (measured at the picture's size, where the labels are).
 */
export function simulateClicks(
  grid: MaskGrid,
  truth: Uint8Array,
  valid: Uint8Array,
  width: number,
  height: number,
  clicks: number,
): { steps: ClickStep[]; mask: Uint8Array } {
  let mask = grid.mask;
  let full = gridToFull(grid, width, height);
  const steps: ClickStep[] = [{ iou: iou(full, truth, valid) }];
  for (let i = 0; i < clicks; i++) {
    const wrong = largestErrorRegion(full, truth, width, height, valid);
    if (!wrong) {
      steps.push({ iou: steps[steps.length - 1]!.iou });
      continue;
    }
    const gx = Math.min(grid.width - 1, Math.floor(((wrong.x + 0.5) * grid.width) / width));
    const gy = Math.min(grid.height - 1, Math.floor(((wrong.y + 0.5) * grid.height) / height));
    mask = toggleRegion(mask, grid.regions, grid.regions[gy * grid.width + gx]!);
    full = gridToFull({ ...grid, mask }, width, height);
    steps.push({ iou: iou(full, truth, valid), click: wrong });
  }
  return { steps, mask: full };
}
