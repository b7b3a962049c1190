import type {
  MaskClickBody,
  MaskClickResult,
  MaskOperation,
  MaskPreview,
} from '../contract/index.ts';

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

/**
 * A made-up click answer on the grid of makeMaskPreview's blocks: the last click's block (of
 * `cols` × `rows`) joins the mask, or leaves it for a negative click; the rest is kept.
 */
export function makeMaskClick({
  versionId = 'ver-1',
  cols = 4,
  rows = 3,
  ...body
}: MaskClickBody & { versionId?: string; cols?: number; rows?: number }): MaskClickResult {
  const { grid_width: w, grid_height: h } = body;
  const mask = Uint8Array.from(atob(body.mask), (c) => c.charCodeAt(0));
  const last = body.clicks[body.clicks.length - 1]!;
  const block = (x: number, y: number) =>
    Math.min(rows - 1, Math.floor((y * rows) / h)) * cols +
    Math.min(cols - 1, Math.floor((x * cols) / w));
  const target = block(last.x, last.y);
  let inside = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (block(x, y) === target) mask[i] = last.positive ? 255 : 0;
      if (mask[i]) inside++;
    }
  return {
    version_id: versionId,
    operation: body.operation,
    grid_width: w,
    grid_height: h,
    mask: toBase64(mask),
    coverage: inside / (w * h),
  };
}
