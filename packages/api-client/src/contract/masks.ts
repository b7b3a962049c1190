import { z } from 'zod';
import type { EditOperation } from './transformations.ts';

/**
 * Masks a user draws or corrects (issue #28): a single-channel PNG the size of the version it was
 * drawn on, 255 where the edit may change pixels and 0 where it must not. Uploaded once, then
 * named by id in an edit's `args.mask_id`; the engine uses it instead of its own region.
 */
export const MASK_OPERATIONS = [
  'wall_color',
  'sky_replacement',
  'window_view',
  'object_removal',
  'declutter',
  'empty_room',
] as const satisfies readonly EditOperation[];
export type MaskOperation = (typeof MASK_OPERATIONS)[number];

/** A mask file's ceiling: a 12 MP greyscale PNG of hand-drawn regions is far below it. */
export const MASK_MAX_BYTES = 8 * 1024 * 1024;

export const maskMessages = {
  notFound: 'Mask not found.',
  missingFile: 'Choose a mask file to upload',
  missingVersion: 'version_id is required',
  tooLarge: `A mask can be at most ${MASK_MAX_BYTES / 1024 / 1024} MB`,
  notPng: 'A mask must be a PNG image',
  notSingleChannel: 'A mask must be a single-channel (greyscale) PNG',
  not8Bit: 'A mask must be an 8-bit greyscale PNG: save it with 8 bits per pixel',
  wrongSize: (width: number, height: number) =>
    `The mask must be the same size as the version: ${width} × ${height} pixels`,
  empty: 'The mask is empty: paint the region the edit may change',
  engine: (engine: string) =>
    `This server runs the edit on ${engine}, which cannot follow a drawn mask yet: apply it without the mask`,
  otherVersion: 'This mask was drawn on another version: preview the mask of this version again',
  /** The preview's time bound (engine/local/preview/pool.ts) ran out: 503. */
  timeout:
    'This picture took too long to preview: try again in a moment, or paint the mask by hand',
  /** A click's mask is not on the grid the version's preview is given on: 400. */
  clickGrid: "The mask does not match this version's preview grid: preview the mask again",
  clickOutside: 'Each click must land on the grid: 0 ≤ x < grid_width and 0 ≤ y < grid_height',
} as const;

export const Mask = z.object({
  id: z.string(),
  version_id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Share of the picture inside the mask, 0…1. */
  coverage: z.number(),
  created_at: z.string(),
});
export type Mask = z.infer<typeof Mask>;

/**
 * Ask for the region the engine would change (issue #28's preview): the automatic mask of one
 * version for one operation, with the engine's own regions so a click takes a whole wall or
 * cabinet door. `args` are the edit's arguments where they change the region (the objects to
 * remove); the answer is cached per version, operation and those arguments.
 */
export const MaskPreviewBody = z.object({
  operation: z.enum(MASK_OPERATIONS),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type MaskPreviewBody = z.infer<typeof MaskPreviewBody>;

/** The longest side of the grid a preview's mask and regions are given on. */
export const MASK_GRID_MAX_SIDE = 640;

export const MaskPreview = z.object({
  version_id: z.string(),
  operation: z.enum(MASK_OPERATIONS),
  /** The version's size: an uploaded mask must have it. */
  width: z.number().int(),
  height: z.number().int(),
  /** The grid `mask` and `regions` are given on (the version scaled to at most 640 px a side). */
  grid_width: z.number().int(),
  grid_height: z.number().int(),
  /** Base64 of grid_width × grid_height bytes, row by row: 255 inside the mask, 0 outside. */
  mask: z.string(),
  /** Base64 of one little-endian uint16 region id per grid cell, 0 … region_count − 1. */
  regions: z.string(),
  region_count: z.number().int(),
  /** Share of the picture inside the automatic mask, 0…1. */
  coverage: z.number(),
  cached: z.boolean(),
});
export type MaskPreview = z.infer<typeof MaskPreview>;

/** The clicks one request may carry: the editor's run of clicks since its mask last came back. */
export const MASK_CLICKS_MAX = 20;

export const MaskClick = z.object({
  x: z.number().finite().nonnegative(),
  y: z.number().finite().nonnegative(),
  /** True adds what is under the click to the mask, false takes it out. */
  positive: z.boolean(),
});
export type MaskClick = z.infer<typeof MaskClick>;

/**
 * A click in the mask editor (issue #38): the mask as it is on the preview's grid (the encoding
 * the preview answers) and the clicks of this run on that grid, the last one new. The answer is
 * the new mask on the same grid, made by the local engine's click segmenter.
 */
export const MaskClickBody = z.object({
  operation: z.enum(MASK_OPERATIONS),
  grid_width: z.number().int().min(1).max(MASK_GRID_MAX_SIDE),
  grid_height: z.number().int().min(1).max(MASK_GRID_MAX_SIDE),
  /** Base64 of grid_width × grid_height bytes, as MaskPreview.mask. */
  mask: z.string().max(Math.ceil((MASK_GRID_MAX_SIDE * MASK_GRID_MAX_SIDE) / 3) * 4),
  clicks: z.array(MaskClick).min(1).max(MASK_CLICKS_MAX),
});
export type MaskClickBody = z.infer<typeof MaskClickBody>;

export const MaskClickResult = z.object({
  version_id: z.string(),
  operation: z.enum(MASK_OPERATIONS),
  grid_width: z.number().int(),
  grid_height: z.number().int(),
  /** Base64 of grid_width × grid_height bytes: 255 inside the mask, 0 outside. */
  mask: z.string(),
  /** Share of the grid inside the mask, 0…1. */
  coverage: z.number(),
});
export type MaskClickResult = z.infer<typeof MaskClickResult>;

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** A preview's grids as arrays: the mask (0 or 255 per cell) and each cell's region id. */
export function decodeMaskPreview(
  p: Pick<MaskPreview, 'mask' | 'regions' | 'grid_width' | 'grid_height'>,
) {
  const cells = p.grid_width * p.grid_height;
  const mask = fromBase64(p.mask);
  const bytes = fromBase64(p.regions);
  if (mask.length !== cells || bytes.length !== cells * 2) {
    throw new Error('The mask preview does not match its grid');
  }
  const regions = new Uint16Array(cells);
  for (let i = 0; i < cells; i++) regions[i] = bytes[2 * i]! | (bytes[2 * i + 1]! << 8);
  return { mask, regions };
}

/** A grid mask (one byte a cell) as the wire's base64, for a click's body. */
export function encodeMaskGrid(mask: Uint8Array): string {
  let s = '';
  for (let i = 0; i < mask.length; i += 0x8000) {
    s += String.fromCharCode(...mask.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

/** A click's answer as an array (0 or 255 a cell), checked against its grid. */
export function decodeMaskGrid(
  r: Pick<MaskClickResult, 'mask' | 'grid_width' | 'grid_height'>,
): Uint8Array {
  const mask = fromBase64(r.mask);
  if (mask.length !== r.grid_width * r.grid_height) {
    throw new Error('The mask does not match its grid');
  }
  return mask;
}
