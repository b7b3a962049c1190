import { z } from 'zod';
import { PROJECT_TITLE_REQUIRED } from './limits.ts';
import { queryInt } from './homeDesign.ts';
import { Image } from './images.ts';
import { safeText } from './text.ts';

export { PROJECT_TITLE_REQUIRED } from './limits.ts';
export const SAMPLE_PROJECT_TITLE = 'Sample Project';
export const SAMPLE_PROJECT_DESCRIPTION = 'Get started with these example room transformations';

const optionalText = (name: string, max: number, multiline = false) =>
  safeText(name, { multiline })
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** Body of POST /projects/. */
export const ProjectCreateBody = z.object({
  title: safeText('title', { error: PROJECT_TITLE_REQUIRED })
    .trim()
    .min(1, PROJECT_TITLE_REQUIRED)
    .max(200, 'Project title must be at most 200 characters'),
  address: optionalText('address', 500),
  notes: optionalText('notes', 5000, true),
});
export type ProjectCreateBody = z.input<typeof ProjectCreateBody>;

/** Body of PATCH /projects/{id}/: any subset of the creation fields. */
export const ProjectUpdateBody = z
  .object({
    title: ProjectCreateBody.shape.title.optional(),
    address: safeText('address')
      .max(500, 'address must be at most 500 characters')
      .nullable()
      .optional(),
    notes: safeText('notes', { multiline: true })
      .max(5000, 'notes must be at most 5000 characters')
      .nullable()
      .optional(),
  })
  .strict();
export type ProjectUpdateBody = z.input<typeof ProjectUpdateBody>;

/** Query of GET /projects/. */
export const ProjectListQuery = z.object({
  page: queryInt('page', 100_000).default(1),
  page_size: queryInt('page_size', 100).default(20),
  search: z.string().max(200, 'search is too long').optional(),
});
export type ProjectListQuery = z.input<typeof ProjectListQuery>;

export const Project = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string(),
  notes: z.string(),
  description: z.string(),
  is_sample: z.boolean(),
  image_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Present on the detail reply; the list leaves it empty. */
  images: z.array(Image),
  /**
   * Up to four signed thumbnail URLs for the project's card: its first images in upload order,
   * each as its primary version looks (older servers leave it out: empty).
   */
  cover_thumbnails: z.array(z.string()).max(4).default([]),
});
export type Project = z.infer<typeof Project>;

export const ProjectList = z.object({
  results: z.array(Project),
  count: z.number().int().nonnegative(),
  page: z.number().int(),
  page_size: z.number().int(),
  num_pages: z.number().int(),
});
export type ProjectList = z.infer<typeof ProjectList>;

/** Body of POST /projects/{id}/export/ (optional): which versions, and the originals beside them. */
export const ExportBody = z.object({
  version_ids: z
    .array(z.string().min(1).max(64), { error: 'version_ids must be a list of version ids' })
    .max(5000, 'An export holds at most 5000 versions')
    .optional(),
  include_originals: z.boolean({ error: 'include_originals must be true or false' }).optional(),
});
