import type { MaskPreviewPool } from '@hds/engine';
import type { HomeDesignDeps } from '../shared/deps.ts';
import type { EditDeps } from './service.ts';

/** What the edit routes (and the recipes') are given. */
export type EditRouteDeps = HomeDesignDeps &
  Omit<EditDeps, 'db'> & {
    /** The mask preview's thread, shared with the confidence check (maskRoutes.ts, confidence.ts). */
    previewPool?: MaskPreviewPool;
  };
