/** A detected category (spec part 1 §3). */
export interface DetectedCategory {
  type: string;
  count: number;
}

export interface DetectObjectsInput {
  imageId: string | null;
  versionId: string | null;
}

/** POST /images/{id}/remove_by_description/ {categories, version_id, detected_categories}. */
export interface RemoveObjectsInput extends DetectObjectsInput {
  categories: string[];
  detectedCategories: DetectedCategory[];
}

export interface ObjectRemovalInput {
  imageId?: string | null;
  versionId?: string | null;
}

export interface ObjectRemovalContext {
  imageId: string | null;
  versionId: string | null;
  categories: DetectedCategory[];
  /** Types of the selected categories, in the order they were detected. */
  selected: string[];
  /** The removal call's reply (e.g. the job to poll); null before a removal. */
  result: unknown;
  error: string | null;
}

export type ObjectRemovalEvent =
  /** Starts detection; a cached detection (image.detected_objects.categories) is used when present. */
  | { type: 'DETECT'; cached?: DetectedCategory[] | null }
  | { type: 'TOGGLE_CATEGORY'; category: string }
  | { type: 'REMOVE' }
  | { type: 'CANCEL' }
  | { type: 'VERSION_CHANGED'; versionId: string | null; imageId?: string | null }
  | { type: 'COLLAPSE' };
