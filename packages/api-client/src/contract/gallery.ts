import { z } from 'zod';
import { GALLERY_PAGE_SIZE } from './limits.ts';
import { idField } from './homeDesign.ts';
import { safeText } from './text.ts';

/*
 * The public gallery (spec part 2 §2, §3, §7, §9) and publishing to it: browse, search, like,
 * share, download; authors publish completed versions; registered accounts report; moderators
 * review.
 */

export { galleryPaths } from './paths.ts';

/** Where a shared gallery link opens (the studio deep-links it into the detail dialog). */
export const galleryItemPath = (id: string) => `/gallery/${id}`;

/** Choices of spec part 2 §9 ('All' means no filter). */
export const GALLERY_CATEGORIES = [
  'Modern',
  'Traditional',
  'Contemporary',
  'Minimalist',
  'Industrial',
] as const;
export const GALLERY_STYLES = [
  'Scandinavian',
  'Mid-Century',
  'Farmhouse',
  'Bohemian',
  'Art Deco',
] as const;
export const GALLERY_ROOM_TYPES = [
  'Living Room',
  'Bedroom',
  'Kitchen',
  'Bathroom',
  'Office',
  'Exterior',
] as const;
export const GALLERY_SORTS = ['recent', 'popular', 'trending', 'featured'] as const;
export const GALLERY_TIME_RANGES = ['all', 'today', 'week', 'month', 'year'] as const;
/** Spec part 2 §9: page size 20; a caller may ask for up to 50. */
export { GALLERY_PAGE_SIZE } from './limits.ts';
export const GALLERY_MAX_LIMIT = 50;
export const GALLERY_SEARCH_MAX = 200;
export const GALLERY_MAX_TAGS = 10;

export const GALLERY_UPGRADE_REQUIRED =
  'Sign in with Google to publish to the gallery: guest accounts cannot publish. Upgrade your account first.';
export const GALLERY_ITEM_NOT_FOUND = 'Gallery item not found.';
export const GALLERY_VERSION_NOT_COMPLETED = 'versionId: only a completed version can be published';
export const GALLERY_MODERATORS_ONLY = 'Only moderators can review gallery items.';
export const GALLERY_REPORT_SIGN_IN = 'Sign in with Google to report a design.';
export const GALLERY_REPORT_GUEST =
  'Sign in with Google to report a design: guest accounts cannot report. Upgrade your account first.';

/** Query-string values arrive as text: '' and 'All' mean no filter, anything else must be known. */
function choice<T extends readonly string[]>(field: string, values: T) {
  return z
    .string({ error: `${field} must be text` })
    .optional()
    .transform((v, ctx): T[number] | undefined => {
      if (v === undefined || v === '' || v === 'All') return undefined;
      if ((values as readonly string[]).includes(v)) return v as T[number];
      ctx.addIssue({
        code: 'custom',
        message: `${field} must be one of: All, ${values.join(', ')}`,
      });
      return z.NEVER;
    });
}

function wholeNumber(field: string, min: number, max: number, fallback: number) {
  return z
    .union([z.string(), z.number()], { error: `${field} must be a whole number` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a whole number` });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${field} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });
}

/** GET /gallery/public/ query. */
export const GalleryListQuery = z.object({
  search: z
    .string({ error: 'search must be text' })
    .max(GALLERY_SEARCH_MAX, `search must be at most ${GALLERY_SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v?.trim() || undefined),
  category: choice('category', GALLERY_CATEGORIES),
  style: choice('style', GALLERY_STYLES),
  room_type: choice('room_type', GALLERY_ROOM_TYPES),
  sort: z
    .enum(GALLERY_SORTS, { error: `sort must be one of: ${GALLERY_SORTS.join(', ')}` })
    .default('popular'),
  time_range: z
    .enum(GALLERY_TIME_RANGES, {
      error: `time_range must be one of: ${GALLERY_TIME_RANGES.join(', ')}`,
    })
    .default('all'),
  page: wholeNumber('page', 1, 10_000, 1),
  limit: wholeNumber('limit', 1, GALLERY_MAX_LIMIT, GALLERY_PAGE_SIZE),
});
export type GalleryListQuery = z.input<typeof GalleryListQuery>;
export type GalleryListFilters = z.output<typeof GalleryListQuery>;

export const GalleryImage = z.object({
  /** The design, full size. */
  transformed_url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** The design at each of `GALLERY_IMAGE_WIDTHS`, WebP, as an `<img srcset>`. */
  srcset: z.string().optional(),
  /** The photo it was made from, when the author shows the before/after pair. */
  original_url: z.string().nullable().optional(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

export const GALLERY_STATUSES = ['published', 'pending_review', 'hidden', 'removed'] as const;

/** One open report, as moderators see it. */
export const GalleryReportEntry = z.object({
  reason: z.string(),
  created_at: z.string(),
  /** Whether it counts towards hiding: a registered account at least a day old when it reported. */
  counted: z.boolean(),
  /** The account that reported; null for one made signed out before reports needed an account. */
  reporter: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
export type GalleryReportEntry = z.infer<typeof GalleryReportEntry>;

/** Spec part 2 §3 "Gallery item", plus the caller's like and the download link. */
export const GalleryItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(GalleryImage),
  author: z.object({
    name: z.string(),
    avatar: z.string().nullable(),
    badge: z.string().nullable(),
  }),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  style: z.string().nullable(),
  roomType: z.string().nullable(),
  location: z.string().nullable(),
  featured: z.boolean(),
  premium: z.boolean(),
  stats: z.object({ views: z.number().int(), likes: z.number().int(), shares: z.number().int() }),
  /** Whether the signed-in caller likes it (false when signed out). */
  liked: z.boolean(),
  showBeforeAfter: z.boolean(),
  download_url: z.string(),
  created_at: z.string(),
  /**
   * Reported by an established account and waiting for a moderator: still shown, with an
   * "Under review" badge. (Hidden ones are not listed; their author sees `pending_review`.)
   */
  under_review: z.boolean(),
  /** Only on the author's and moderators' views. */
  status: z.enum(GALLERY_STATUSES).optional(),
  /** Only on the moderators' view: open reports, their reasons, and each with who and when. */
  reports: z.number().int().optional(),
  report_reasons: z.array(z.string()).optional(),
  report_entries: z.array(GalleryReportEntry).optional(),
});
export type GalleryItem = z.infer<typeof GalleryItem>;

export const GalleryList = z.object({
  items: z.array(GalleryItem),
  hasMore: z.boolean(),
  total: z.number().int(),
});
export type GalleryList = z.infer<typeof GalleryList>;

export const GalleryLikeReply = z.object({ liked: z.boolean(), likes: z.number().int() });
export type GalleryLikeReply = z.infer<typeof GalleryLikeReply>;

export const GalleryShareReply = z.object({ share_url: z.string(), shares: z.number().int() });
export type GalleryShareReply = z.infer<typeof GalleryShareReply>;

const title = safeText('title', { error: 'title is required' })
  .trim()
  .min(1, 'title is required')
  .max(120, 'title must be at most 120 characters');
const description = safeText('description', { multiline: true })
  .trim()
  .max(2000, 'description must be at most 2000 characters');
const tags = z
  .array(
    safeText('tags')
      .trim()
      .min(1, 'tags must not be empty')
      .max(30, 'each tag must be at most 30 characters'),
    { error: 'tags must be a list of words' },
  )
  .max(GALLERY_MAX_TAGS, `at most ${GALLERY_MAX_TAGS} tags`)
  // The same tag twice (in any case) counts once, as first written.
  .transform((list) =>
    list.filter((t, i) => list.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
  );
const nullableChoice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }).nullable();
const location = safeText('location').trim().max(100, 'location must be at most 100 characters');

/** POST /gallery/publish/: a completed version of the caller's, with what the gallery shows. */
export const GalleryPublishBody = z.object({
  versionId: idField('versionId'),
  title,
  description: description.optional().default(''),
  category: nullableChoice('category', GALLERY_CATEGORIES).optional().default(null),
  style: nullableChoice('style', GALLERY_STYLES).optional().default(null),
  roomType: nullableChoice('roomType', GALLERY_ROOM_TYPES).optional().default(null),
  tags: tags.optional().default([]),
  location: location.nullable().optional().default(null),
  showBeforeAfter: z
    .boolean({ error: 'showBeforeAfter must be true or false' })
    .optional()
    .default(false),
});
export type GalleryPublishBody = z.input<typeof GalleryPublishBody>;

/** PATCH /gallery/items/{id}/: the author edits what the gallery shows. */
export const GalleryEditBody = z
  .object({
    title: title.optional(),
    description: description.optional(),
    category: nullableChoice('category', GALLERY_CATEGORIES).optional(),
    style: nullableChoice('style', GALLERY_STYLES).optional(),
    roomType: nullableChoice('roomType', GALLERY_ROOM_TYPES).optional(),
    tags: tags.optional(),
    location: location.nullable().optional(),
    showBeforeAfter: z.boolean({ error: 'showBeforeAfter must be true or false' }).optional(),
  })
  .strict();
export type GalleryEditBody = z.input<typeof GalleryEditBody>;

export const GalleryReportBody = z.object({
  reason: safeText('reason', { multiline: true, error: 'reason is required' })
    .trim()
    .min(1, 'reason is required')
    .max(500, 'reason must be at most 500 characters'),
});
export type GalleryReportBody = z.input<typeof GalleryReportBody>;
export const GalleryReportReply = z.object({ reported: z.literal(true) });

export const GALLERY_MODERATION_ACTIONS = ['hide', 'restore', 'remove'] as const;
export const GalleryModerateBody = z.object({
  action: z.enum(GALLERY_MODERATION_ACTIONS, {
    error: `action must be one of: ${GALLERY_MODERATION_ACTIONS.join(', ')}`,
  }),
});
export type GalleryModerateBody = z.input<typeof GalleryModerateBody>;

/** GET /gallery/mine/ and GET /gallery/moderation/: every item with its status. */
export const GalleryOwnList = z.object({ items: z.array(GalleryItem) });
export type GalleryOwnList = z.infer<typeof GalleryOwnList>;

/** The download's file name (spec part 2, "Download filename"): the label or id plus .png, safe for a header. */
export function galleryDownloadName(item: { id: string; title: string }): string {
  const base = item.title
    .normalize('NFKD')
    .replace(/[^\w\s.-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${base || item.id}.png`;
}
