import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder (packages/stager). */
export const STAGER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The stager page's browser entry. */
export const STAGER_ENTRY = path.join(STAGER_ROOT, 'src', 'page', 'page.ts');
/** The built page script the server loads (`npm run build -w @hds/stager`). */
export const STAGER_SCRIPT = path.join(STAGER_ROOT, 'dist', 'stager.js');

export const stagerBuilt = (): boolean => existsSync(STAGER_SCRIPT);
