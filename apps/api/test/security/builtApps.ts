import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The built apps: the policies are checked against what the build really contains. */
export const DIST = {
  STUDIO_DIST: resolve(import.meta.dirname, '../../../studio/dist'),
  SHARE_VIEWER_DIST: resolve(import.meta.dirname, '../../../share-viewer/dist'),
};

/** Fails a suite early, and says why, when the apps are not built (`npm test` builds them first). */
export function requireBuiltApps() {
  for (const dir of Object.values(DIST)) {
    if (!existsSync(`${dir}/index.html`)) {
      throw new Error(
        `${dir}/index.html is missing: run \`npm run build\` at the repository root.`,
      );
    }
  }
}
