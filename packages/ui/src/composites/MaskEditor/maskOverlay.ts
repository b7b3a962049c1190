/**
 * Draws the mask editor's overlay: the mask tinted, subtle lines between regions and a strong
 * outline around the focused region. The canvas is the grid times a small whole scale, so the
 * region lines stay thin while the cells keep their hard edges.
 */
import type { MaskGridPreview } from '@hds/machines';

export type Rgb = readonly [number, number, number];

export interface OverlayColors {
  tint: Rgb;
  focus: Rgb;
  edge: Rgb;
}

/** The tint's alpha (about 45 %) and the region lines' (subtle). */
const TINT_ALPHA = 115;
const EDGE_ALPHA = 80;

/**
 * Whole pixels per grid cell: enough for thin region lines on coarse grids, at most ~700 canvas
 * pixels a side (a 640 grid draws one pixel per cell), so a redraw stays within a frame.
 */
export function overlayScale(gridWidth: number, gridHeight: number): number {
  return Math.max(1, Math.min(4, Math.floor(700 / Math.max(gridWidth, gridHeight))));
}

/** Parses a computed CSS colour ('rgb(r, g, b)' or 'rgba(…)'); black when unreadable. */
export function parseRgb(color: string): Rgb {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

/** Per cell: 1 where the cell's left neighbour is another region, 2 where the top one is. */
export function regionEdges(preview: MaskGridPreview): Uint8Array {
  const { gridWidth: w, gridHeight: h, regions } = preview;
  const edges = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let e = 0;
      if (x > 0 && regions[i - 1] !== regions[i]) e |= 1;
      if (y > 0 && regions[i - w] !== regions[i]) e |= 2;
      edges[i] = e;
    }
  }
  return edges;
}

/** Cells of the focused region that touch another region or the grid's edge. */
function focusRing(preview: MaskGridPreview, region: number | null): Uint8Array | null {
  if (region === null) return null;
  const { gridWidth: w, gridHeight: h, regions } = preview;
  const ring = new Uint8Array(w * h);
  // Two cells thick on fine grids, where one cell is a screen pixel or two.
  const thickness = Math.max(w, h) >= 300 ? 2 : 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (regions[i] !== region) continue;
      let edge = false;
      for (let d = 1; d <= thickness && !edge; d++) {
        edge =
          x - d < 0 ||
          y - d < 0 ||
          x + d >= w ||
          y + d >= h ||
          regions[i - d] !== region ||
          regions[i + d] !== region ||
          regions[i - d * w] !== region ||
          regions[i + d * w] !== region;
      }
      if (edge) ring[i] = 1;
    }
  }
  return ring;
}

/** A colour as one little-endian RGBA word of ImageData. */
const word = ([r, g, b]: Rgb, alpha: number) => ((alpha << 24) | (b << 16) | (g << 8) | r) >>> 0;

export function drawOverlay(
  canvas: HTMLCanvasElement,
  preview: MaskGridPreview,
  mask: Uint8Array,
  edges: Uint8Array,
  focusedRegion: number | null,
  colors: OverlayColors,
): void {
  const { gridWidth: w, gridHeight: h } = preview;
  const s = overlayScale(w, h);
  const cw = w * s;
  const ch = h * s;
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const image = ctx.createImageData(cw, ch);
  const pixels = new Uint32Array(image.data.buffer);
  const ring = focusRing(preview, focusedRegion);
  const tint = word(colors.tint, TINT_ALPHA);
  const focus = word(colors.focus, 255);
  const edge = word(colors.edge, EDGE_ALPHA);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const inRing = ring !== null && ring[i] === 1;
      const fill = inRing ? focus : mask[i] ? tint : 0;
      const top = y * s * cw + x * s;
      if (fill !== 0)
        for (let dy = 0; dy < s; dy++) pixels.fill(fill, top + dy * cw, top + dy * cw + s);
      if (inRing) continue;
      // Region lines: the cell's left column and top row of pixels, where a region begins.
      const e = edges[i]!;
      if (e & 1) for (let dy = 0; dy < s; dy++) pixels[top + dy * cw] = edge;
      if (e & 2) pixels.fill(edge, top, top + s);
    }
  }
  ctx.putImageData(image, 0, 0);
}
