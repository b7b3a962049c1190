import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountDeletionRefusal,
  AccountDeletionResponse,
  accountDeletionMessages,
  guestAccountName,
} from '@hds/api-client/contract';
import { sweepDueAccounts } from '../src/features/account/deleteAccount.ts';
import { openDatabase } from '../src/db/connect.ts';
import { imagesRepository } from '../src/features/images/repository.ts';
import { storageFromConfig } from '../src/storage/fromConfig.ts';
import type { Storage } from '../src/storage/storage.ts';
import { png } from './helpers/images.ts';
import { browser, startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';

const DELETE = '/api/v1/auth/delete-account/';
const ME = '/api/v1/auth/me';
const HOUR = 3600_000;

type Server = Awaited<ReturnType<typeof startTestServer>>;
const quiet = { info: () => undefined, error: () => undefined };

/** A second connection to the server's database, and its storage, as the sweeper uses them. */
async function inspect(server: Server) {
  const db = await openDatabase(server.config);
  const storage = storageFromConfig(server.config);
  const n = async (query: RawBuilder<unknown>) =>
    Number(((await query.execute(db)).rows[0] as { n: number | string }).n);

  /** Every table with a user_id column, found in the schema itself, so a new one is covered. */
  const userTables = async () =>
    (await db.introspection.getTables())
      .filter((t) => t.columns.some((c) => c.name === 'user_id'))
      .map((t) => t.name)
      .sort();

  return {
    db,
    storage,
    async close() {
      await db.destroy();
    },
    async userId(client: Client): Promise<string> {
      const uid = (await client.get(ME)).json().user.uid;
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('firebase_uid', '=', uid)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    userTables,
    /** Row counts of everything the user owns, link tables included. */
    async rowsOf(userId: string) {
      const counts: Record<string, number> = {
        users: await n(sql`select count(*) as n from users where id = ${userId}`),
        version_tags: await n(
          sql`select count(*) as n from version_tags where version_id in
            (select id from versions where user_id = ${userId})`,
        ),
        board_versions: await n(
          sql`select count(*) as n from board_versions where board_id in
            (select id from boards where user_id = ${userId})`,
        ),
      };
      for (const t of await userTables()) {
        counts[t] = await n(
          sql`select count(*) as n from ${sql.table(t)} where user_id = ${userId}`,
        );
      }
      return counts;
    },
    mediaKeys: (userId: string) => imagesRepository(db).mediaKeys({ userId }),
    async existing(keys: string[]) {
      const found = await Promise.all(keys.map((k) => storage.exists(k)));
      return keys.filter((_, i) => found[i]);
    },
    deletionRequests: (userId: string) =>
      n(sql`select count(*) as n from account_deletions where user_id = ${userId}`),
    auditActions: async (userId: string) =>
      (
        await db
          .selectFrom('audit_log')
          .select('action')
          .where('user_id', '=', userId)
          .where('action', '=', 'account.deletion_requested')
          .execute()
      ).length,
  };
}

/** A project with two images, a tag, a board with an upload link, a recipe and a finished edit. */
async function populate(c: Client, label: string) {
  const project = (await c.post(`${HD}/projects/`, { title: `${label} project` })).json().id;
  const up = await c.upload(`${HD}/projects/${project}/upload_images/`, [
    { name: 'files', filename: `${label}-1.png`, data: await png() },
    { name: 'files', filename: `${label}-2.png`, data: await png(16, 16) },
  ]);
  expect(up.statusCode).toBe(201);
  const [image] = up.json().images;
  const version = image.versions[0].id;
  const tag = (await c.post(`${HD}/tags/`, { name: `${label}-tag` })).json().id;
  await c.post(`${HD}/versions/${version}/add-tag/`, { tag });
  const board = (
    await c.post(`${HD}/boards/`, { project, name: `${label} board`, version_ids: [version] })
  ).json().id;
  const link = (
    await c.post(`${HD}/boards/${board}/share_links/`, { permission: 'upload' })
  ).json();
  const caps = (await c.get(`${HD}/capabilities/`)).json();
  // Not one the local engine first looks for walls or sky in: on a flat picture it refuses those.
  const operation = caps.operations.find(
    (o: { available: boolean; local?: { checks_confidence: boolean } | null }) =>
      o.available && !o.local?.checks_confidence,
  ).operation;
  await c.post(`${HD}/recipes/`, { name: `${label} recipe`, steps: [{ operation }] });
  const job = (
    await c.post(`${HD}/transformations/${operation}/`, { image_id: image.id, args: {} })
  ).json().job_id;
  for (let i = 0; i < 600; i++) {
    const status = (await c.get(`${HD}/jobs/${job}/`)).json().status;
    if (status === 'succeeded' || status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { project, shareToken: link.url.split('/').filter(Boolean).pop() as string };
}

describe('POST /api/v1/auth/delete-account/', () => {
  let server: Server;
  let db: Awaited<ReturnType<typeof inspect>>;
  beforeAll(async () => {
    server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
    db = await inspect(server);
  });
  afterAll(async () => {
    await db.close();
    await server.close();
  });

  it('answers 401 when signed out, and 403 without the CSRF header', async () => {
    const anon = browser(server.app);
    await anon.get('/api/v1/auth/csrf/');
    const res = await anon.post(DELETE, { confirmation: 'guest_12345678' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Authentication credentials were not provided.');

    const user = await signedIn(server.app, 'no-csrf@example.com');
    const forged = await user.post(
      DELETE,
      { confirmation: 'no-csrf@example.com' },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(403);
    expect(await db.deletionRequests(await db.userId(user))).toBe(0);
    expect((await user.get(ME)).json().isAuthenticated).toBe(true);
  });

  it.each([
    ['a registered user', 'wrong-reg@example.com', accountDeletionMessages.enterEmail],
    ['a guest', undefined, accountDeletionMessages.enterGuestName],
  ])(
    'refuses a wrong confirmation of %s with the hint, recording nothing',
    async (_w, email, hint) => {
      const user = await signedIn(server.app, email);
      const uid: string = (await user.get(ME)).json().user.uid;
      const id = await db.userId(user);
      const wrong = email
        ? ['someone@example.com', `${email}.`, guestAccountName(uid), '']
        : [guestAccountName(uid).slice(0, -1), `guest_${uid.slice(1, 9)}`, uid, 'a@example.com'];
      for (const confirmation of wrong) {
        const res = await user.post(DELETE, { confirmation });
        expect(res.statusCode, confirmation).toBe(400);
        expect(AccountDeletionRefusal.parse(res.json())).toEqual({
          detail: 'Incorrect confirmation',
          hint,
        });
      }
      expect(await db.deletionRequests(id)).toBe(0);
      expect(await db.auditActions(id)).toBe(0);
      expect((await user.get(ME)).json().isAuthenticated).toBe(true);
    },
  );

  it('answers 400 naming the field when the confirmation is missing', async () => {
    const user = await signedIn(server.app);
    const res = await user.post(DELETE, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('confirmation is required');
    expect(await db.deletionRequests(await db.userId(user))).toBe(0);
  });

  it('accepts the email in any case: 202, one audit entry, the session ends', async () => {
    const email = 'case-user@example.com';
    const user = await signedIn(server.app, email);
    const id = await db.userId(user);
    const before = Date.now();
    const res = await user.post(DELETE, { confirmation: 'CASE-User@Example.COM' });
    expect(res.statusCode).toBe(202);
    const body = AccountDeletionResponse.parse(res.json());
    expect(Date.parse(body.requested_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.delete_after) - Date.parse(body.requested_at)).toBe(HOUR);
    const cleared = res.cookies.find((c) => c.name === 'sessionid');
    expect(cleared?.value).toBe('');
    expect(user.jar.has('sessionid')).toBe(false);
    expect((await user.get(ME)).json()).toEqual({ isAuthenticated: false, user: null });
    expect(await db.deletionRequests(id)).toBe(1);
    expect(await db.auditActions(id)).toBe(1);

    // Signing in again is refused while the request is pending: it would reopen the account
    // the request just closed. Nothing is recorded.
    await expect(signedIn(server.app, email)).rejects.toThrow(
      accountDeletionMessages.signInRefused,
    );
    expect(await db.deletionRequests(id)).toBe(1);
    expect(await db.auditActions(id)).toBe(1);
  });

  it("accepts a guest's account name in any case", async () => {
    const guest = await signedIn(server.app);
    const uid: string = (await guest.get(ME)).json().user.uid;
    const id = await db.userId(guest);
    const res = await guest.post(DELETE, { confirmation: guestAccountName(uid).toUpperCase() });
    expect(res.statusCode).toBe(202);
    expect((await guest.get(ME)).json().isAuthenticated).toBe(false);
    expect(await db.deletionRequests(id)).toBe(1);
  });
});

describe('the deletion sweeper', () => {
  let server: Server;
  let db: Awaited<ReturnType<typeof inspect>>;
  const users: Record<'a' | 'c' | 'd', { client: Client; id: string; shareToken: string }> =
    {} as never;
  let dueA: AccountDeletionResponse;
  let dueD: AccountDeletionResponse;

  beforeAll(async () => {
    server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
    db = await inspect(server);
    // A: a guest who asks first; C: never asks; D: asks a little later than A.
    for (const [key, email] of [
      ['a', undefined],
      ['c', 'keeper-c@example.com'],
      ['d', 'later-d@example.com'],
    ] as const) {
      const client = await signedIn(server.app, email);
      const { shareToken } = await populate(client, key);
      users[key] = { client, id: await db.userId(client), shareToken };
    }
    const uidA: string = (await users.a.client.get(ME)).json().user.uid;
    dueA = (await users.a.client.post(DELETE, { confirmation: guestAccountName(uidA) })).json();
    await new Promise((r) => setTimeout(r, 20));
    dueD = (await users.d.client.post(DELETE, { confirmation: 'later-d@example.com' })).json();
    expect(Date.parse(dueD.delete_after)).toBeGreaterThan(Date.parse(dueA.delete_after));
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await server.close();
  });

  const sweep = (at: string | number | Date) =>
    sweepDueAccounts({ db: db.db, storage: db.storage as Storage, log: quiet }, new Date(at));

  it('knows every table that holds user data', async () => {
    expect(await db.userTables()).toEqual(
      expect.arrayContaining([
        'account_deletions',
        'audit_log',
        'boards',
        'detections',
        'images',
        'jobs',
        'projects',
        'recipes',
        'sessions',
        'share_links',
        'tags',
        'usage_events',
        'versions',
      ]),
    );
  });

  it('deletes nothing before the grace period ends', async () => {
    const before = await db.rowsOf(users.a.id);
    expect(await sweep(new Date())).toEqual({ deleted: 0, failed: 0 });
    expect(await sweep(Date.parse(dueA.delete_after) - 1)).toEqual({ deleted: 0, failed: 0 });
    expect(await db.rowsOf(users.a.id)).toEqual(before);
  });

  it("deletes a due account's rows and media files, and nothing of anyone else", async () => {
    const keysA = await db.mediaKeys(users.a.id);
    const keysOthers = [...(await db.mediaKeys(users.c.id)), ...(await db.mediaKeys(users.d.id))];
    // Originals, previews, thumbnails of two uploads and of the edit's result.
    expect(keysA.length).toBeGreaterThanOrEqual(6);
    expect(await db.existing(keysA)).toEqual(keysA);
    const rowsA = await db.rowsOf(users.a.id);
    for (const table of [
      'projects',
      'images',
      'versions',
      'version_tags',
      'tags',
      'boards',
      'board_versions',
      'share_links',
      'jobs',
      'recipes',
      'audit_log',
      'account_deletions',
    ]) {
      expect(rowsA[table], table).toBeGreaterThan(0);
    }
    const others = { c: await db.rowsOf(users.c.id), d: await db.rowsOf(users.d.id) };

    expect(await sweep(dueA.delete_after)).toEqual({ deleted: 1, failed: 0 });

    const after = await db.rowsOf(users.a.id);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(await db.existing(keysA)).toEqual([]);
    expect(await db.existing(keysOthers)).toEqual(keysOthers);
    expect({ c: await db.rowsOf(users.c.id), d: await db.rowsOf(users.d.id) }).toEqual(others);
    expect((await users.a.client.get(`${HD}/share/${users.a.shareToken}/`)).statusCode).toBe(404);
    expect((await users.c.client.get(`${HD}/share/${users.c.shareToken}/`)).statusCode).toBe(200);
    expect((await users.c.client.get(`${HD}/projects/`)).json().count).toBe(1);
    // D's request is not due yet: still pending, data still there.
    expect(await db.deletionRequests(users.d.id)).toBe(1);
    expect(await sweep(dueA.delete_after)).toEqual({ deleted: 0, failed: 0 });
  });

  it('deletes the later account once it is due, and never one without a request', async () => {
    const keysC = await db.mediaKeys(users.c.id);
    const rowsC = await db.rowsOf(users.c.id);
    expect(await sweep(dueD.delete_after)).toEqual({ deleted: 1, failed: 0 });
    expect((await db.rowsOf(users.d.id)).users).toBe(0);
    expect(await sweep(Date.now() + 23 * HOUR)).toEqual({ deleted: 0, failed: 0 });
    expect(await db.rowsOf(users.c.id)).toEqual(rowsC);
    expect(await db.existing(keysC)).toEqual(keysC);
  });
});

describe('the in-process sweeper', () => {
  let server: Server;
  let db: Awaited<ReturnType<typeof inspect>>;
  beforeAll(async () => {
    server = await startTestServer({
      SAMPLES_DIR: '/nonexistent-samples',
      ACCOUNT_DELETION_GRACE_SECONDS: '0',
      ACCOUNT_DELETION_SWEEP_SECONDS: '0.2',
    });
    db = await inspect(server);
  });
  afterAll(async () => {
    await db.close();
    await server.close();
  });

  it('deletes a due account by itself, on its schedule', async () => {
    const guest = await signedIn(server.app);
    const up = await guest.upload(`${HD}/images/upload/`, [
      { name: 'file', filename: 'g.png', data: await png() },
    ]);
    expect(up.statusCode).toBe(201);
    const id = await db.userId(guest);
    const keys = await db.mediaKeys(id);
    expect(keys).toHaveLength(3);
    const uid: string = (await guest.get(ME)).json().user.uid;
    expect((await guest.post(DELETE, { confirmation: guestAccountName(uid) })).statusCode).toBe(
      202,
    );
    for (let i = 0; i < 100 && (await db.deletionRequests(id)) > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Object.values(await db.rowsOf(id)).every((count) => count === 0)).toBe(true);
    expect(await db.existing(keys)).toEqual([]);
  });
});
