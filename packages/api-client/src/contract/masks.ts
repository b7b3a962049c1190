import { z } from 'zod';
import type { EditOperation } from './transformations.ts';

/**
 * Masks a user draws or corrects (issue #28): a single-channel PNG the size of the version it was
 * drawn on, 255 where the edit may change pixels and 0 where it must not. Uploaded once, then
 * named by id in an edit's `args.mask_id`; the engine uses it instead of its own region.
 */
// Sky and window view take their region from the segmentation still (a later step of #28).
export const MASK_OPERATIONS = [
  'wall_color',
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
  wrongSize: (width: number, height: number) =>
    `The mask must be the same size as the version: ${width} × ${height} pixels`,
  empty: 'The mask is empty: paint the region the edit may change',
  engine: (engine: string) =>
    `This server runs the edit on ${engine}, which cannot follow a drawn mask yet: apply it without the mask`,
  otherVersion: 'This mask was drawn on another version: preview the mask of this version again',
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
