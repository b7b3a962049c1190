import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../..');

/**
 * `npm run admin -- <args>` against the stack globalSetup started (its data folder), as the
 * operator runs it beside a live server: e.g. `admin('plan', email, 'business')`.
 */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/admin/main.ts', ...args],
    {
      cwd: join(root, 'apps/api'),
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        FIREBASE_PROJECT_ID: process.env.E2E_FIREBASE_PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST,
      },
      timeout: 60_000,
    },
  );
  return stdout;
}
