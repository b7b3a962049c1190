import { z } from 'zod';

/**
 * Issue #38: the local engine does not spend a credit on a guess. Each operation that finds its
 * own region checks what it found first; when it is not sure, the edit is refused (422 to an API
 * call without a mask, no job and no credit) with one of these sentences, and the studio opens
 * the mask preview for the user to confirm or correct the region instead.
 */
export const confidenceMessages = {
  noSky:
    'No sky was found in this photo: Sky Replacement needs a visible window with sky. Draw the area in the mask editor to apply it anyway.',
  noWindow:
    'No window was found in this photo: Window View needs a visible window. Draw the window in the mask editor to apply it anyway.',
  unsureWalls:
    'The walls of this photo were not found with confidence: confirm or correct them in the mask preview, then apply Wall Color.',
  furnished: 'This room already has furniture: empty it first, or choose Replace furniture',
  holeTooLarge: (what: string) =>
    `What ${what} would remove here is too large for the built-in engine to fill without a smear: brush a smaller area in the mask editor to apply it there, or use a generative engine (Replicate or ComfyUI), which does this better.`,
  /**
   * What was found is a few specks, or the colour of what lies around it: the result would look
   * unchanged (a user would pay for no visible edit). Marking the things to remove answers it.
   */
  tooLittleToRemove: (what: string) =>
    `Too little was found to remove in this photo for ${what} to make a visible change: mark what to remove in the mask editor, then apply ${what}.`,
  /** The same sentences a job that removed nothing fails with (apps/api jobs/unchanged.ts). */
  nothingToRemove: {
    declutter: 'Nothing to declutter was found in this picture.',
    empty_room: 'No furniture to remove was found in this picture.',
  },
} as const;

/** A pattern matching `sentence` whatever operation it names. */
const shape = (sentence: (what: string) => string) =>
  new RegExp(`^${sentence('\u0000').split('\u0000').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`); // prettier-ignore
const ASKING_SENTENCES = [shape(confidenceMessages.holeTooLarge), shape(confidenceMessages.tooLittleToRemove)]; // prettier-ignore

/**
 * Whether a refusal (the 422's `detail`) asks the user to confirm or draw the region: the studio
 * then opens the operation's mask preview with the sentence instead of showing an error (a
 * removal whose hole is too large or whose result would not show included). Add
 * Furniture's refusal and "nothing to remove" are not of these: no mask changes them.
 */
export function asksForMask(detail: string): boolean {
  const { noSky, noWindow, unsureWalls } = confidenceMessages;
  if (detail === noSky || detail === noWindow || detail === unsureWalls) return true;
  return ASKING_SENTENCES.some((re) => re.test(detail));
}

/** The operations whose result hangs on what the local engine finds in the photo. */
export const CONFIDENCE_OPERATIONS = [
  'wall_color',
  'sky_replacement',
  'window_view',
  'declutter',
  'empty_room',
  'furniture',
] as const;
export type ConfidenceOperation = (typeof CONFIDENCE_OPERATIONS)[number];

/**
 * What the local engine can do for one operation and where it stops (`/capabilities/`): `does`
 * says what it does by itself, `limits` when it refuses; both read on the edit card.
 */
export const OperationLimits = z.object({
  does: z.string(),
  limits: z.string().nullable(),
  /** True when the engine checks what it found and refuses rather than guess. */
  checks_confidence: z.boolean(),
  /** The largest hole the local fill takes, as a share of the photo's shorter side (removals). */
  max_hole: z.number().nullable(),
});
export type OperationLimits = z.infer<typeof OperationLimits>;

/**
 * The deepest hole the local fill takes, as a share of the photo's shorter side (the radius of
 * the largest disc inside the hole). bench:quality's empty_room figures: on whole-sofa holes the
 * local fill is no better than a blur (PSNR 8–10 dB against the empty render); this bound keeps
 * lamps, plants, pictures and clutter and refuses a sofa, a bed, a dining table.
 */
export const LOCAL_MAX_HOLE_DEPTH = 0.08;

/**
 * What the local engine does per operation and where it refuses (`/capabilities/`). Keyed by
 * operation name as a string: transformations.ts imports this module, so naming its
 * `EditOperation` here would close an import circle.
 */
export const LOCAL_LIMITS: Readonly<Partial<Record<string, OperationLimits>>> = {
  wall_color: {
    does: 'Repaints the walls it finds, keeping their shading.',
    limits: 'When the walls are not clear it asks you to confirm them in the mask preview.',
    checks_confidence: true,
    max_hole: null,
  },
  sky_replacement: {
    does: 'Replaces sky seen through a window or above a building.',
    limits: 'Refuses a photo with no visible sky; draw the area to apply it anyway.',
    checks_confidence: true,
    max_hole: null,
  },
  window_view: {
    does: 'Paints a new view into the window panes it finds.',
    limits: 'Refuses a photo with no window; draw the window to apply it anyway.',
    checks_confidence: true,
    max_hole: null,
  },
  declutter: {
    does: 'Removes small things: bottles, books, cups, toys, bags.',
    limits:
      'Removes only what fits a narrow hole; larger objects need a smaller brushed area or a generative engine (Replicate or ComfyUI). When it finds too little for a visible change, it asks you to mark what to remove.',
    checks_confidence: true,
    max_hole: LOCAL_MAX_HOLE_DEPTH,
  },
  empty_room: {
    does: 'Takes out lamps, plants, pictures, rugs and small furniture.',
    limits:
      'Refuses sofas, beds and large tables, which it cannot fill without a smear; a generative engine (Replicate or ComfyUI) does this better. When it finds too little for a visible change, it asks you to mark what to remove.',
    checks_confidence: true,
    max_hole: LOCAL_MAX_HOLE_DEPTH,
  },
  furniture: {
    does: 'Furnishes an empty room with 3D furniture in the photo’s own perspective.',
    limits:
      'Refuses a room that already has furniture. Replace furniture (empty, then furnish) is not offered: the built-in empty-room fill does not reach the benchmark’s bar.',
    checks_confidence: true,
    max_hole: null,
  },
};
