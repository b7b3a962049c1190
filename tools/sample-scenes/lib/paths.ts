/**
 * Where the renderer lives and where it writes: the renders are the server's assets, so they
 * stay under apps/api/assets (the server, its tests and its benches read them there).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This workspace's folder (tools/sample-scenes). */
export const rendererRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
export const repoRoot = path.resolve(rendererRoot, '..', '..');
/** The committed sample renders, masks and manifest.json (`npm run render:samples`). */
export const SAMPLES_DIR = path.join(repoRoot, 'apps', 'api', 'assets', 'samples');
/** The style preview's WebP masters (`npm run render:styled`). */
export const STYLED_DIR = path.join(repoRoot, 'apps', 'api', 'assets', 'styled');
