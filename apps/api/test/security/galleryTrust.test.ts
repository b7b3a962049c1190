import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GALLERY_REPORT_GUEST,
  GALLERY_REPORT_SIGN_IN,
  type GalleryItem,
  type GalleryList,
} from '@hds/api-client/contract';
import { galleryConfigFromEnv, loadConfig } from '../../src/config.ts';
import { migrateToLatest, openDatabase } from '../../src/db/connect.ts';
import { migrationProvider } from '../../src/db/migrations.ts';
import { galleryRepository } from '../../src/features/gallery/repository.ts';
import { browser, freshPostgresDatabase, startTestServer } from '../helpers/server.ts';
import { png } from '../helpers/images.ts';
import { HD, signedIn, type Client } from '../helpers/session.ts';

/*
 * Abuse of the public gallery (issue #44), as the outside probe did it: one signed-out client
 * taking a design down with three User-Agents, and a design rigged to the top of 'popular'
 * with anonymous share calls and views. Neither may work; reports need registered accounts,
 * counted once each and only from accounts a day old, and ranking comes from distinct
 * registered accounts. Runs on SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

const G = `${HD}/gallery`;
const SEEDED = 19;
const SHARES_PER_MINUTE = 15;
const DAY = 86_400_000;

let server: Awaited<ReturnType<typeof startTestServer>>;
let author: Client;
let anonymous: ReturnType<typeof browser>;

beforeAll(async () => {
  server = await startTestServer({ GALLERY_SHARES_PER_MINUTE: String(SHARES_PER_MINUTE) });
  author = await signedIn(server.app, 'trust-author@example.com');
  anonymous = browser(server.app);
  await anonymous.get('/api/v1/auth/csrf/');
}, 120_000);
afterAll(() => server?.close());

/** A new design of the author's (an upload's original, published). */
async function publishDesign(title: string): Promise<string> {
  const project = (await author.post(`${HD}/projects/`, { title: 'Trust' })).json();
  const up = await author.upload(`${HD}/projects/${project.id}/upload_images/`, [
    { name: 'files', filename: 'room.png', data: await png(32, 24, '#845') },
  ]);
  const versionId = up.json().images[0].versions[0].id;
  const res = await author.post(`${G}/publish/`, { versionId, title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Runs `fn` on the server's database (either dialect). */
async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase(server.config);
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

/** Accounts signed in now, then made `days` old. */
async function accounts(prefix: string, n: number, days: number): Promise<Client[]> {
  const out: Client[] = [];
  for (let i = 1; i <= n; i++) out.push(await signedIn(server.app, `${prefix}-${i}@example.com`));
  if (days) {
    await withDb((db) =>
      db
        .updateTable('users')
        .set({ created_at: new Date(Date.now() - days * DAY).toISOString() })
        .where('email', 'like', `${prefix}-%`)
        .execute(),
    );
  }
  return out;
}

const visible = async (id: string) => {
  const res = await anonymous.get(`${G}/public/${id}/`);
  return res.statusCode === 200 ? (res.json() as GalleryItem) : null;
};
const listed = async (id: string) =>
  ((await anonymous.get(`${G}/public/?sort=recent&limit=50`)).json() as GalleryList).items.some(
    (i) => i.id === id,
  );
const reportRows = (id: string) =>
  withDb((db) =>
    db.selectFrom('gallery_reports').select(['counted']).where('item_id', '=', id).execute(),
  );

describe('the takedown', () => {
  let id = '';
  beforeAll(async () => {
    id = await publishDesign('Target of reports');
  });

  it('refuses three signed-out reports from one address with three User-Agents, recording none', async () => {
    for (const ua of ['Mozilla/5.0 A', 'Mozilla/5.0 B', 'curl/8.0']) {
      const res = await anonymous.send({
        method: 'POST',
        url: `${G}/public/${id}/report/`,
        payload: { reason: 'Spam' },
        headers: { 'user-agent': ua },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(GALLERY_REPORT_SIGN_IN);
    }
    expect(await visible(id)).toMatchObject({ id, under_review: false });
    expect(await listed(id)).toBe(true);
    expect(await reportRows(id)).toEqual([]);
  });

  it('refuses guests with a reason, recording nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const guest = await signedIn(server.app);
      const res = await guest.post(`${G}/public/${id}/report/`, { reason: 'Spam' });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(GALLERY_REPORT_GUEST);
    }
    expect(await reportRows(id)).toEqual([]);
    expect(await visible(id)).toMatchObject({ under_review: false });
  });

  it('keeps three brand-new accounts’ reports for the moderator without hiding or marking', async () => {
    for (const c of await accounts('trust-new', 3, 0)) {
      expect((await c.post(`${G}/public/${id}/report/`, { reason: 'Spam' })).statusCode).toBe(202);
    }
    expect(await reportRows(id)).toEqual([{ counted: 0 }, { counted: 0 }, { counted: 0 }]);
    expect(await visible(id)).toMatchObject({ under_review: false });
    expect(await listed(id)).toBe(true);
  });

  it('marks it under review from an established account, once per account, and hides it at three', async () => {
    const [a, b, c] = await accounts('trust-old', 3, 2);
    for (let i = 0; i < 2; i++) {
      expect((await a!.post(`${G}/public/${id}/report/`, { reason: `Spam ${i}` })).statusCode).toBe(
        202,
      );
    }
    expect(await visible(id)).toMatchObject({ under_review: true });
    expect((await b!.post(`${G}/public/${id}/report/`, { reason: 'Spam' })).statusCode).toBe(202);
    // Two accounts (one of them twice) and three new ones: still shown, under review.
    expect(await visible(id)).toMatchObject({ under_review: true });
    expect(await listed(id)).toBe(true);
    expect((await c!.post(`${G}/public/${id}/report/`, { reason: 'Spam' })).statusCode).toBe(202);
    expect(await visible(id)).toBeNull();
    expect(await listed(id)).toBe(false);
    expect((await reportRows(id)).filter((r) => r.counted === 1)).toHaveLength(3);
  });
});

describe('the popularity rigging', () => {
  let target = '';
  const popular = async () =>
    ((await anonymous.get(`${G}/public/?sort=popular&limit=50`)).json() as GalleryList).items.map(
      (i) => i.id,
    );
  const popularity = (id: string) =>
    withDb(async (db) =>
      Number(
        (
          await db
            .selectFrom('gallery_items')
            .select('popularity')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).popularity,
      ),
    );

  beforeAll(async () => {
    // 20 designs: the 19 samples, each liked once by a registered account, and one new one.
    const [liker] = await accounts('trust-liker', 1, 0);
    const samples = (
      (await anonymous.get(`${G}/public/?sort=featured&limit=50`)).json() as GalleryList
    ).items
      .filter((i) => i.author.badge === 'Sample')
      .map((i) => i.id);
    expect(samples).toHaveLength(SEEDED);
    for (const id of samples) await liker!.post(`${G}/public/${id}/like/`);
    target = await publishDesign('Rigged design');
  });

  it('does not move the last of 20 designs to first with 13 anonymous shares and UA-varied views', async () => {
    const before = await popular();
    expect(before).toHaveLength(SEEDED + 1);
    expect(before.at(-1)).toBe(target);
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 13; i++) {
      const share = await anonymous.send({
        method: 'POST',
        url: `${G}/public/${target}/share/`,
        headers: { 'user-agent': `agent-${i}` },
        ...from,
      });
      // The caller still gets the link to share.
      expect(share.statusCode).toBe(200);
      expect(share.json().share_url).toMatch(new RegExp(`/gallery/${target}$`));
      await anonymous.send({
        method: 'GET',
        url: `${G}/public/${target}/`,
        headers: { 'user-agent': `agent-${i}` },
        ...from,
      });
    }
    const after = await popular();
    expect(after[0]).not.toBe(target);
    expect(after.at(-1)).toBe(target);
    // (Read from the list: opening the item would count this client's own view.)
    const item = ((await anonymous.get(`${G}/public/?sort=recent&limit=1`)).json() as GalleryList)
      .items[0]!;
    expect(item.id).toBe(target);
    expect(item.stats.shares).toBe(0);
    // One view for the one address, whatever the browser said.
    expect(item.stats.views).toBe(1);
    expect(await popularity(target)).toBe(0);
  });

  it('counts a registered account’s share and like once, and a guest’s for nothing in the ranking', async () => {
    const [fan] = await accounts('trust-fan', 1, 0);
    for (let i = 0; i < 3; i++) await fan!.post(`${G}/public/${target}/share/`);
    const liked = await fan!.post(`${G}/public/${target}/like/`);
    expect(liked.json()).toEqual({ liked: true, likes: 1 });
    await fan!.get(`${G}/public/${target}/`);
    await fan!.get(`${G}/public/${target}/`);
    // share ×2 + like ×3 + view ×1, each once.
    expect(await popularity(target)).toBe(6);
    for (let i = 0; i < 3; i++) {
      const guest = await signedIn(server.app);
      await guest.post(`${G}/public/${target}/share/`);
      await guest.post(`${G}/public/${target}/like/`);
      await guest.get(`${G}/public/${target}/`);
    }
    expect(await popularity(target)).toBe(6);
    const item = (await visible(target))!;
    expect(item.stats).toMatchObject({ shares: 4, likes: 4 });
    // Unliking takes back exactly what the like gave.
    await fan!.post(`${G}/public/${target}/like/`);
    expect(await popularity(target)).toBe(3);
  });

  it('rate-limits the share call per caller (GALLERY_SHARES_PER_MINUTE, default 20)', async () => {
    expect(galleryConfigFromEnv({}).sharesPerMinute).toBe(20);
    const call = () =>
      anonymous.send({
        method: 'POST',
        url: `${G}/public/${target}/share/`,
        remoteAddress: '203.0.113.99',
      });
    for (let i = 0; i < SHARES_PER_MINUTE; i++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many requests; try again in \d+ seconds$/);
    expect(refused.headers['retry-after']).toBeTruthy();
    // Another address is not affected.
    expect(
      (
        await anonymous.send({
          method: 'POST',
          url: `${G}/public/${target}/share/`,
          remoteAddress: '203.0.113.100',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('an install taken down before the upgrade', () => {
  it('shows the design again, counts only established accounts, and ranks without the rigging', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hds-gallery-trust-'));
    const postgres = await freshPostgresDatabase();
    const db = await openDatabase(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' }),
    );
    try {
      const migrator = new Migrator({
        db,
        provider: migrationProvider,
        allowUnorderedMigrations: true,
      });
      expect((await migrator.migrateTo('0015_masks')).error).toBeUndefined();
      const old = new Date(Date.now() - 10 * DAY).toISOString();
      const now = new Date().toISOString();
      const user = (id: string, anon: number, created: string) => ({
        id,
        firebase_uid: `uid-${id}`,
        email: anon ? null : `${id}@example.com`,
        display_name: id,
        is_anonymous: anon,
        has_discovery_call: 0,
        quota_limit: 2000,
        created_at: created,
        updated_at: created,
      });
      await db
        .insertInto('users')
        .values([user('veteran', 0, old), user('newcomer', 0, now), user('guest', 1, old)])
        .execute();
      const rows = (id: string, status: string) => ({
        id,
        title: id,
        author_name: 'x',
        status,
        image_key: 'sample:x.jpg',
        format: 'jpeg',
        created_at: old,
        updated_at: old,
      });
      // Hidden by three signed-out reports; rigged with 13 anonymous shares and views.
      await db
        .insertInto('gallery_items')
        .values({ ...rows('taken-down', 'pending_review'), open_reports: 4 } as never)
        .execute();
      await db
        .insertInto('gallery_items')
        .values({ ...rows('rigged', 'published'), shares: 13, views: 14, popularity: 40 } as never)
        .execute();
      const report = (n: number, reporter: string) => ({
        id: `r${n}`,
        item_id: 'taken-down',
        reporter,
        reason: 'Spam',
        resolved: 0,
        created_at: now,
      });
      await db
        .insertInto('gallery_reports')
        .values([
          report(1, 'a:ua1'),
          report(2, 'a:ua2'),
          report(3, 'a:ua3'),
          report(4, 'u:veteran'),
        ] as never)
        .execute();
      const day = now.slice(0, 10);
      await db
        .insertInto('gallery_likes')
        .values([
          { item_id: 'rigged', user_id: 'veteran', day, created_at: now },
          { item_id: 'rigged', user_id: 'guest', day, created_at: now },
        ] as never)
        .execute();
      await db
        .insertInto('gallery_views')
        .values([
          { item_id: 'rigged', viewer: 'u:newcomer', day },
          { item_id: 'rigged', viewer: 'u:guest', day },
          { item_id: 'rigged', viewer: 'a:ua1', day },
        ] as never)
        .execute();

      await migrateToLatest(db);
      await galleryRepository(db).applyThreshold(3);

      const items = await db
        .selectFrom('gallery_items')
        .select(['id', 'status', 'open_reports', 'counted_reports', 'popularity', 'shares'])
        .orderBy('id')
        .execute();
      expect(items).toEqual([
        // like ×3 (veteran) + view ×1 (newcomer): the guest's and signed-out ones rank nothing.
        {
          id: 'rigged',
          status: 'published',
          open_reports: 0,
          counted_reports: 0,
          popularity: 4,
          shares: 13,
        },
        // Back in the gallery, under review (the veteran's report counts).
        {
          id: 'taken-down',
          status: 'published',
          open_reports: 4,
          counted_reports: 1,
          popularity: 0,
          shares: 0,
        },
      ]);
      const reports = await db
        .selectFrom('gallery_reports')
        .select(['id', 'reporter_id', 'counted'])
        .orderBy('id')
        .execute();
      expect(reports).toEqual([
        { id: 'r1', reporter_id: null, counted: 0 },
        { id: 'r2', reporter_id: null, counted: 0 },
        { id: 'r3', reporter_id: null, counted: 0 },
        { id: 'r4', reporter_id: 'veteran', counted: 1 },
      ]);
      // A deleted account's reports (its words) go with it.
      await db.deleteFrom('users').where('id', '=', 'veteran').execute();
      expect(
        (await db.selectFrom('gallery_reports').select('id').orderBy('id').execute()).map(
          (r) => r.id,
        ),
      ).toEqual(['r1', 'r2', 'r3']);
    } finally {
      await db.destroy();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
