import type { EditOperation } from '@hds/api-client/contract';
import type { SeamName } from '../seams.ts';
import { installCommand, MANIFEST, MODEL_KINDS, type ModelKind } from './manifest.ts';
import { kindVerified, modelsDir } from './store.ts';

/** The models each operation's local run goes through (the mask editor's click: `click`). */
export const OPERATION_MODELS: Readonly<Partial<Record<EditOperation, readonly ModelKind[]>>> = {
  wall_color: ['segmentation'],
  sky_replacement: ['segmentation'],
  window_view: ['segmentation'],
  object_removal: ['segmentation', 'inpaint'],
  declutter: ['segmentation', 'inpaint'],
  empty_room: ['segmentation', 'inpaint'],
  watermark_removal: ['inpaint'],
  furniture: ['segmentation', 'depth'],
};

const SEAM_OF: Partial<Record<ModelKind, { seam: SeamName; variable: string }>> = {
  segmentation: { seam: 'segmenter', variable: 'ENGINE_SEGMENTER' },
  inpaint: { seam: 'inpainter', variable: 'ENGINE_INPAINTER' },
  depth: { seam: 'depth', variable: 'ENGINE_DEPTH' },
  click: { seam: 'clickSegmenter', variable: 'ENGINE_CLICK_SEGMENTER' },
};

/** Whether a model does its part here, or why the heuristics do it instead (`/capabilities/`). */
export interface ModelState {
  kind: ModelKind;
  checkpoint: string;
  active: boolean;
  /** Why not, when not active. */
  reason: string | null;
  /** What installs it, when installing would make it active. */
  command: string | null;
}

/**
 * Each model kind's state under the seams chosen (`EngineRegistry.seams`): a seam set to its
 * heuristics keeps the model off whatever MODELS_DIR holds; otherwise the files decide (present
 * and matching their pinned SHA-256; the hash is computed once per file and kept).
 */
export async function modelStates(
  seams: Partial<Record<SeamName, string>>,
  env: Record<string, string | undefined> = process.env,
): Promise<Record<ModelKind, ModelState>> {
  const dir = modelsDir(env);
  const entries = await Promise.all(
    MODEL_KINDS.map(async (kind): Promise<[ModelKind, ModelState]> => {
      const base = { kind, checkpoint: MANIFEST[kind].checkpoint };
      const seam = SEAM_OF[kind];
      const chosen = seam ? seams[seam.seam] : undefined;
      if (seam && chosen && chosen !== 'auto' && !MODEL_NAMES.includes(chosen)) {
        const reason = `${seam.variable}=${chosen}: the heuristics are configured.`;
        return [kind, { ...base, active: false, reason, command: null }];
      }
      const status = await kindVerified(kind, dir);
      return status.active
        ? [kind, { ...base, checkpoint: status.checkpoint.checkpoint, active: true, reason: null, command: null }] // prettier-ignore
        : [kind, { ...base, active: false, reason: `${status.reason} The heuristics run instead.`, command: installCommand(kind) }]; // prettier-ignore
    }),
  );
  return Object.fromEntries(entries) as Record<ModelKind, ModelState>;
}

/** The seams' names that mean a model (seams.ts). */
const MODEL_NAMES = ['segformer', 'lama', 'depth-anything', 'sam'];
