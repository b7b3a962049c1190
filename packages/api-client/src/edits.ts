import {
  HOME_DESIGN_BASE,
  TRANSFORMATION_PATHS,
  type EditOperation,
  type MaskClickBody,
  type MaskOperation,
  type OperationArgs,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';
import { parsed } from './replies.ts';

/** The schemas of these replies, loaded with the first (replies.ts). */
const schemas = () =>
  Promise.all([import('./contract/transformations.ts'), import('./contract/masks.ts')]).then(
    ([edits, masks]) => ({ ...edits, ...masks }),
  );

/** The spec's family path of each operation (the first entry of TRANSFORMATION_PATHS). */
export function transformationPath(operation: EditOperation): string {
  const entry = Object.entries(TRANSFORMATION_PATHS).find(([, op]) => op === operation);
  // watermark has no spec path of its own; the alternate family's name maps onto it.
  return entry ? entry[0] : operation;
}

export const editPaths = {
  transformation: (op: EditOperation) =>
    `${HOME_DESIGN_BASE}/transformations/${transformationPath(op)}/`,
  job: (id: string) => `${HOME_DESIGN_BASE}/edit-jobs/${id}/`,
  cancel: (id: string) => `${HOME_DESIGN_BASE}/edit-jobs/${id}/cancel/`,
  retry: (id: string) => `${HOME_DESIGN_BASE}/edit-jobs/${id}/retry/`,
  detect: (imageId: string) => `${HOME_DESIGN_BASE}/images/${imageId}/detect_objects/`,
  removeByDescription: (imageId: string) =>
    `${HOME_DESIGN_BASE}/images/${imageId}/remove_by_description/`,
  capabilities: `${HOME_DESIGN_BASE}/capabilities/`,
  maskPreview: (versionId: string) => `${HOME_DESIGN_BASE}/versions/${versionId}/mask_preview/`,
  maskClick: (versionId: string) => `${HOME_DESIGN_BASE}/versions/${versionId}/mask_click/`,
  masks: `${HOME_DESIGN_BASE}/masks/`,
  maskPng: (id: string) => `${HOME_DESIGN_BASE}/masks/${id}/png/`,
} as const;

/** The playground's edit calls: queue an edit, follow its job, detect and remove objects. */
export function createEditsApi(http: HttpClient) {
  return {
    transform: async <K extends EditOperation>(
      operation: K,
      body: { image_id: string; version_id?: string | null; args: OperationArgs[K] },
    ) =>
      parsed(
        http(editPaths.transformation(operation), {
          json: { ...body, version_id: body.version_id ?? undefined },
        }),
        schemas,
        (s) => s.JobsSubmitted,
      ),
    job: async (id: string) => parsed(http(editPaths.job(id)), schemas, (s) => s.Job),
    cancel: async (id: string) => {
      await http(editPaths.cancel(id), { method: 'POST' });
    },
    retry: async (id: string) =>
      parsed(http(editPaths.retry(id), { method: 'POST' }), schemas, (s) => s.JobsSubmitted),
    detectObjects: async (imageId: string, versionId?: string | null) =>
      parsed(
        http(editPaths.detect(imageId), { json: { version_id: versionId ?? undefined } }),
        schemas,
        (s) => s.DetectObjectsResponse,
      ),
    removeObjects: async (imageId: string, versionId: string | null, categories: string[]) =>
      parsed(
        http(editPaths.removeByDescription(imageId), {
          json: { version_id: versionId ?? undefined, categories },
        }),
        schemas,
        (s) => s.JobsSubmitted,
      ),
    capabilities: async () => parsed(http(editPaths.capabilities), schemas, (s) => s.Capabilities),
    /** The region `operation` would change on a version, and the regions a click selects. */
    maskPreview: async (
      versionId: string,
      operation: MaskOperation,
      args?: Record<string, unknown>,
      signal?: AbortSignal,
    ) =>
      parsed(
        http(editPaths.maskPreview(versionId), { json: { operation, args }, signal }),
        schemas,
        (s) => s.MaskPreview,
      ),
    /** A click in the mask editor: the mask on the preview's grid as the click segmenter changes it. */
    maskClick: async (versionId: string, body: MaskClickBody, signal?: AbortSignal) =>
      parsed(
        http(editPaths.maskClick(versionId), { json: body, signal }),
        schemas,
        (s) => s.MaskClickResult,
      ),
    /** Uploads a corrected mask (a single-channel PNG of the version's size); name it in args.mask_id. */
    uploadMask: async (versionId: string, png: Blob, signal?: AbortSignal) => {
      const body = new FormData();
      body.set('version_id', versionId);
      body.set('file', png, 'mask.png');
      return parsed(http(editPaths.masks, { body, signal }), schemas, (s) => s.Mask);
    },
    /** A mask's PNG as uploaded (to refine an edit that used it). */
    maskPng: (id: string, signal?: AbortSignal) =>
      http<Blob>(editPaths.maskPng(id), { responseType: 'blob', signal }),
  };
}
export type EditsApi = ReturnType<typeof createEditsApi>;
