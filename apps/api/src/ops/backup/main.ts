import { resolve } from 'node:path';
import { loadConfig } from '../../config.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';

/**
 * `npm run backup -- <dir>` / `npm run restore -- <dir>` with the server's own configuration
 * (DATA_DIR, DATABASE_URL, STORAGE and S3_*): see docs/operations.md.
 */
const [command, target] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !target) {
  console.error('usage: npm run backup -- <dir>   |   npm run restore -- <dir>');
  process.exit(2);
}
const config = loadConfig();
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), target);
try {
  const started = Date.now();
  const manifest = command === 'backup' ? await backup(config, dir) : await restore(config, dir);
  const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
  console.log(
    `${command === 'backup' ? 'backed up' : 'restored'} ${manifest.database} database and ` +
      `${manifest.files.length} media files (${(bytes / 1e6).toFixed(1)} MB) ` +
      `${command === 'backup' ? 'into' : 'from'} ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (manifest.missing.length) {
    console.warn(
      `${manifest.missing.length} files the snapshot names were deleted before they were copied: ` +
        manifest.missing.join(', '),
    );
  }
  process.exit(0);
} catch (err) {
  console.error(`${command} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
