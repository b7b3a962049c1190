import type { OperationName } from './operations.ts';

/*
 * The contract's paths, free of zod: what the browser's first load needs of the contract
 * (the schemas load with the first reply).
 */
/** Paths of the calls in spec part 1 §7, relative to the origin. */
export const authPaths = {
  csrf: '/api/v1/auth/csrf/',
  session: '/api/v1/auth/session',
  convert: '/api/v1/auth/convert',
  logout: '/api/v1/auth/logout',
  validate: '/api/v1/auth/validate',
  me: '/api/v1/auth/me',
  /** Not named by the spec (part 2 §7); the server's choice. */
  deleteAccount: '/api/v1/auth/delete-account/',
} as const;

export const healthPath = '/api/health';

/** Cookie and header names of the Django-style CSRF double submit. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const SESSION_COOKIE = 'sessionid';

/** Base of the home-design API (spec part 1 §7). */
export const HOME_DESIGN_BASE = '/api/v1/home-design';

/** The public shared board's calls (spec part 2 §7). */
export const sharedBoardPaths = {
  shared: (token: string) => `${HOME_DESIGN_BASE}/share/${token}/`,
  sharedUpload: (token: string) => `${HOME_DESIGN_BASE}/share/${token}/upload/`,
  shareLinkTrack: `${HOME_DESIGN_BASE}/share-links/track-access/`,
} as const;

/** Paths of the home-design calls, relative to the origin; `{id}` marks a path parameter. */
export const homeDesignPaths = {
  projects: `${HOME_DESIGN_BASE}/projects/`,
  project: (id: string) => `${HOME_DESIGN_BASE}/projects/${id}/`,
  createSampleProject: `${HOME_DESIGN_BASE}/projects/create_sample_project/`,
  projectUploadImages: (id: string) => `${HOME_DESIGN_BASE}/projects/${id}/upload_images/`,
  images: `${HOME_DESIGN_BASE}/images/`,
  image: (id: string) => `${HOME_DESIGN_BASE}/images/${id}/`,
  imageUpload: `${HOME_DESIGN_BASE}/images/upload/`,
  imageBatchUpload: `${HOME_DESIGN_BASE}/images/batch-upload/`,
  imageVersions: (id: string) => `${HOME_DESIGN_BASE}/images/${id}/versions/`,
  imageVersionTree: (id: string) => `${HOME_DESIGN_BASE}/images/${id}/version_tree/`,
  imageSetPrimary: (id: string) => `${HOME_DESIGN_BASE}/images/${id}/set-primary/`,
  tags: `${HOME_DESIGN_BASE}/tags/`,
  versionAddTag: (id: string) => `${HOME_DESIGN_BASE}/versions/${id}/add-tag/`,
  versionRemoveTag: (id: string) => `${HOME_DESIGN_BASE}/versions/${id}/remove-tag/`,
  versionsCompare: `${HOME_DESIGN_BASE}/versions/compare/`,
  quickStats: `${HOME_DESIGN_BASE}/user/quick-stats/`,
  activity: `${HOME_DESIGN_BASE}/user/activity/`,
  operations: `${HOME_DESIGN_BASE}/operations/`,
  audit: `${HOME_DESIGN_BASE}/audit/`,
  /** `segment` is a key of TRANSFORMATION_PATHS (wall-color, furniture, …) or `batch`. */
  transformation: (segment: string) => `${HOME_DESIGN_BASE}/transformations/${segment}/`,
  transformationsBatch: `${HOME_DESIGN_BASE}/transformations/batch/`,
  imageDetectObjects: (id: string) => `${HOME_DESIGN_BASE}/images/${id}/detect_objects/`,
  imageRemoveByDescription: (id: string) =>
    `${HOME_DESIGN_BASE}/images/${id}/remove_by_description/`,
  imageEmptyRoom: (id: string) => `${HOME_DESIGN_BASE}/images/${id}/empty_room/`,
  imageJobsList: (id: string) => `${HOME_DESIGN_BASE}/images/${id}/jobs_list/`,
  projectBatchJobs: (id: string) => `${HOME_DESIGN_BASE}/projects/${id}/batch_jobs/`,
  projectExport: (id: string) => `${HOME_DESIGN_BASE}/projects/${id}/export/`,
  job: (id: string) => `${HOME_DESIGN_BASE}/jobs/${id}/`,
  editJobs: `${HOME_DESIGN_BASE}/edit-jobs/`,
  editJob: (id: string) => `${HOME_DESIGN_BASE}/edit-jobs/${id}/`,
  editJobStatus: (id: string) => `${HOME_DESIGN_BASE}/edit-jobs/${id}/status/`,
  editJobCancel: (id: string) => `${HOME_DESIGN_BASE}/edit-jobs/${id}/cancel/`,
  editJobRetry: (id: string) => `${HOME_DESIGN_BASE}/edit-jobs/${id}/retry/`,
  workflows: `${HOME_DESIGN_BASE}/workflows/`,
  recipes: `${HOME_DESIGN_BASE}/recipes/`,
  recipe: (id: string) => `${HOME_DESIGN_BASE}/recipes/${id}/`,
  recipeApply: (id: string) => `${HOME_DESIGN_BASE}/recipes/${id}/apply/`,
  batches: `${HOME_DESIGN_BASE}/batches/`,
  batch: (id: string) => `${HOME_DESIGN_BASE}/batches/${id}/`,
  batchCancel: (id: string) => `${HOME_DESIGN_BASE}/batches/${id}/cancel/`,
  capabilities: `${HOME_DESIGN_BASE}/capabilities/`,
} as const;

/** Boards and share links (spec part 2 §7). */
export const boardPaths = {
  boards: `${HOME_DESIGN_BASE}/boards/`,
  board: (id: string) => `${HOME_DESIGN_BASE}/boards/${id}/`,
  boardShareLinks: (id: string) => `${HOME_DESIGN_BASE}/boards/${id}/share_links/`,
  shareLinks: `${HOME_DESIGN_BASE}/share-links/`,
  shareLink: (id: string) => `${HOME_DESIGN_BASE}/share-links/${id}/`,
  shareLinkRevoke: (id: string) => `${HOME_DESIGN_BASE}/share-links/${id}/revoke/`,
  shareLinkQr: (id: string) => `${HOME_DESIGN_BASE}/share-links/${id}/qr-code/`,
  projectShareLinks: (id: string) => `${HOME_DESIGN_BASE}/projects/${id}/share_links/`,
  ...sharedBoardPaths,
} as const;

/** The public gallery, publishing and moderation (spec part 2 §7). */
const G = `${HOME_DESIGN_BASE}/gallery`;
/** The widths (px) a gallery image is also served at, as WebP: a phone, a tablet, a wide screen. */
export const GALLERY_IMAGE_WIDTHS = [480, 800, 1600] as const;
export type GalleryImageWidth = (typeof GALLERY_IMAGE_WIDTHS)[number];
const galleryImageAt = (id: string, i: 0 | 1, w: GalleryImageWidth) =>
  `${G}/public/${id}/image/?i=${i}&w=${w}`;
export const galleryPaths = {
  list: `${G}/public/`,
  item: (id: string) => `${G}/public/${id}/`,
  like: (id: string) => `${G}/public/${id}/like/`,
  share: (id: string) => `${G}/public/${id}/share/`,
  download: (id: string) => `${G}/public/${id}/download/`,
  report: (id: string) => `${G}/public/${id}/report/`,
  /** `i`: 0 the design, 1 its original (before/after); `size`: full or thumb. */
  image: (id: string, i = 0, size: 'full' | 'thumb' = 'full') =>
    `${G}/public/${id}/image/?i=${i}&size=${size}`,
  /** The image `w` px wide (never enlarged), WebP; `w` is one of `GALLERY_IMAGE_WIDTHS`. */
  imageAt: galleryImageAt,
  /** Every width of the image, as an `<img srcset>`. */
  imageSrcset: (id: string, i: 0 | 1 = 0) =>
    GALLERY_IMAGE_WIDTHS.map((w) => `${galleryImageAt(id, i, w)} ${w}w`).join(', '),
  publish: `${G}/publish/`,
  mine: `${G}/mine/`,
  ownItem: (id: string) => `${G}/items/${id}/`,
  moderation: `${G}/moderation/`,
  moderate: (id: string) => `${G}/moderation/${id}/`,
} as const;

export const analyticsPaths = { events: '/api/v1/analytics/events/' } as const;

/** Path segment of /transformations/{segment}/ for each operation (spec part 1 §7). */
export const TRANSFORMATION_PATHS: Record<string, OperationName> = {
  'wall-color': 'wall_color',
  furniture: 'furniture',
  lighting: 'lighting',
  declutter: 'declutter',
  'style-transfer': 'style_transfer',
  'sky-replacement': 'sky_replacement',
  'window-view': 'window_view',
  'empty-room': 'empty_room',
  'object-removal': 'object_removal',
  upscale: 'upscale',
  'watermark-removal': 'watermark_removal',
  // The alternate family, mapped onto the same operations.
  'intelligent-space-redesign': 'style_transfer',
  'virtual-staging-furnishing': 'furniture',
  'architectural-enhancement': 'lighting',
  'atmospheric-sky-enhancement': 'sky_replacement',
  'window-view-enhancement': 'window_view',
  'object-removal-optimization': 'object_removal',
  'brand-element-management': 'watermark',
  'blueprint-visualization': 'style_transfer',
  'selective-design-modification': 'wall_color',
  'conceptual-space-creation': 'furniture',
  'outdoor-environment-creation': 'sky_replacement',
};
