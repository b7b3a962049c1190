import { z } from 'zod';
import { idField } from './homeDesign.ts';
import { BoardVersion, SHARE_LINK_INVALID, SHARE_PERMISSIONS } from './sharedBoard.ts';
import { safeText } from './text.ts';

/** Boards and share links of spec part 2 §2–§8. */
export const BOARD_NAME_REQUIRED = 'Please enter a board name';
export const BOARD_VERSIONS_REQUIRED = 'Select at least one version';
export { SHARE_LINK_INVALID };
export * from './sharedBoard.ts';
export const SHARE_UPLOAD_FORBIDDEN = 'This link only allows viewing; it cannot upload images';
/** The owner asked for the QR code of a link that no longer opens the board. */
export const SHARE_LINK_REVOKED = 'This share link has been revoked; generate a new one';
export const SHARE_LINK_EXPIRED = 'This share link has expired; generate a new one';
export const AUTO_BOARD_READ_ONLY =
  'This board is generated automatically and is read-only; it can only be deleted';

export { boardPaths } from './paths.ts';

/** Where a share link opens: the share viewer, on the studio's origin. */
export const shareViewerPath = (token: string) => `/app/share/board/${token}`;

const boardName = safeText('name', { error: BOARD_NAME_REQUIRED })
  .trim()
  .min(1, BOARD_NAME_REQUIRED)
  .max(200, 'Board name must be at most 200 characters');
const description = safeText('description', { multiline: true })
  .max(2000, 'description must be at most 2000 characters')
  .nullish()
  .transform((v) => v ?? '');
const versionIds = z
  .array(idField('version_ids'), { error: 'version_ids must be a list of version ids' })
  .min(1, BOARD_VERSIONS_REQUIRED)
  .max(500, 'A board holds at most 500 versions');

/** Body of POST /boards/: the spec names the project `project` (calls) and `project_id` (entities). */
export const BoardCreateBody = z
  .object({
    project: z.string().optional(),
    project_id: z.string().optional(),
    name: boardName,
    description,
    version_ids: versionIds,
  })
  .transform(({ project, project_id, ...rest }, ctx) => {
    const id = (project ?? project_id ?? '').trim();
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'project is required', path: ['project'] });
      return z.NEVER;
    }
    return { ...rest, project: id };
  });
export type BoardCreateBody = z.input<typeof BoardCreateBody>;

/**
 * PATCH's `version_ids` is the board's whole ordered list: adding, removing and reordering are
 * one call. Unlike creation it may be empty (the last image removed leaves an empty board).
 */
const versionIdsUpdate = z
  .array(idField('version_ids'), { error: 'version_ids must be a list of version ids' })
  .max(500, 'A board holds at most 500 versions');

export const BoardUpdateBody = z
  .object({
    name: boardName.optional(),
    description: description.optional(),
    version_ids: versionIdsUpdate.optional(),
    is_public: z.boolean({ error: 'is_public must be true or false' }).optional(),
  })
  .strict();
export type BoardUpdateBody = z.input<typeof BoardUpdateBody>;

export const BoardListQuery = z.object({ project: z.string().max(100).optional() });

export const SharePermission = z.enum(SHARE_PERMISSIONS, {
  error: 'permission must be view or upload',
});
export type SharePermission = z.infer<typeof SharePermission>;

export const ShareLinkCreateBody = z.object({
  permission: SharePermission.default('view'),
  expires_in_days: z
    .number({ error: 'expires_in_days must be a number of days' })
    .int('expires_in_days must be a whole number')
    .min(1, 'expires_in_days must be at least 1')
    .max(3650, 'expires_in_days must be at most 3650')
    .nullish()
    .transform((v) => v ?? null),
  resource_type: z.literal('board', { error: 'resource_type must be board' }).default('board'),
});
export type ShareLinkCreateBody = z.input<typeof ShareLinkCreateBody>;

/**
 * Body of POST /projects/{id}/share_links/ (spec part 1 §7; fields as a board's links). Without
 * `version_ids` the link opens the project's auto-generated board (every image's primary);
 * with them, a board of just those versions (the playground's "share this image"). Asking again
 * for the same thing, without expiry, returns the live link already made.
 */
export const ProjectShareLinkBody = z
  .object({
    permission: SharePermission.default('view'),
    expires_in_days: ShareLinkCreateBody.shape.expires_in_days,
    resource_type: z
      .enum(['project', 'board'], { error: 'resource_type must be project or board' })
      .default('project'),
    version_ids: versionIds.max(50, 'Share at most 50 versions at once').optional(),
  })
  .strict();
export type ProjectShareLinkBody = z.input<typeof ProjectShareLinkBody>;

export const ShareLinkUpdateBody = z
  .object({ is_active: z.literal(false, { error: 'is_active can only be set to false' }) })
  .strict();

export const TrackAccessBody = z.object({ token: idField('token') });

export const ShareLink = z.object({
  id: z.string(),
  url: z.string(),
  token: z.string(),
  permission: SharePermission,
  resource_type: z.literal('board'),
  board: z.string(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  access_count: z.number().int(),
  created_at: z.string(),
});
export type ShareLink = z.infer<typeof ShareLink>;
export const ShareLinkList = z.object({ results: z.array(ShareLink), count: z.number().int() });
/**
 * GET /share-links/{id}/qr-code/: `qr_code` is a PNG data URL (the spec's field); `qr_svg` the
 * same code as an SVG document, for print (servers before issue #23 leave it out).
 */
export const ShareLinkQr = z.object({
  url: z.string(),
  qr_code: z.string(),
  qr_svg: z.string().optional(),
});
export type ShareLinkQr = z.infer<typeof ShareLinkQr>;

export const Board = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  project: z.object({ id: z.string(), title: z.string() }),
  versions: z.array(BoardVersion),
  version_count: z.number().int(),
  thumbnail_url: z.string().nullable(),
  share_token: z.string().nullable(),
  share_links: z.array(ShareLink),
  is_public: z.boolean(),
  is_auto_generated: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Board = z.infer<typeof Board>;
export const BoardList = z.object({ results: z.array(Board), count: z.number().int() });
export type BoardList = z.infer<typeof BoardList>;
