import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MODERATORS_ONLY } from '@hds/api-client/contract';
import { runAdmin } from '../src/admin/cli.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';

/*
 * The operator's command line (`npm run admin -- …`, src/admin/): the moderator role granted
 * and taken back on the server's own database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
 * holding at once in the running server, with clear usage and refusals.
 */

const ROOT = join(import.meta.dirname, '../../..');
const QUEUE = `${HD}/gallery/moderation/`;

let server: Awaited<ReturnType<typeof startTestServer>>;
let operator: Client;
let guest: Client;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = await startTestServer();
  operator = await signedIn(server.app, 'operator@example.com');
  guest = await signedIn(server.app);
  env = {
    ...process.env,
    DATA_DIR: server.config.dataDir,
    DATABASE_URL: server.config.databaseUrl ?? '',
  };
}, 120_000);
afterAll(() => server?.close());

/** Runs the CLI in this process; its exit code and what it wrote. */
async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run admin -- moderator', () => {
  it('prints the usage for no command, an unknown one, or a bad form (exit 2)', async () => {
    for (const argv of [[], ['nonsense'], ['moderator'], ['moderator', 'a@b', 'c@d']]) {
      const res = await admin(...argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.err).toContain('npm run admin -- moderator <email|uid>');
    }
    const help = await admin('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('moderator --remove <email|uid>');
  });

  it('refuses an e-mail no account has, and a guest, saying what to do (exit 1)', async () => {
    const unknown = await admin('moderator', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No account has the e-mail nobody@example\.com\. Sign in/);
    const guestUid = (await guest.get('/api/v1/auth/me')).json().user.uid as string;
    expect(guestUid).toBeTruthy();
    const asGuest = await admin('moderator', guestUid);
    expect(asGuest.code).toBe(1);
    expect(asGuest.err).toMatch(/guest account/);
    expect((await guest.get(QUEUE)).statusCode).toBe(403);
  });

  it('grants the role by e-mail (any case), at once in the running server', async () => {
    const before = await operator.get(QUEUE);
    expect(before.statusCode).toBe(403);
    expect(before.json().detail).toBe(GALLERY_MODERATORS_ONLY);
    const res = await admin('moderator', 'Operator@Example.com');
    expect(res.code, res.err).toBe(0);
    expect(res.out).toMatch(/operator@example\.com .* is now a gallery moderator/);
    expect((await operator.get(QUEUE)).statusCode).toBe(200);
    expect((await admin('moderator', 'operator@example.com')).out).toMatch(/already/);
    expect((await admin('moderator', '--list')).out).toMatch(/^operator@example\.com \(uid /);
  });

  it('takes it back with --remove', async () => {
    const res = await admin('moderator', '--remove', 'operator@example.com');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/no longer a gallery moderator/);
    expect((await operator.get(QUEUE)).statusCode).toBe(403);
    expect((await admin('moderator', '--list')).out).toBe('No gallery moderator yet.');
  });

  it('runs from the repository root as `npm run admin -- …`', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      'npm',
      ['run', 'admin', '--', 'moderator', 'operator@example.com'],
      {
        cwd: ROOT,
        env,
      },
    );
    expect(stdout).toMatch(/is now a gallery moderator/);
    expect((await operator.get(QUEUE)).statusCode).toBe(200);
  }, 60_000);
});
