import { z } from 'zod';
import { idField } from './homeDesign.ts';
import { DetectedCategory, Version } from './images.ts';
import { OperationLimits } from './confidence.ts';
import { safeText } from './text.ts';
import { OPERATIONS } from './operations.ts';

/**
 * Edit operations of spec part 1 §3 and §7: the enumerations the edit cards offer, their defaults,
 * and the `args` each transformation accepts. The server validates with these schemas (a 400
 * names the field) and the engines read the parsed values, so client, server and engine agree.
 */
export { OPERATIONS } from './operations.ts';
export const EditOperation = z.enum(OPERATIONS);
export type EditOperation = z.infer<typeof EditOperation>;

export const FURNITURE_STYLES = [
  'modern',
  'minimalist',
  'scandinavian',
  'industrial',
  'rustic',
  'luxury',
  'bohemian',
  'traditional',
] as const;
export const ROOM_TYPES = [
  'living_room',
  'bedroom',
  'kitchen',
  'bathroom',
  'dining_room',
  'office',
  'outdoor',
] as const;
export const LIGHTING_TYPES = [
  'twilight',
  'golden_hour',
  'ambient',
  'flamboyant',
  'moody',
  'evenly_lit',
  'hard_direct',
  'warm_light',
  'cool_light',
] as const;
/** The ten wall colours of the edit card, with the hex value each paints. */
export const WALL_COLORS = {
  white: '#F5F5F2',
  beige: '#E3D5BC',
  gray: '#A7A9A8',
  blue: '#7E9CC0',
  green: '#8FA77F',
  navy: '#2E3F5C',
  charcoal: '#3C3F42',
  sage: '#B2BFA0',
  taupe: '#9C8B7A',
  cream: '#F2E8D0',
} as const;
export type WallColor = keyof typeof WALL_COLORS;
export const SKY_TYPES = [
  'sunny',
  'blue_sky',
  'clear_blue',
  'dramatic',
  'sunset',
  'partly_cloudy',
] as const;
export const EMPTY_ROOM_TYPES = [
  'general',
  'living_room',
  'kitchen',
  'bedroom',
  'bathroom',
] as const;

/** Defaults of spec part 1 §9. */
export const EDIT_DEFAULTS = {
  upscaleScale: 2,
  guidanceScale: 7.5,
  strength: 0.8,
  brightness: 1.2,
  contrast: 1.1,
  warmth: 0,
  furnitureStyle: 'modern',
  roomType: 'living_room',
  wallColor: 'white',
  lightingType: 'golden_hour',
  skyType: 'blue_sky',
} as const;

const seed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .optional();
const strength = z.number().min(0).max(1).default(EDIT_DEFAULTS.strength);
const guidanceScale = z.number().min(1).max(30).default(EDIT_DEFAULTS.guidanceScale);
const wallColorKeys = Object.keys(WALL_COLORS) as [WallColor, ...WallColor[]];
/** A mask uploaded to /masks/ for the same version (masks.ts): the region the edit may change. */
const maskId = idField('mask_id').optional();

/** `args` of each operation; unknown keys are dropped, missing ones take the spec's defaults. */
export const operationArgs = {
  wall_color: z.object({
    color: z.enum(wallColorKeys).default(EDIT_DEFAULTS.wallColor),
    strength,
    guidance_scale: guidanceScale,
    seed,
    mask_id: maskId,
  }),
  furniture: z.object({
    style: z.enum(FURNITURE_STYLES).default(EDIT_DEFAULTS.furnitureStyle),
    room_type: z.enum(ROOM_TYPES).default(EDIT_DEFAULTS.roomType),
    seed,
  }),
  lighting: z.object({
    type: z.enum(LIGHTING_TYPES).default(EDIT_DEFAULTS.lightingType),
    brightness: z.number().min(0.2).max(3).default(EDIT_DEFAULTS.brightness),
    contrast: z.number().min(0.2).max(3).default(EDIT_DEFAULTS.contrast),
    warmth: z.number().min(-1).max(1).default(EDIT_DEFAULTS.warmth),
    seed,
  }),
  declutter: z.object({ strength, seed, mask_id: maskId }),
  style_transfer: z.object({
    style: z.enum(FURNITURE_STYLES).default(EDIT_DEFAULTS.furnitureStyle),
    strength,
    seed,
  }),
  sky_replacement: z.object({
    sky_type: z.enum(SKY_TYPES).default(EDIT_DEFAULTS.skyType),
    seed,
    mask_id: maskId,
  }),
  window_view: z.object({
    view: z.enum(['garden', 'city', 'ocean', 'mountains', 'forest']).default('garden'),
    seed,
    mask_id: maskId,
  }),
  empty_room: z.object({
    room_type: z.enum(EMPTY_ROOM_TYPES).default('general'),
    strength,
    guidance_scale: guidanceScale,
    seed,
    mask_id: maskId,
  }),
  object_removal: z.object({
    /** Detected categories to remove (from detect_objects), or a free-text description. */
    categories: z
      .array(safeText('categories').min(1))
      .min(1, 'categories: choose at least one')
      .optional(),
    description: safeText('description').min(1).max(200).optional(),
    seed,
    /** A brushed region to remove, instead of (or with no need for) categories. */
    mask_id: maskId,
  }),
  upscale: z.object({
    scale: z.union([z.literal(2), z.literal(4)]).default(EDIT_DEFAULTS.upscaleScale),
  }),
  watermark: z.object({ text: safeText('text').min(1).max(60).default('Virtually staged') }),
  watermark_removal: z.object({
    /** Region in source pixels; detected when absent. */
    region: z
      .object({
        x: z.number().int().min(0),
        y: z.number().int().min(0),
        width: z.number().int().min(1),
        height: z.number().int().min(1),
      })
      .optional(),
  }),
} satisfies Record<EditOperation, z.ZodType>;

export type OperationArgs = { [K in EditOperation]: z.infer<(typeof operationArgs)[K]> };

export { TRANSFORMATION_PATHS } from './paths.ts';

/** A failed edit can be retried this many times in all (over every retry of it). */
export const EDIT_RETRY_LIMIT = 3;
export const EDIT_RETRY_LIMIT_REACHED = `This edit has been retried ${EDIT_RETRY_LIMIT} times; start a new edit instead.`;

export const JobStatus = z.enum([
  'pending',
  'in_progress',
  'processing',
  'completed',
  'succeeded',
  'failed',
]);
export type JobStatus = z.infer<typeof JobStatus>;

export const Job = z.object({
  id: z.string(),
  status: JobStatus,
  kind: z.string(),
  error_message: z.string().nullable(),
  result_version: z.string().nullable(),
  image: z.string(),
  version: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

/**
 * A model the local engine can use for a stage (issue #39): active, or why the heuristics do the
 * stage instead and the command that installs it.
 */
export const ModelState = z.object({
  kind: z.string(),
  checkpoint: z.string(),
  active: z.boolean(),
  reason: z.string().nullable(),
  command: z.string().nullable(),
});
export type ModelState = z.infer<typeof ModelState>;

export const Capability = z.object({
  operation: EditOperation,
  available: z.boolean(),
  engine: z.string().nullable(),
  reason: z.string().nullable(),
  /** What the local engine does and where it refuses (issue #38); absent on older servers. */
  local: OperationLimits.nullable().optional(),
  /** The models the local engine's run goes through; null for another engine, absent on older servers. */
  models: z.array(ModelState).nullable().optional(),
});
export const Capabilities = z.object({ operations: z.array(Capability) });
export type Capabilities = z.infer<typeof Capabilities>;

/** Wire status of a job; `processing`/`completed` are accepted aliases of the stored ones. */
export const JOB_ACTIVE_STATUSES = ['pending', 'in_progress', 'processing'] as const;

/** Operations whose result is a new picture (`generated`); the others are `edited`. */
export const GENERATED_OPERATIONS: readonly EditOperation[] = [
  'furniture',
  'style_transfer',
  'sky_replacement',
  'window_view',
  'empty_room',
];

/** Labels of the versions each operation makes. */
export const OPERATION_LABELS: Record<EditOperation, string> = {
  wall_color: 'Wall color',
  furniture: 'Virtual staging',
  lighting: 'Lighting',
  declutter: 'Declutter',
  style_transfer: 'Style transfer',
  sky_replacement: 'Sky replacement',
  window_view: 'Window view',
  empty_room: 'Empty room',
  object_removal: 'Object removal',
  upscale: 'Upscale',
  watermark: 'Watermark',
  watermark_removal: 'Watermark removal',
};

const argsObject = z.record(z.string(), z.unknown());

/** POST /transformations/{type}/: `{image_id, version_id, args}`, or the alternate family's
 * `{image_id, transformation, parameters}` (version_id then defaults to the primary version). */
export const TransformationBody = z.object({
  image_id: idField('image_id'),
  version_id: idField('version_id').optional(),
  args: argsObject.optional(),
  parameters: argsObject.optional(),
  transformation: z.string().max(60).optional(),
});

/** The reply of every call that queues edits: the jobs and their pending versions. */
export const JobsSubmitted = z.object({
  id: z.string(),
  job_id: z.string(),
  status: JobStatus,
  job: Job,
  version: Version,
  version_id: z.string(),
  jobs: z.array(Job),
  versions: z.array(Version),
});
export type JobsSubmitted = z.infer<typeof JobsSubmitted>;

export const BatchTransformationBody = z.object({
  image_ids: z
    .array(idField('image_ids'), { error: 'image_ids is required' })
    .min(1, 'image_ids: choose at least one image')
    .max(50, 'image_ids: at most 50 images'),
  transformation: z.string({ error: 'transformation is required' }).min(1).max(60),
  parameters: argsObject.optional(),
});

export const ProjectBatchBody = z.object({
  transformation: z.string({ error: 'transformation is required' }).min(1).max(60),
  parameters: argsObject.optional(),
  image_ids: z.array(idField('image_ids')).max(50).optional(),
});

export const BatchSubmitted = z.object({
  batch_id: z.string(),
  jobs: z.array(Job),
  versions: z.array(Version),
  count: z.number().int(),
});
export type BatchSubmitted = z.infer<typeof BatchSubmitted>;

export const JobList = z.object({ results: z.array(Job), count: z.number().int() });
export type JobList = z.infer<typeof JobList>;

export const EditJobsQuery = z.object({ image: idField('image').optional() });

export const DetectObjectsBody = z.object({ version_id: idField('version_id').optional() });
export const DetectObjectsResponse = z.object({
  image: z.string(),
  version_id: z.string(),
  categories: z.array(DetectedCategory),
  objects: z.array(
    z.object({
      category: z.string(),
      score: z.number(),
      box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
    }),
  ),
  cached: z.boolean(),
});
export type DetectObjectsResponse = z.infer<typeof DetectObjectsResponse>;

export const RemoveByDescriptionBody = z.object({
  version_id: idField('version_id').optional(),
  categories: z.array(safeText('categories').trim().min(1).max(60)).max(30).optional(),
  detected_categories: z.array(z.unknown()).optional(),
  description: safeText('description').trim().max(200).optional(),
  seed: z.number().int().min(0).optional(),
});

export const EmptyRoomBody = z.object({
  version_id: idField('version_id').optional(),
  args: argsObject.optional(),
  parameters: argsObject.optional(),
});

/** One step of a workflow or recipe: an operation (or transformation path) and its args. */
export const WorkflowStep = z.object({
  operation: z.string({ error: 'operation is required' }).min(1).max(60),
  args: argsObject.optional(),
});
export type WorkflowStep = z.infer<typeof WorkflowStep>;
const steps = z
  .array(WorkflowStep, { error: 'steps is required' })
  .min(1, 'steps: add at least one step')
  .max(10, 'steps: at most 10 steps');

export const WorkflowBody = z.object({
  image_id: idField('image_id'),
  version_id: idField('version_id').optional(),
  steps,
});

export const RecipeCreateBody = z.object({
  name: safeText('name', { error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is too long'),
  description: safeText('description', { multiline: true }).trim().max(500).optional(),
  steps,
});
export const RecipeUpdateBody = RecipeCreateBody.partial();
/**
 * POST /recipes/{id}/apply/: `{image_id}` (spec) edits one image; `{image_ids}` or `{project_id}`
 * (every image of the project, or the named ones of it) queues one batch: the recipe's steps on
 * each image, with the recipe's own arguments and seed for all of them.
 */
export const RecipeApplyBody = z.object({
  image_id: idField('image_id').optional(),
  version_id: idField('version_id').optional(),
  image_ids: z
    .array(idField('image_ids'))
    .min(1, 'image_ids: choose at least one image')
    .max(50, 'image_ids: at most 50 images')
    .optional(),
  project_id: idField('project_id').optional(),
});

export const Recipe = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  steps: z.array(z.object({ operation: EditOperation, args: argsObject })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recipe = z.infer<typeof Recipe>;
export const RecipeList = z.object({ results: z.array(Recipe), count: z.number().int() });
export type RecipeList = z.infer<typeof RecipeList>;

export const WorkflowSubmitted = JobsSubmitted.extend({
  workflow_id: z.string(),
  final_version_id: z.string(),
});
export type WorkflowSubmitted = z.infer<typeof WorkflowSubmitted>;

/** The reply of a recipe applied to many images: the batch and the recipe it ran. */
export const RecipeBatchSubmitted = BatchSubmitted.extend({ recipe: z.string() });
export type RecipeBatchSubmitted = z.infer<typeof RecipeBatchSubmitted>;

/** Stored job states a batch item can be in (the wire aliases are not used here). */
export const BatchItemStatus = z.enum(['pending', 'in_progress', 'succeeded', 'failed']);
export type BatchItemStatus = z.infer<typeof BatchItemStatus>;

const BatchCounts = z.object({
  pending: z.number().int(),
  in_progress: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
});

/** One image of a batch: its edit's state, the version it started from and the result. */
export const BatchItem = z.object({
  image: z.string(),
  /** The image's name. */
  name: z.string(),
  status: BatchItemStatus,
  error_message: z.string().nullable(),
  /** Job ids of this image, in step order (one per step of the recipe). */
  jobs: z.array(z.string()),
  source_version: Version.nullable(),
  result_version: Version.nullable(),
});
export type BatchItem = z.infer<typeof BatchItem>;

/** GET /batches/{id}/: a batch of edits, one item per image (counts are per image). */
export const BatchDetail = z.object({
  id: z.string(),
  created_at: z.string(),
  operations: z.array(EditOperation),
  count: z.number().int(),
  counts: BatchCounts,
  done: z.boolean(),
  items: z.array(BatchItem),
});
export type BatchDetail = z.infer<typeof BatchDetail>;

export const BatchSummary = BatchDetail.omit({ items: true });
export type BatchSummary = z.infer<typeof BatchSummary>;
export const BatchList = z.object({ results: z.array(BatchSummary), count: z.number().int() });
export type BatchList = z.infer<typeof BatchList>;
