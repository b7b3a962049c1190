import { z } from 'zod';
import { VERSION_KINDS } from './sharedBoard.ts';
import { idField, queryInt } from './homeDesign.ts';
import { safeText } from './text.ts';

/** Upload limits of spec part 1 §5 and §9; the server enforces them, the UI shows them. */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_FORMATS = ['jpeg', 'jpg', 'png', 'webp'] as const;
export const PREVIEW_MAX_SIDE = 1600;
export const THUMBNAIL_MAX_SIDE = 400;

export const uploadMessages = {
  format: 'Invalid format. Accepted: jpeg, jpg, png, webp',
  size: 'File size exceeds 10MB',
  count: 'Maximum 10 files allowed',
  noFile: 'No file was uploaded',
  pixels: 'Image is too large: at most 40 megapixels are accepted',
  corrupt: 'The image file is corrupt or truncated',
  missingImageId: 'Upload succeeded but image ID is missing',
} as const;

export const VersionKind = z.enum(VERSION_KINDS);
export type VersionKind = z.infer<typeof VersionKind>;
export const VersionStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type VersionStatus = z.infer<typeof VersionStatus>;

export const Tag = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  category: z.string().nullable(),
  created_at: z.string(),
});
export type Tag = z.infer<typeof Tag>;

export const Version = z.object({
  id: z.string(),
  image: z.string(),
  label: z.string(),
  description: z.string(),
  kind: VersionKind,
  operation: z.string().nullable(),
  status: VersionStatus,
  is_primary: z.boolean(),
  is_favorite: z.boolean(),
  storage_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /**
   * The largest upscale this version allows (2 or 4), null when none fits the output limit
   * (upscale.ts). Absent from replies of servers that predate it: the card then offers every
   * scale and the server's 400 explains.
   */
  max_upscale: z
    .union([z.literal(2), z.literal(4)])
    .nullable()
    .optional(),
  created_at: z.string(),
  branch_name: z.string(),
  tags: z.array(Tag),
  params: z.record(z.string(), z.unknown()),
  job_id: z.string().nullable(),
  parent: z.string().nullable(),
});
export type Version = z.infer<typeof Version>;

export const DetectedCategory = z.object({ type: z.string(), count: z.number().int() });
export type DetectedCategory = z.infer<typeof DetectedCategory>;

/**
 * An image. Besides the spec's fields it carries the alternative names the client tolerates on
 * upload replies (uuid, image_id, file_url, url, file, thumbnail_url, preview_url, dimensions).
 */
export const Image = z.object({
  id: z.string(),
  uuid: z.string(),
  image_id: z.string(),
  name: z.string(),
  original_url: z.string(),
  file_url: z.string(),
  url: z.string(),
  file: z.string(),
  thumb_url: z.string(),
  thumbnail_url: z.string(),
  preview_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
  format: z.string(),
  size_bytes: z.number().int(),
  project: z.string().nullable(),
  project_title: z.string().nullable(),
  created_at: z.string(),
  versions: z.array(Version),
  detected_objects: z.object({ categories: z.array(DetectedCategory) }),
});
export type Image = z.infer<typeof Image>;

/** Reply of the multi-file uploads (project upload_images and images batch-upload). */
export const BatchUploadResponse = z.object({
  images: z.array(Image),
  uploaded: z.number().int(),
  count: z.number().int(),
});
export type BatchUploadResponse = z.infer<typeof BatchUploadResponse>;

/** Largest page of GET /images/?page_size=. */
export const IMAGE_PAGE_MAX = 100;
export const IMAGE_CURSOR_INVALID = 'cursor is not valid; start again from the first page';

/**
 * Query of GET /images/. Without `page_size` or `cursor` the reply is every matching image
 * (or the first `limit`), as before paging existed. With `page_size` (1–100) the reply is one
 * page in the same order, `count` is the number of all matching images, and `next_cursor`
 * (opaque) asks for the page after it; null on the last page.
 */
export const ImageListQuery = z.object({
  project: z.string().max(100).optional(),
  limit: queryInt('limit', 100).optional(),
  ordering: z
    .enum(['-created_at', 'created_at'], { error: 'ordering must be created_at or -created_at' })
    .optional(),
  page_size: queryInt('page_size', IMAGE_PAGE_MAX).optional(),
  cursor: z.string({ error: IMAGE_CURSOR_INVALID }).max(200, IMAGE_CURSOR_INVALID).optional(),
});
export type ImageListQuery = z.input<typeof ImageListQuery>;

/** Reply of GET /images/: `next_cursor` is null without paging and on the last page. */
export const ImagePage = z.object({
  results: z.array(Image),
  count: z.number().int().nonnegative(),
  // Servers before paging leave it out: one page holds everything.
  next_cursor: z.string().nullable().default(null),
});
export type ImagePage = z.infer<typeof ImagePage>;

/** Query of GET /projects/{id}/: `image_limit` (0–100) caps the images the detail embeds. */
export const ProjectDetailQuery = z.object({
  image_limit: z.coerce
    .number({ error: 'image_limit must be a whole number' })
    .int('image_limit must be a whole number')
    .min(0, 'image_limit must be at least 0')
    .max(IMAGE_PAGE_MAX, `image_limit must be at most ${IMAGE_PAGE_MAX}`)
    .optional(),
});
export type ProjectDetailQuery = z.input<typeof ProjectDetailQuery>;

export const SetPrimaryBody = z.object({ version_id: idField('version_id') });
export type SetPrimaryBody = z.infer<typeof SetPrimaryBody>;

export interface VersionTreeNode extends Version {
  children: VersionTreeNode[];
}
export const VersionTreeNode: z.ZodType<VersionTreeNode> = Version.extend({
  get children() {
    return z.array(VersionTreeNode);
  },
});

export const VersionTree = z.object({
  image: z.string(),
  branches: z.array(z.string()),
  primary_version: z.string().nullable(),
  roots: z.array(VersionTreeNode),
  count: z.number().int(),
});
export type VersionTree = z.infer<typeof VersionTree>;

/** Query of GET /tags/. */
export const TagListQuery = z.object({ category: z.string().max(50).optional() });

export const TagCreateBody = z.object({
  name: safeText('name', { error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(50, 'name must be at most 50 characters'),
  color: z
    .string({ error: 'color must be text' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'color must look like #rrggbb')
    .optional(),
  category: safeText('category').trim().max(50).nullish(),
});
export type TagCreateBody = z.input<typeof TagCreateBody>;

/** Body of add-tag / remove-tag: a tag id, or a tag name (add-tag creates a missing name). */
export const VersionTagBody = z.object({
  tag: safeText('tag', { error: 'tag is required' })
    .trim()
    .min(1, 'tag is required')
    .max(100, 'tag must be at most 100 characters'),
});
export type VersionTagBody = z.infer<typeof VersionTagBody>;

export const CompareBody = z.object({
  version_ids: z
    .array(idField('version_ids'), { error: 'version_ids must be a list of version ids' })
    .min(2, 'version_ids needs at least two versions')
    .max(10, 'version_ids accepts at most ten versions'),
});
export type CompareBody = z.infer<typeof CompareBody>;

export const CompareResponse = z.object({
  versions: z.array(Version),
  same_image: z.boolean(),
  dimensions: z.array(z.object({ id: z.string(), width: z.number(), height: z.number() })),
});
export type CompareResponse = z.infer<typeof CompareResponse>;
