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
