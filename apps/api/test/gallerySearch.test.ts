import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GalleryListQuery } from '@hds/api-client/contract';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase, type Db } from '../src/db/connect.ts';
import { migrationProvider } from '../src/db/migrations.ts';
import {
  galleryRepository,
  SEARCH_WALK_FROM,
  type GalleryRow,
  type NewGalleryItem,
} from '../src/features/gallery/repository.ts';
import { freshPostgresDatabase } from './helpers/server.ts';

/*
 * Search pages (features/gallery/repository.ts, db/migrations/gallerySearch.ts) on SQLite, or PostgreSQL
 * with TEST_DATABASE_URL: a common word (walked in the order's index) and a rare one (read from
 * its matches) give exactly the page a plain filter-and-sort of every item gives, with every
 * order, filter and page; counts agree; the index follows edits and deletions; and an older
 * database's items are searchable after the upgrade.
 */

const N = SEARCH_WALK_FROM * 2 + 37;
const ROOMS = ['Kitchen', 'Bedroom', 'Office'] as const;
let db: Db;
let done: () => Promise<void>;
let pg = false;

function item(i: number): NewGalleryItem {
  return {
    userId: null,
    seedKey: `search:${i}`,
    // 'sofa' in two of three items (common), 'quartz' in every 40th (rare), 'teak' in none.
    title: `Room ${i}${i % 3 ? ' sofa' : ''}${i % 40 === 0 ? ' quartz' : ''}`,
    description: i % 7 === 0 ? 'sofas by the window' : 'plain',
    category: i % 2 ? 'Modern' : 'Rustic',
    style: null,
    roomType: ROOMS[i % 3]!,
    location: null,
    tags: [],
    authorName: `Author ${i % 11}`,
    authorBadge: null,
    featured: i % 13 === 0,
    showBeforeAfter: false,
    imageKey: 'sample:x.jpg',
    thumbKey: null,
    format: 'jpeg',
    beforeKey: null,
    beforeThumbKey: null,
    // Many ties on popularity and time, so the tie-breakers are tested too.
    createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 50))).toISOString(),
  };
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-gallery-search-'));
  const postgres = await freshPostgresDatabase();
  pg = !!postgres;
  db = await openDatabase(
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', LOG_LEVEL: 'warn' }),
  );
  // An older database first: its items must be searchable after 0010 carries them over.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  });
  const before = await migrator.migrateTo('0009_gallery');
  expect(before.error).toBeUndefined();
  await galleryRepository(db).seed(Array.from({ length: 100 }, (_, i) => item(i)));
  await migrateToLatest(db);
  await galleryRepository(db).seed(Array.from({ length: N - 100 }, (_, i) => item(i + 100)));
  await sql`update gallery_items set popularity = (length(title) * 7 + length(description)) % 9,
    status = case when title like '%5 sofa' then 'hidden' else 'published' end`.execute(db);
  if (pg) await sql`analyze`.execute(db);
  done = async () => {
    await db.destroy();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}, 120_000);
afterAll(() => done?.());

/** What a page must be: every published item filtered here in JavaScript, then sorted. */
function expected(all: GalleryRow[], q: Record<string, string>, match: (r: GalleryRow) => boolean) {
  const f = GalleryListQuery.parse(q);
  const rows = all
    .filter((r) => r.status === 'published' && match(r))
    .filter((r) => !f.category || r.category === f.category)
    .filter((r) => !f.room_type || r.room_type === f.room_type);
  const by = (a: GalleryRow, b: GalleryRow) =>
    f.sort === 'recent'
      ? b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)
      : (f.sort === 'featured' ? b.featured - a.featured : 0) ||
        b.popularity - a.popularity ||
        b.created_at.localeCompare(a.created_at) ||
        b.id.localeCompare(a.id);
  const sorted = rows.sort(by);
  const start = (f.page - 1) * f.limit;
  return {
    ids: sorted.slice(start, start + f.limit).map((r) => r.id),
    hasMore: sorted.length > start + f.limit,
    total: sorted.length,
  };
}

const hasWord = (word: RegExp) => (r: GalleryRow) => word.test(`${r.title} ${r.description}`);

describe('gallery search', () => {
  it('pages a common and a rare word exactly as a full sort would, in every order', async () => {
    const repo = galleryRepository(db);
    const all = (await db.selectFrom('gallery_items').selectAll().execute()).filter((r) =>
      r.seed_key?.startsWith('search:'),
    );
    expect(all).toHaveLength(N);
    const words: [string, (r: GalleryRow) => boolean][] = [
      ['sofas', hasWord(/\bsofas?\b/)], // common: walks the order's index (stemmed)
      ['quartz', hasWord(/\bquartz\b/)], // rare: reads its matches by key
      ['sofa quartz', (r) => hasWord(/\bsofas?\b/)(r) && hasWord(/\bquartz\b/)(r)],
      ['teak', () => false],
    ];
    expect(all.filter(words[0]![1]).length).toBeGreaterThan(SEARCH_WALK_FROM);
    expect(all.filter(words[1]![1]).length).toBeLessThan(SEARCH_WALK_FROM);
    let checked = 0;
    for (const [search, match] of words) {
      for (const sort of ['popular', 'recent', 'featured', 'trending']) {
        const extras: Record<string, string>[] = [
          {},
          { category: 'Modern' },
          { room_type: 'Kitchen', page: '3' },
        ];
        for (const extra of extras) {
          for (const page of ['1', '7']) {
            const q = { search, sort, page, limit: '12', ...extra };
            const f = GalleryListQuery.parse(q);
            const got = await repo.list(f);
            // No likes or views: trending is the popular order.
            const want = expected(
              all,
              { ...q, sort: sort === 'trending' ? 'popular' : sort },
              match,
            );
            expect(
              { ids: got.rows.map((r) => r.id), hasMore: got.hasMore },
              JSON.stringify(q),
            ).toEqual({ ids: want.ids, hasMore: want.hasMore });
            expect(await repo.count(f), JSON.stringify(q)).toBe(want.total);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(96);
  }, 60_000);

  it('follows edits and deletions, and numbers new items after the highest', async () => {
    const repo = galleryRepository(db);
    const find = async (search: string) =>
      (await repo.list(GalleryListQuery.parse({ search, limit: '50' }))).rows.map((r) => r.id);
    const id = await repo.insert({ ...item(N + 1), seedKey: null, title: 'Terrazzo floor' });
    expect(await find('terrazzo')).toEqual([id]);
    await repo.update(id, { title: 'Parquet floor', tags: ['herringbone'] });
    expect(await find('terrazzo')).toEqual([]);
    expect(await find('herringbone parquet')).toEqual([id]);
    await repo.delete(id);
    expect(await find('parquet')).toEqual([]);
    if (!pg) {
      // Keys are never reused, even for the highest one deleted just now.
      const again = await repo.insert({ ...item(N + 2), seedKey: null, title: 'Parquet again' });
      const keys = await sql<{ seq: number; id: string }>`select seq, id from gallery_items
        order by seq desc limit 2`.execute(db);
      expect(keys.rows[0]!.id).toBe(again);
      expect(await find('parquet')).toEqual([again]);
      const dupes = await sql<{ n: number }>`select count(*) - count(distinct seq) as n
        from gallery_items`.execute(db);
      expect(Number(dupes.rows[0]!.n)).toBe(0);
    }
  });
});
