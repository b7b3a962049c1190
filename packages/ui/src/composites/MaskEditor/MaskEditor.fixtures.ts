/** Story fixtures: mask previews on the grid of the kitchen sample (1600 × 1067). */
import { decodeMaskGrid, decodeMaskPreview, encodeMaskGrid } from '@hds/api-client/contract';
import { makeMaskClick, makeMaskPreview } from '@hds/api-client/msw';
import type { MaskPreviewData, SegmentClickInput } from './MaskEditor.tsx';

/** The empty kitchen of the Sample Project, served by Storybook's static dirs. */
export const kitchenSrc = '/samples/kitchen/empty_daylight.jpg';
export const livingRoomScene = 'living_room/furnished_bohemian_daylight';
export const livingRoomSrc = `/samples/${livingRoomScene}.jpg`;

/** The samples' size, and the grid a preview of them comes on (at most 640 a side; here 160). */
export const SAMPLE_WIDTH = 1600;
export const SAMPLE_HEIGHT = 1067;
export const GRID_WIDTH = 160;
export const GRID_HEIGHT = 107;

/**
 * 4 × 3 block regions over the picture, the top row of them in the automatic mask (a "wall
 * band"): regions 0–3 on top, 4–7 in the middle, 8–11 at the bottom.
 */
export function blockPreview({ maskedRows = 1 }: { maskedRows?: number } = {}): MaskPreviewData {
  const wire = makeMaskPreview({
    width: SAMPLE_WIDTH,
    height: SAMPLE_HEIGHT,
    gridWidth: GRID_WIDTH,
    gridHeight: GRID_HEIGHT,
    cols: 4,
    rows: 3,
    maskedRows,
  });
  const { mask, regions } = decodeMaskPreview(wire);
  return {
    width: wire.width,
    height: wire.height,
    gridWidth: wire.grid_width,
    gridHeight: wire.grid_height,
    mask,
    regions,
    regionCount: wire.region_count,
  };
}

/**
 * The click segmenter on blockPreview's grid, through the mock server's own answer: the block
 * under the last click joins the mask (or leaves it, for a click inside).
 */
export function blockSegmentClick(input: SegmentClickInput): Uint8Array {
  const body = {
    operation: 'wall_color' as const,
    grid_width: input.gridWidth,
    grid_height: input.gridHeight,
    mask: encodeMaskGrid(input.mask),
    clicks: input.clicks,
  };
  return decodeMaskGrid(makeMaskClick(body));
}

/** Resolves after `ms` (a preview that takes a moment, as the server's does). */
export const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Draws a picture on a grid-sized canvas (nearest neighbour) and returns its RGBA bytes. */
async function pixelsOf(src: string, width: number, height: number, signal?: AbortSignal) {
  const image = new Image();
  image.src = src;
  await image.decode();
  signal?.throwIfAborted();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(image, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

/**
 * A preview made the way the engine makes one, from a sample scene's ground truth: regions are
 * the connected areas of one colour in its segmentation (specks under `minCells` join a
 * neighbour), the automatic mask is its `walls` mask. Same grid as the server's (≤ 640 a side).
 */
export async function scenePreview(
  scene: string,
  { gridWidth = 320, mask = 'walls', minCells = 24, signal } = {} as {
    gridWidth?: number;
    /** The ground-truth mask to start from; null for an empty one (removal by brush). */
    mask?: string | null;
    minCells?: number;
    signal?: AbortSignal;
  },
): Promise<MaskPreviewData> {
  const gridHeight = Math.round((gridWidth * SAMPLE_HEIGHT) / SAMPLE_WIDTH);
  const cells = gridWidth * gridHeight;
  const base = `/samples/${scene}.masks`;
  const [seg, auto] = await Promise.all([
    pixelsOf(`${base}/segmentation.png`, gridWidth, gridHeight, signal),
    mask ? pixelsOf(`${base}/${mask}.png`, gridWidth, gridHeight, signal) : null,
  ]);
  const colour = new Uint32Array(cells);
  for (let i = 0; i < cells; i++) {
    colour[i] = (seg[4 * i]! << 16) | (seg[4 * i + 1]! << 8) | seg[4 * i + 2]!;
  }
  // Connected components of equal colour (4-neighbours), by flood fill.
  const label = new Int32Array(cells).fill(-1);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < cells; start++) {
    if (label[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % gridWidth;
      for (const j of [i - 1, i + 1, i - gridWidth, i + gridWidth]) {
        if (j < 0 || j >= cells || label[j] !== -1 || colour[j] !== colour[i]) continue;
        if ((j === i - 1 && x === 0) || (j === i + 1 && x === gridWidth - 1)) continue;
        label[j] = id;
        stack.push(j);
      }
    }
    sizes.push(size);
  }
  // Specks join the first large neighbour met in a scan; the large ones are numbered 0…n−1.
  const ids = new Map<number, number>();
  for (let l = 0; l < sizes.length; l++) if (sizes[l]! >= minCells) ids.set(l, ids.size);
  const regions = new Uint16Array(cells);
  for (let pass = 0; pass < 4; pass++) {
    for (let i = 0; i < cells; i++) {
      const l = label[i]!;
      if (ids.has(l)) continue;
      const neighbour = [i - 1, i - gridWidth, i + 1, i + gridWidth].find(
        (j) => j >= 0 && j < cells && ids.has(label[j]!),
      );
      if (neighbour !== undefined) label[i] = label[neighbour]!;
    }
  }
  const fallback = ids.values().next().value ?? 0;
  for (let i = 0; i < cells; i++) regions[i] = ids.get(label[i]!) ?? fallback;
  const automatic = new Uint8Array(cells);
  if (auto) for (let i = 0; i < cells; i++) automatic[i] = auto[4 * i]! > 127 ? 255 : 0;
  return {
    width: SAMPLE_WIDTH,
    height: SAMPLE_HEIGHT,
    gridWidth,
    gridHeight,
    mask: automatic,
    regions,
    regionCount: Math.max(1, ids.size),
  };
}
