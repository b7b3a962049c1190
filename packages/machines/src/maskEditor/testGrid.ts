/**
 * A small test grid (test-only, not exported): `cols` × `rows` rectangular regions on a w × h
 * grid, the top `maskedRows` rows of regions in the automatic mask.
 */
import type { MaskGridPreview } from './types.ts';

export function gridPreview({
  gridWidth = 8,
  gridHeight = 6,
  cols = 4,
  rows = 3,
  maskedRows = 1,
  width = 80,
  height = 60,
} = {}): MaskGridPreview {
  const cells = gridWidth * gridHeight;
  const mask = new Uint8Array(cells);
  const regions = new Uint16Array(cells);
  for (let y = 0; y < gridHeight; y++) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / gridHeight));
    for (let x = 0; x < gridWidth; x++) {
      const col = Math.min(cols - 1, Math.floor((x * cols) / gridWidth));
      regions[y * gridWidth + x] = row * cols + col;
      if (row < maskedRows) mask[y * gridWidth + x] = 255;
    }
  }
  return { width, height, gridWidth, gridHeight, mask, regions, regionCount: cols * rows };
}

/** The mask as rows of '#' (inside) and '.' (outside), for readable expectations. */
export const draw = (mask: Uint8Array, width: number) =>
  Array.from({ length: mask.length / width }, (_, y) =>
    Array.from(mask.subarray(y * width, (y + 1) * width), (v) => (v ? '#' : '.')).join(''),
  );
