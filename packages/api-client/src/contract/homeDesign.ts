import { z } from 'zod';
import { HOME_DESIGN_BASE } from './sharedBoard.ts';

/** Base of the home-design API (spec part 1 §7); defined with the zod-free shared paths. */
export { HOME_DESIGN_BASE };

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

/** A query value that arrives as text: an optional positive integer. */
export const queryInt = (name: string, max = 1000) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

/** An id in a body or query: a non-empty string. */
export const idField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`);
