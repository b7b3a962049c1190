import { LOCAL_LIMITS, OPERATIONS, type Capabilities } from '@hds/api-client/contract';
import type { DetectedCategory } from '@hds/machines';

export const detectedCategories: DetectedCategory[] = [
  { type: 'chair', count: 2 },
  { type: 'potted_plant', count: 1 },
  { type: 'tv', count: 1 },
];

/** A server with only the local engine: the generative operations say why they are missing. */
export const localOnlyCapabilities: Capabilities = {
  operations: [
    { operation: 'wall_color', available: true, engine: 'local', reason: null },
    {
      operation: 'furniture',
      available: false,
      engine: null,
      reason:
        'Furniture staging needs a generative engine. Ask the administrator to configure ' +
        'Replicate or ComfyUI.',
    },
    { operation: 'lighting', available: true, engine: 'local', reason: null },
    {
      operation: 'empty_room',
      available: false,
      engine: null,
      reason: null,
    },
  ],
};

/** The default install: every local operation says what it does and where it refuses (issue #38). */
export const localLimitsCapabilities: Capabilities = {
  operations: OPERATIONS.map((operation) => ({
    operation,
    available: operation !== 'style_transfer',
    engine: operation === 'style_transfer' ? null : 'local',
    reason: operation === 'style_transfer' ? 'Style transfer needs a generative engine.' : null,
    local: operation === 'style_transfer' ? null : (LOCAL_LIMITS[operation] ?? null),
  })),
};

/** Models installed for segmentation only (issue #39): the cards say which part a model does. */
export const modelsCapabilities: Capabilities = {
  operations: localLimitsCapabilities.operations.map((c) => {
    const segmentation = {
      kind: 'segmentation',
      checkpoint: 'Xenova/segformer-b0-finetuned-ade-512-512 (SegFormer-B0, ADE20K, ONNX)',
      active: true,
      reason: null,
      command: null,
    };
    const inpaint = {
      kind: 'inpaint',
      checkpoint: 'Carve/LaMa-ONNX lama_fp32 (LaMa big-lama, 512 × 512, ONNX)',
      active: false,
      reason: 'The inpaint model is not installed. The heuristics run instead.',
      command: 'npm run models -- install inpaint',
    };
    const models: Partial<Record<string, (typeof segmentation | typeof inpaint)[]>> = {
      wall_color: [segmentation],
      sky_replacement: [segmentation],
      window_view: [segmentation],
      object_removal: [segmentation, inpaint],
      declutter: [segmentation, inpaint],
      empty_room: [segmentation, inpaint],
      watermark_removal: [inpaint],
    };
    return { ...c, models: c.engine === 'local' ? (models[c.operation] ?? []) : null };
  }),
};
