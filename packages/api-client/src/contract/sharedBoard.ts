import * as z from 'zod/mini';

/**
 * The public shared-board contract (spec part 2 §3, §7), in zod/mini and free of the rest of
 * the contract: the share viewer imports only this, paths and `createSharedBoardApi`, which is
 * what keeps its bundle small (classic zod alone is ~20 KB gzipped and does not tree-shake).
 */
export { HOME_DESIGN_BASE, sharedBoardPaths } from './paths.ts';
export const SHARE_PERMISSIONS = ['view', 'upload'] as const;
export const VERSION_KINDS = ['original', 'generated', 'edited'] as const;
export const SHARE_LINK_INVALID = 'This board link is invalid or has expired.';

/** A version as shown on boards (spec part 2 §3). */
export const BoardVersion = z.object({
  id: z.string(),
  image: z.string(),
  label: z.string(),
  kind: z.enum(VERSION_KINDS),
  created_at: z.string(),
  storage_url: z.nullable(z.string()),
  preview_url: z.nullable(z.string()),
  thumbnail_url: z.nullable(z.string()),
});
export type BoardVersion = z.infer<typeof BoardVersion>;

/** GET /share/{token}/ (public). */
export const SharedBoard = z.object({
  name: z.string(),
  description: z.string(),
  project_name: z.string(),
  permission: z.enum(SHARE_PERMISSIONS),
  versions: z.array(BoardVersion),
});
export type SharedBoard = z.infer<typeof SharedBoard>;

/** POST /share/{token}/upload/ (public, upload links only). */
export const SharedUploadResponse = z.object({
  uploaded: z.int(),
  versions: z.array(BoardVersion),
});
export type SharedUploadResponse = z.infer<typeof SharedUploadResponse>;

export const TrackAccessResponse = z.object({ success: z.boolean() });
