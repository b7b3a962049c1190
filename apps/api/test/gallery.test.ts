import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  GALLERY_REPORT_GUEST,
  GALLERY_REPORT_SIGN_IN,
  GALLERY_UPGRADE_REQUIRED,
  GalleryItem as GalleryItemSchema,
  GalleryList as GalleryListSchema,
  type GalleryItem,
  type GalleryList,
} from '@hds/api-client/contract';
import { openDatabase } from '../src/db/connect.ts';
import { deleteAccount } from '../src/features/account/deleteAccount.ts';
import { seedGallery } from '../src/db/seed/gallery.ts';
import { dayOf } from '../src/features/gallery/repository.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { browser } from './helpers/server.ts';
import { emulatorGoogleUid } from './helpers/idp.ts';
import { png } from './helpers/images.ts';
import { HD, mediaFiles, signedIn, type Client } from './helpers/session.ts';
import { QueueTestEngine, startQueueTestServer, until } from './queue-helpers.ts';

/*
 * The public gallery end to end on a real server (SQLite, or PostgreSQL with TEST_DATABASE_URL):
 * the seeded samples, publishing, every filter and sort, paging, full-text search with stemming,
 * likes, views, shares, downloads, reports and moderation, and the permission matrix.
 */

const SAMPLES = join(import.meta.dirname, '../assets/samples');
const G = `${HD}/gallery`;
const SEEDED = 19;

let server: Awaited<ReturnType<typeof startQueueTestServer>>;
const engine = new QueueTestEngine();
let author: Client;
let other: Client;
let guest: Client;
let moderator: Client;
let anonymous: ReturnType<typeof browser>;

interface AuditRow {
  action: string;
  object_id: string | null;
  details: Record<string, unknown> | null;
}

const list = async (c: { get: (u: string) => Promise<{ json(): unknown }> }, query = '') =>
  (await c.get(`${G}/public/${query ? `?${query}` : ''}`)).json() as GalleryList;

/** Uploads a picture into a new project of `c`'s and returns its original version and image. */
async function upload(c: Client, color = '#3a7') {
  const project = (await c.post(`${HD}/projects/`, { title: 'Private project title' })).json();
  const res = await c.upload(`${HD}/projects/${project.id}/upload_images/`, [
    { name: 'files', filename: 'room.png', data: await png(64, 48, color) },
  ]);
  expect(res.statusCode).toBe(201);
  const image = res.json().images[0];
  return {
    project: project.id as string,
    image: image.id as string,
    original: image.versions[0].id as string,
  };
}

/** A completed edit of a new upload (the test engine negates the picture). */
async function editedVersion(c: Client) {
  const up = await upload(c);
  const job = (
    await c.post(`${HD}/transformations/lighting/`, { image_id: up.image, type: 'golden_hour' })
  ).json();
  const done = await until(async () => {
    const j = (await c.get(`${HD}/jobs/${job.job_id}/`)).json();
    return ['succeeded', 'completed', 'failed'].includes(j.status) ? j : null;
  }, 30_000);
  expect(done.status).not.toBe('failed');
  const versions = (await c.get(`${HD}/images/${up.image}/versions/`)).json();
  const list = (Array.isArray(versions) ? versions : versions.results) as {
    id: string;
    kind: string;
    status: string;
  }[];
  const edit = list.find((v) => v.kind !== 'original' && v.status === 'completed');
  expect(edit).toBeTruthy();
  return { ...up, edit: edit!.id };
}

let publishedCount = 0;
async function publish(c: Client, body: Record<string, unknown>) {
  const res = await c.post(`${G}/publish/`, body);
  if (res.statusCode === 201) publishedCount++;
  return res;
}

beforeAll(async () => {
  const moderatorUid = await emulatorGoogleUid(
    inject('authEmulatorHost'),
    'gallery-moderator@example.com',
  );
  server = await startQueueTestServer(engine, {
    SAMPLES_DIR: SAMPLES,
    QUEUE_POLL_MS: '30',
    MODERATOR_UIDS: `someone-else, ${moderatorUid}`,
    GALLERY_PUBLISH_PER_HOUR: '40',
  });
  author = await signedIn(server.app, 'gallery-author@example.com');
  other = await signedIn(server.app, 'gallery-other@example.com');
  moderator = await signedIn(server.app, 'gallery-moderator@example.com');
  guest = await signedIn(server.app);
  anonymous = browser(server.app);
  await anonymous.get('/api/v1/auth/csrf/');
}, 120_000);
afterAll(() => server?.close());

describe('the seeded gallery', () => {
  it('is never empty: the sample before/after pairs are featured items, seeded once', async () => {
    const page = await list(anonymous, 'limit=50');
    expect(GalleryListSchema.parse(page)).toBeTruthy();
    expect(page.total).toBe(SEEDED);
    expect(page.items.every((i) => i.featured && i.showBeforeAfter)).toBe(true);
    expect(page.items.every((i) => i.author.badge === 'Sample')).toBe(true);
    // Seeding again (another start) adds nothing.
    const db = await openDatabase(server.config);
    try {
      expect(await seedGallery(db, SAMPLES)).toBe(0);
    } finally {
      await db.destroy();
    }
    expect((await list(anonymous)).total).toBe(SEEDED);
    // Seeding wrote no media: the items point at the shipped renders.
    expect(mediaFiles(server.config.dataDir)).toEqual([]);
  });

  it('serves a seeded item’s image, thumbnail and original', async () => {
    const [item] = (await list(anonymous, 'limit=1')).items as [GalleryItem];
    const full = await anonymous.get(item.images[0]!.transformed_url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const thumb = await anonymous.get(item.images[0]!.thumbnail_url!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
    const before = await anonymous.get(item.images[0]!.original_url!);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(full.rawPayload)).toBe(false);
  });

  it('serves the design at each srcset width as WebP, smaller than the full image', async () => {
    const [item] = (await list(anonymous, 'limit=1')).items as [GalleryItem];
    const full = await anonymous.get(item.images[0]!.transformed_url);
    const fullWidth = (await sharp(full.rawPayload).metadata()).width!;
    const candidates = item.images[0]!.srcset!.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(['480w', '800w', '1600w']);
    for (const [url, w] of candidates) {
      const res = await anonymous.get(url!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      // Never enlarged past the image's own width.
      expect(meta.width).toBe(Math.min(parseInt(w!, 10), fullWidth));
      expect(res.rawPayload.length).toBeLessThan(full.rawPayload.length);
    }
    // Asked again, the same bytes (kept, not made twice).
    const again = await anonymous.get(candidates[1]![0]!);
    expect(again.rawPayload.equals((await anonymous.get(candidates[1]![0]!)).rawPayload)).toBe(
      true,
    );
  });

  it('refuses a width not in the list with a {detail} 400', async () => {
    const [item] = (await list(anonymous, 'limit=1')).items as [GalleryItem];
    const base = item.images[0]!.transformed_url.replace(/\?.*$/, '');
    for (const w of ['481', '99999999', '-800', 'abc', '800.0', '']) {
      const res = await anonymous.get(`${base}?i=0&w=${encodeURIComponent(w)}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().detail).toMatch(/w must be one of 480, 800, 1600/);
    }
  });
});

describe('publishing', () => {
  let edited: Awaited<ReturnType<typeof editedVersion>>;
  let item: GalleryItem;

  beforeAll(async () => {
    edited = await editedVersion(author);
  }, 60_000);

  it('publishes a completed version with its before/after copy, linking nothing private', async () => {
    const res = await publish(author, {
      versionId: edited.edit,
      title: 'Golden sofas in the loft',
      description: 'A warm living room with two velvet sofas and a brass lamp.',
      category: 'Modern',
      style: 'Mid-Century',
      roomType: 'Living Room',
      tags: ['Warm', 'Loft', 'warm'],
      showBeforeAfter: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    item = GalleryItemSchema.parse(res.json());
    expect(item).toMatchObject({
      title: 'Golden sofas in the loft',
      category: 'Modern',
      style: 'Mid-Century',
      roomType: 'Living Room',
      tags: ['Warm', 'Loft'],
      showBeforeAfter: true,
      featured: false,
      stats: { views: 0, likes: 0, shares: 0 },
    });
    expect(item.author.name).not.toContain('@');
    for (const secret of [edited.project, edited.image, edited.edit, edited.original, '/media/']) {
      expect(res.body).not.toContain(secret);
    }
    // Its own copies: the images serve, and deleting the project leaves them in place.
    expect((await other.get(item.images[0]!.original_url!)).statusCode).toBe(200);
    expect((await author.del(`${HD}/projects/${edited.project}/`)).statusCode).toBe(204);
    const full = await anonymous.get(item.images[0]!.transformed_url);
    expect(full.statusCode).toBe(200);
    expect((await anonymous.get(item.images[0]!.thumbnail_url!)).statusCode).toBe(200);
  });

  it('lists it first among the recent items, for everyone', async () => {
    const page = await list(anonymous, 'sort=recent&limit=1');
    expect(page.items[0]!.id).toBe(item.id);
    expect((await list(anonymous)).total).toBe(SEEDED + publishedCount);
  });

  it('refuses guests (upgrade first), other users’ versions, unfinished versions, signed-out callers', async () => {
    const mine = await upload(guest);
    const asGuest = await publish(guest, { versionId: mine.original, title: 'Guest design' });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().detail).toBe(GALLERY_UPGRADE_REQUIRED);

    const theirs = await upload(author);
    const stolen = await publish(other, { versionId: theirs.original, title: 'Not mine' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().detail).toMatch(/not found/i);

    const out = await anonymous.post(`${G}/publish/`, { versionId: theirs.original, title: 'x' });
    expect(out.statusCode).toBe(401);

    engine.delayMs = 3000;
    try {
      const job = (
        await author.post(`${HD}/transformations/lighting/`, { image_id: theirs.image })
      ).json();
      const pending = (await author.get(`${HD}/jobs/${job.job_id}/`)).json();
      const versionId = pending.version ?? pending.version_id ?? pending.result_version;
      const versions = (await author.get(`${HD}/images/${theirs.image}/versions/`)).json();
      const all = (Array.isArray(versions) ? versions : versions.results) as {
        id: string;
        status: string;
      }[];
      const unfinished = versionId ?? all.find((v) => v.status !== 'completed')?.id;
      expect(unfinished).toBeTruthy();
      const res = await publish(author, { versionId: unfinished, title: 'Too soon' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/completed/);
    } finally {
      engine.delayMs = 0;
    }
  });

  it('lets only the author edit and unpublish (others and moderators get 404, signed out 401)', async () => {
    const own = (
      await publish(author, { versionId: (await upload(author)).original, title: 'Mine' })
    ).json() as GalleryItem;
    for (const c of [other, guest, moderator]) {
      expect((await c.patch(`${G}/items/${own.id}/`, { title: 'Hijacked' })).statusCode).toBe(404);
      expect((await c.del(`${G}/items/${own.id}/`)).statusCode).toBe(404);
    }
    expect(
      (
        await anonymous.send({
          method: 'PATCH',
          url: `${G}/items/${own.id}/`,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await anonymous.send({ method: 'DELETE', url: `${G}/items/${own.id}/` })).statusCode,
    ).toBe(401);

    const edited = await author.patch(`${G}/items/${own.id}/`, {
      title: 'Mine, renamed',
      tags: ['Cosy'],
      category: 'Minimalist',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Mine, renamed',
      tags: ['Cosy'],
      category: 'Minimalist',
    });
    expect((await author.patch(`${G}/items/${own.id}/`, {})).statusCode).toBe(400);
    expect(
      (await author.patch(`${G}/items/${own.id}/`, { showBeforeAfter: true })).statusCode,
    ).toBe(400);
    // The edit is searchable at once.
    expect((await list(anonymous, 'search=renamed')).items.map((i) => i.id)).toEqual([own.id]);

    const mine = (await author.get(`${G}/mine/`)).json().items as GalleryItem[];
    expect(mine.map((i) => i.id)).toContain(own.id);
    expect(mine.every((i) => i.status === 'published')).toBe(true);

    const files = mediaFiles(server.config.dataDir).length;
    expect((await author.del(`${G}/items/${own.id}/`)).statusCode).toBe(204);
    publishedCount--;
    expect(mediaFiles(server.config.dataDir).length).toBe(files - 2);
    expect((await anonymous.get(`${G}/public/${own.id}/`)).statusCode).toBe(404);
    expect((await author.del(`${G}/items/${own.id}/`)).statusCode).toBe(404);
  });
});

describe('browsing', () => {
  const made: Record<string, string> = {};

  beforeAll(async () => {
    const specs = [
      [
        'kitchen',
        { category: 'Industrial', style: 'Farmhouse', roomType: 'Kitchen', tags: ['Oak'] },
      ],
      [
        'bath',
        { category: 'Minimalist', style: 'Scandinavian', roomType: 'Bathroom', tags: ['Marble'] },
      ],
      ['office', { category: 'Minimalist', style: 'Art Deco', roomType: 'Office', tags: [] }],
    ] as const;
    for (const [name, fields] of specs) {
      const { original } = await upload(other, '#a52');
      const res = await publish(other, {
        versionId: original,
        title: `Browsing ${name}`,
        description: `The ${name} of the browsing suite, with dining chairs.`,
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(201);
      made[name] = res.json().id;
    }
  }, 60_000);

  it('filters by category, style and room type, alone and together ("All" is no filter)', async () => {
    const ids = async (q: string) =>
      (await list(anonymous, `${q}&limit=50`)).items.map((i) => i.id);
    expect(await ids('category=Minimalist')).toEqual(
      expect.arrayContaining([made.bath, made.office]),
    );
    expect((await ids('category=Minimalist')).length).toBe(2);
    expect(await ids('style=Farmhouse')).toEqual([made.kitchen]);
    expect(await ids('room_type=Office&category=Minimalist')).toEqual([made.office]);
    expect((await ids('room_type=Office')).length).toBe(4);
    expect(await ids('category=Minimalist&room_type=Bathroom&style=Scandinavian')).toEqual([
      made.bath,
    ]);
    expect(await ids('category=Industrial&style=Art%20Deco')).toEqual([]);
    // Seeded: bohemian is Contemporary / Bohemian, one per room.
    expect((await list(anonymous, 'style=Bohemian&limit=50')).total).toBe(6);
    expect((await list(anonymous, 'room_type=Living%20Room&category=Industrial')).total).toBe(1);
    expect((await list(anonymous, 'category=All&style=All&room_type=All')).total).toBe(
      SEEDED + publishedCount,
    );
  });

  it('pages with hasMore and a total', async () => {
    const total = SEEDED + publishedCount;
    const seen = new Set<string>();
    let page = 1;
    for (;;) {
      const res = await list(anonymous, `sort=recent&limit=7&page=${page}`);
      expect(res.total).toBe(total);
      res.items.forEach((i) => seen.add(i.id));
      expect(res.hasMore).toBe(seen.size < total);
      if (!res.hasMore) break;
      expect(res.items).toHaveLength(7);
      page++;
    }
    expect(seen.size).toBe(total);
    expect((await list(anonymous, `limit=7&page=${page + 1}`)).items).toEqual([]);
    expect((await list(anonymous)).items).toHaveLength(20);
  });

  it('searches title, description, tags and author name, with stemming', async () => {
    const titles = async (q: string) =>
      (await list(anonymous, `search=${encodeURIComponent(q)}&limit=50`)).items.map((i) => i.title);
    // 'sofas' finds the samples' "velvet sofa", "leather sofa", "linen sofa".
    const sofas = await titles('sofas');
    expect(sofas.length).toBeGreaterThanOrEqual(3);
    expect(sofas).toContain('Bohemian living room');
    expect(await titles('chair')).toEqual(
      expect.arrayContaining(['Browsing kitchen', 'Browsing office']),
    );
    expect(await titles('marble')).toEqual(['Browsing bath']);
    expect(await titles('Home Design Studio')).toHaveLength(SEEDED);
    expect(await titles('dining kitchen')).toEqual(['Browsing kitchen']);
    expect(await titles('zzzqqq')).toEqual([]);
  });

  it('takes full-text syntax in a search as plain words', async () => {
    for (const q of [
      '"',
      '"sofa',
      'sofa*',
      '*',
      'NEAR(sofa chair)',
      'sofa OR',
      'AND',
      '-sofa',
      'title:sofa',
      "'",
      '\\',
      '(',
      'sofa^2',
      '!!',
    ]) {
      const res = await anonymous.get(`${G}/public/?search=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    expect((await list(anonymous, `search=${encodeURIComponent('NEAR(sofa')}`)).total).toBe(0);
    expect((await list(anonymous, `search=${encodeURIComponent('"sofa*')}`)).total).toBeGreaterThan(
      2,
    );
  });

  it('sorts by popularity (default), featured first, recent and trending (decayed)', async () => {
    // Likes make 'office' the most popular (the guest's like shows but does not rank); 'bath'
    // gets today's views of registered accounts.
    for (const c of [author, guest, moderator]) {
      expect((await c.post(`${G}/public/${made.office}/like/`)).json().liked).toBe(true);
    }
    const popular = await list(anonymous, 'limit=3');
    expect(popular.items[0]!.id).toBe(made.office);
    expect(
      (await list(anonymous, 'sort=featured&limit=50')).items
        .slice(0, SEEDED)
        .every((i) => i.featured),
    ).toBe(true);
    const recent = (await list(anonymous, 'sort=recent&limit=3')).items.map((i) => i.id);
    expect(recent[0]).toBe(made.office);

    // Trending counts only the last 7 days: ten likes from 20 days ago weigh nothing, while
    // three views today make 'bath' the trend.
    const db = await openDatabase(server.config);
    try {
      const users = await db.selectFrom('users').select('id').execute();
      const old = new Date(Date.now() - 20 * 86_400_000);
      await db
        .insertInto('gallery_likes')
        .values(
          users.map((u) => ({
            item_id: made.kitchen!,
            user_id: u.id,
            day: dayOf(old),
            created_at: old.toISOString(),
            ranked: 1,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db
        .updateTable('gallery_items')
        .set({ likes: 10, popularity: 30 })
        .where('id', '=', made.kitchen!)
        .execute();
    } finally {
      await db.destroy();
    }
    for (const c of [author, other, moderator]) await c.get(`${G}/public/${made.bath}/`);
    // Views from signed-out browsers and guests count, but rank nothing.
    for (const ua of ['a', 'b', 'c', 'd']) {
      await anonymous.send({
        method: 'GET',
        url: `${G}/public/${made.kitchen}/`,
        headers: { 'user-agent': ua },
        remoteAddress: `198.51.100.${ua.charCodeAt(0)}`,
      });
    }
    const trending = (await list(anonymous, 'sort=trending&limit=3')).items.map((i) => i.id);
    // bath: 3 registered views today = 3; office: 2 ranked likes today × 3 = 6.
    expect(trending.slice(0, 2)).toEqual([made.office, made.bath]);
    expect((await list(anonymous, 'limit=1')).items[0]!.id).toBe(made.kitchen);
  });

  it('filters by time range', async () => {
    const db = await openDatabase(server.config);
    try {
      const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      await db
        .updateTable('gallery_items')
        .set({ created_at: at(40) })
        .where('id', '=', made.kitchen!)
        .execute();
      await db
        .updateTable('gallery_items')
        .set({ created_at: at(400) })
        .where('id', '=', made.bath!)
        .execute();
      await db
        .updateTable('gallery_items')
        .set({ created_at: at(3) })
        .where('id', '=', made.office!)
        .execute();
    } finally {
      await db.destroy();
    }
    const has = async (range: string) => {
      const ids = (await list(anonymous, `time_range=${range}&limit=50`)).items.map((i) => i.id);
      return [made.kitchen, made.bath, made.office].map((id) => ids.includes(id!));
    };
    expect(await has('all')).toEqual([true, true, true]);
    expect(await has('year')).toEqual([true, false, true]);
    expect(await has('month')).toEqual([false, false, true]);
    expect(await has('week')).toEqual([false, false, true]);
    expect(await has('today')).toEqual([false, false, false]);
    expect((await list(anonymous, 'time_range=today')).total).toBeGreaterThanOrEqual(SEEDED);
  });
});

describe('likes, views, shares and downloads', () => {
  let id = '';
  beforeAll(async () => {
    id = (await list(anonymous, 'style=Bohemian&room_type=Kitchen')).items[0]!.id;
  });

  it('likes once per user, a second call unlikes; signed out cannot', async () => {
    const a1 = (await author.post(`${G}/public/${id}/like/`)).json();
    expect(a1).toEqual({ liked: true, likes: 1 });
    expect((await other.post(`${G}/public/${id}/like/`)).json()).toEqual({ liked: true, likes: 2 });
    expect((await author.post(`${G}/public/${id}/like/`)).json()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await author.post(`${G}/public/${id}/like/`)).json()).toEqual({
      liked: true,
      likes: 2,
    });
    const res = await anonymous.post(`${G}/public/${id}/like/`);
    expect(res.statusCode).toBe(401);
    // The caller's like shows in the list and the detail (and survives a reload).
    const seen = (await author.get(`${G}/public/${id}/`)).json() as GalleryItem;
    expect(seen.liked).toBe(true);
    expect(seen.stats.likes).toBe(2);
    expect(((await guest.get(`${G}/public/${id}/`)).json() as GalleryItem).liked).toBe(false);
    expect((await list(other, 'style=Bohemian&room_type=Kitchen')).items[0]!.liked).toBe(true);
  });

  it('counts a view once per account and day, signed out or a guest once per network', async () => {
    const views = async () =>
      (await list(anonymous, 'style=Bohemian&room_type=Kitchen')).items[0]!.stats.views;
    const start = await views();
    await other.get(`${G}/public/${id}/`);
    await other.get(`${G}/public/${id}/`);
    expect(await views()).toBe(start + 1);
    const from = (
      remoteAddress: string,
      agent = 'viewer-1',
      c: { send: Client['send'] } = anonymous,
    ) =>
      c.send({
        method: 'GET',
        url: `${G}/public/${id}/`,
        headers: { 'user-agent': agent },
        remoteAddress,
      });
    expect(((await from('192.0.2.10')).json() as GalleryItem).stats.views).toBe(start + 2);
    expect(((await from('192.0.2.10')).json() as GalleryItem).stats.views).toBe(start + 2);
    // Another browser, or a guest session, on the same address adds nothing.
    await from('192.0.2.10', 'viewer-2');
    await from('192.0.2.10', 'viewer-3', guest);
    expect(await views()).toBe(start + 2);
    await from('192.0.2.11');
    expect(await views()).toBe(start + 3);
    // IPv6: one /64 is one network, whichever of its addresses.
    await from('2001:db8:1:2::1');
    await from('2001:db8:1:2:ffff::9');
    await from('::ffff:192.0.2.11');
    expect(await views()).toBe(start + 4);
  });

  it('shares as {origin}/gallery/{id}, counting one share per account and none signed out', async () => {
    const res = await anonymous.post(`${G}/public/${id}/share/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ share_url: `http://localhost/gallery/${id}`, shares: 0 });
    // Built from the public origin, never from a Host header the client wrote.
    const forged = await anonymous.send({
      method: 'POST',
      url: `${G}/public/${id}/share/`,
      headers: { host: 'evil.example' },
    });
    expect(forged.json().share_url).toBe(`http://localhost:${server.config.port}/gallery/${id}`);
    expect((await author.post(`${G}/public/${id}/share/`)).json().shares).toBe(1);
    expect((await author.post(`${G}/public/${id}/share/`)).json().shares).toBe(1);
    expect((await guest.post(`${G}/public/${id}/share/`)).json().shares).toBe(2);
    expect(((await anonymous.get(`${G}/public/${id}/`)).json() as GalleryItem).stats.shares).toBe(
      2,
    );
  });

  it('downloads the full-size image as a PNG named by its title', async () => {
    const item = (await anonymous.get(`${G}/public/${id}/`)).json() as GalleryItem;
    const res = await anonymous.get(item.download_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${item.title}.png"`);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('reports and moderation', () => {
  let id = '';
  const reporters: Client[] = [];
  beforeAll(async () => {
    const { original } = await upload(author, '#7a3');
    id = (await publish(author, { versionId: original, title: 'Reported design' })).json().id;
    for (const n of [1, 2, 3]) {
      reporters.push(await signedIn(server.app, `gallery-reporter-${n}@example.com`));
    }
    // Two days old: their reports count (accounts of today's only reach the moderator).
    const db = await openDatabase(server.config);
    try {
      await db
        .updateTable('users')
        .set({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
        .where('email', 'like', 'gallery-reporter-%')
        .execute();
    } finally {
      await db.destroy();
    }
  });

  const report = (c: { post: Client['post'] }, reason: string) =>
    c.post(`${G}/public/${id}/report/`, { reason });
  const shown = async () => {
    const res = await anonymous.get(`${G}/public/${id}/`);
    return res.statusCode === 200 ? (res.json() as GalleryItem) : null;
  };

  it('takes reports from registered accounts only, and hides at 3 established ones', async () => {
    const signedOut = await report(anonymous, 'Not a room');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().detail).toBe(GALLERY_REPORT_SIGN_IN);
    const asGuest = await report(guest, 'Offensive');
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().detail).toBe(GALLERY_REPORT_GUEST);
    // A new account's report is kept for the moderator but marks nothing.
    expect((await report(other, 'Spam')).statusCode).toBe(202);
    expect((await shown())?.under_review).toBe(false);

    expect((await report(reporters[0]!, 'Offensive')).statusCode).toBe(202);
    // The same account again counts once.
    expect((await report(reporters[0]!, 'Offensive, again')).statusCode).toBe(202);
    expect((await shown())?.under_review).toBe(true);
    expect((await list(anonymous, 'search=reported')).items[0]?.under_review).toBe(true);
    expect((await report(reporters[1]!, 'Not a room')).statusCode).toBe(202);
    expect((await shown())?.under_review).toBe(true);
    expect((await report(reporters[2]!, 'Copied')).statusCode).toBe(202);
    expect(await shown()).toBeNull();
    expect((await list(anonymous, 'search=reported')).total).toBe(0);
    expect((await other.post(`${G}/public/${id}/like/`)).statusCode).toBe(404);
    // Its author still sees it, with its status.
    const mine = (await author.get(`${G}/mine/`)).json().items as GalleryItem[];
    expect(mine.find((i) => i.id === id)?.status).toBe('pending_review');
  });

  it('gives moderators (and only them) the queue and the decision', async () => {
    for (const c of [author, other, guest]) {
      expect((await c.get(`${G}/moderation/`)).statusCode).toBe(403);
      expect((await c.post(`${G}/moderation/${id}/`, { action: 'restore' })).statusCode).toBe(403);
    }
    expect((await anonymous.get(`${G}/moderation/`)).statusCode).toBe(401);
    expect((await anonymous.post(`${G}/moderation/${id}/`, { action: 'restore' })).statusCode).toBe(
      401,
    );

    const queue = (await moderator.get(`${G}/moderation/`)).json().items as GalleryItem[];
    const entry = queue.find((i) => i.id === id)!;
    expect(entry).toMatchObject({ status: 'pending_review', reports: 4, under_review: false });
    expect(entry.report_reasons).toEqual(['Spam', 'Offensive', 'Not a room', 'Copied']);
    // Who reported and when, and whether it counted.
    expect(entry.report_entries!.map((r) => [r.reporter?.email, r.reason, r.counted])).toEqual([
      ['gallery-other@example.com', 'Spam', false],
      ['gallery-reporter-1@example.com', 'Offensive', true],
      ['gallery-reporter-2@example.com', 'Not a room', true],
      ['gallery-reporter-3@example.com', 'Copied', true],
    ]);
    expect(entry.report_entries!.every((r) => !Number.isNaN(Date.parse(r.created_at)))).toBe(true);
    expect((await moderator.get(entry.images[0]!.transformed_url)).statusCode).toBe(200);
    expect((await anonymous.get(entry.images[0]!.transformed_url)).statusCode).toBe(404);

    expect(
      (await moderator.post(`${G}/moderation/${id}/`, { action: 'restore' })).json().status,
    ).toBe('published');
    // Restoring resolves its reports: shown again, no longer under review.
    expect((await shown())?.under_review).toBe(false);
    expect((await moderator.post(`${G}/moderation/${id}/`, { action: 'hide' })).json().status).toBe(
      'hidden',
    );
    expect((await anonymous.get(`${G}/public/${id}/`)).statusCode).toBe(404);
    expect((await moderator.post(`${G}/moderation/${id}/`, { action: 'approve' })).statusCode).toBe(
      400,
    );

    const files = mediaFiles(server.config.dataDir).length;
    expect(
      (await moderator.post(`${G}/moderation/${id}/`, { action: 'remove' })).json().status,
    ).toBe('removed');
    expect(mediaFiles(server.config.dataDir).length).toBe(files - 2);
    expect(
      (await author.get(`${G}/mine/`)).json().items.map((i: GalleryItem) => i.id),
    ).not.toContain(id);
    expect((await moderator.post(`${G}/moderation/${id}/`, { action: 'restore' })).statusCode).toBe(
      404,
    );
    expect((await author.patch(`${G}/items/${id}/`, { title: 'Back' })).statusCode).toBe(404);

    // Each decision is in the moderator's audit log and in the author's (without who made it).
    const log = async (c: Client) =>
      ((await c.get(`${HD}/audit/?limit=100`)).json().results as AuditRow[])
        .filter((e) => e.object_id === id)
        .map((e) => [e.action, e.details?.by ?? null]);
    const decisions = ['restore', 'hide', 'remove'].map((a) => `gallery.moderated.${a}`);
    expect((await log(moderator)).filter(([a]) => a !== 'gallery.published').sort()).toEqual(
      decisions.map((a) => [a, null]).sort(),
    );
    expect((await log(author)).filter(([a]) => a !== 'gallery.published').sort()).toEqual(
      decisions.map((a) => [a, 'moderator']).sort(),
    );
    expect(JSON.stringify(await log(author))).not.toContain('gallery-moderator');
  });

  it('removes seeded samples for good (a restart does not seed them again)', async () => {
    const sample = (await list(anonymous, 'limit=1')).items[0]!;
    await moderator.post(`${G}/moderation/${sample.id}/`, { action: 'remove' });
    const db = await openDatabase(server.config);
    try {
      expect(await seedGallery(db, SAMPLES)).toBe(0);
    } finally {
      await db.destroy();
    }
    expect((await anonymous.get(`${G}/public/${sample.id}/`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers every bad query with a 4xx and a detail, never a 500', async () => {
    const bad = [
      'category=Rustic',
      'style=scandinavian',
      'room_type=Garage',
      'sort=random',
      'time_range=decade',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'limit=10000',
      'limit=0',
      `search=${'x'.repeat(1_000_000)}`,
      'search=a&search=b',
    ];
    for (const q of bad) {
      const res = await anonymous.get(`${G}/public/?${q}`);
      expect(res.statusCode, `${q.slice(0, 40)}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(typeof res.json().detail, q.slice(0, 40)).toBe('string');
    }
    expect((await anonymous.get(`${G}/public/?limit=50`)).statusCode).toBe(200);
    expect((await anonymous.get(`${G}/public/?page=99999`)).statusCode).toBe(400);
  });

  it('refuses bad bodies and unknown items with a detail', async () => {
    const cases: [Client | typeof anonymous, string, string, unknown, number][] = [
      [author, 'POST', `${G}/publish/`, { title: 'No version' }, 400],
      [author, 'POST', `${G}/publish/`, { versionId: 'nope', title: 'x' }, 404],
      [author, 'POST', `${G}/publish/`, { versionId: 'x', title: '' }, 400],
      [author, 'POST', `${G}/publish/`, { versionId: 'x', title: 'x', category: 'Rustic' }, 400],
      [author, 'POST', `${G}/publish/`, { versionId: 'x', title: 'x', tags: 'one' }, 400],
      [author, 'POST', `${G}/publish/`, { versionId: 'x', title: 'x\u202eexe' }, 400],
      [
        author,
        'POST',
        `${G}/publish/`,
        { versionId: 'x', title: 'x', tags: Array(11).fill('t') },
        400,
      ],
      [author, 'POST', `${G}/public/does-not-exist/like/`, {}, 404],
      [anonymous, 'POST', `${G}/public/does-not-exist/share/`, {}, 404],
      [other, 'POST', `${G}/public/does-not-exist/report/`, { reason: 'x' }, 404],
      [other, 'POST', `${G}/public/does-not-exist/report/`, {}, 400],
      [anonymous, 'POST', `${G}/public/does-not-exist/report/`, { reason: 'x' }, 401],
      [anonymous, 'GET', `${G}/public/does-not-exist/`, undefined, 404],
      [anonymous, 'GET', `${G}/public/does-not-exist/download/`, undefined, 404],
      [anonymous, 'GET', `${G}/public/does-not-exist/image/?size=huge`, undefined, 400],
      [author, 'PATCH', `${G}/items/does-not-exist/`, { title: 'x' }, 404],
      [moderator, 'POST', `${G}/moderation/does-not-exist/`, { action: 'hide' }, 404],
      [moderator, 'POST', `${G}/moderation/does-not-exist/`, { action: 'nuke' }, 400],
    ];
    for (const [c, method, url, payload, status] of cases) {
      const res = await c.send({ method: method as 'POST', url, payload: payload as string });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(
        status,
      );
      expect(typeof res.json().detail).toBe('string');
    }
  });
});

describe('publishing limits and account deletion', () => {
  it('rate-limits publishing per user', async () => {
    const { original } = await upload(other, '#123');
    let status = 0;
    for (let i = 0; i < 45 && status !== 429; i++) {
      status = (await publish(other, { versionId: original, title: `Burst ${i}` })).statusCode;
    }
    expect(status).toBe(429);
    // Another user is not affected.
    const { original: mine } = await upload(author, '#321');
    expect((await publish(author, { versionId: mine, title: 'Still fine' })).statusCode).toBe(201);
  }, 60_000);

  it('unpublishes everything of an account when it is deleted', async () => {
    const leaving = await signedIn(server.app, 'gallery-leaving@example.com');
    const { original } = await upload(leaving, '#456');
    const id = (await publish(leaving, { versionId: original, title: 'Leaving soon' })).json().id;
    await other.post(`${G}/public/${id}/like/`);
    const files = mediaFiles(server.config.dataDir).length;
    const res = await leaving.post('/api/v1/auth/delete-account/', {
      confirmation: 'gallery-leaving@example.com',
    });
    expect(res.statusCode, res.body).toBe(202);
    const db = await openDatabase(server.config);
    try {
      const user = await db
        .selectFrom('account_deletions')
        .select('user_id')
        .executeTakeFirstOrThrow();
      const storage = localDiskStorage(join(server.config.dataDir, 'media'));
      const log = { info: () => undefined, error: () => undefined };
      expect(
        await deleteAccount({ db, storage, log }, user.user_id, new Date(Date.now() + 86_400_000)),
      ).toBe(true);
      expect(
        await db.selectFrom('gallery_items').select('id').where('id', '=', id).execute(),
      ).toEqual([]);
    } finally {
      await db.destroy();
    }
    expect((await anonymous.get(`${G}/public/${id}/`)).statusCode).toBe(404);
    // The gallery copies (2) and the upload's renditions (3) are gone.
    expect(mediaFiles(server.config.dataDir).length).toBe(files - 5);
  });
});
