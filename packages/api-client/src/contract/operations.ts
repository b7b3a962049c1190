/*
 * The edit operations' names, free of zod so the paths (and the browser's first load) can name
 * them without the schemas; transformations.ts builds its enum from this list.
 */
export const OPERATIONS = [
  'wall_color',
  'furniture',
  'lighting',
  'declutter',
  'style_transfer',
  'sky_replacement',
  'window_view',
  'empty_room',
  'object_removal',
  'upscale',
  'watermark',
  'watermark_removal',
] as const;
export type OperationName = (typeof OPERATIONS)[number];
