import type { MaskOperation, MaskPreview } from '../contract/index.ts';

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
};

/**
 * A made-up preview for stories and tests: the grid cut into `cols` × `rows` rectangular regions,
 * the top row of them in the mask (a "wall" band), so a click on a cell adds or removes a block.
 */
export function makeMaskPreview({
  versionId = 'ver-1',
  operation = 'wall_color',
  width = 1600,
  height = 1200,
  gridWidth = 160,
  gridHeight = 120,
  cols = 4,
  rows = 3,
  maskedRows = 1,
  cached = false,
}: {
  versionId?: string;
  operation?: MaskOperation;
  width?: number;
  height?: number;
  gridWidth?: number;
  gridHeight?: number;
  cols?: number;
  rows?: number;
  /** How many rows of regions, from the top, are in the automatic mask. */
  maskedRows?: number;
  cached?: boolean;
} = {}): MaskPreview {
  const cells = gridWidth * gridHeight;
  const mask = new Uint8Array(cells);
  const regions = new Uint8Array(cells * 2);
  let inside = 0;
  for (let y = 0; y < gridHeight; y++) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / gridHeight));
    for (let x = 0; x < gridWidth; x++) {
      const col = Math.min(cols - 1, Math.floor((x * cols) / gridWidth));
      const id = row * cols + col;
      const i = y * gridWidth + x;
      regions[2 * i] = id & 0xff;
      regions[2 * i + 1] = id >> 8;
      if (row < maskedRows) {
        mask[i] = 255;
        inside++;
      }
    }
  }
  return {
    version_id: versionId,
    operation,
    width,
    height,
    grid_width: gridWidth,
    grid_height: gridHeight,
    mask: toBase64(mask),
    regions: toBase64(regions),
    region_count: cols * rows,
    coverage: inside / cells,
    cached,
  };
}
