import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type SelectQueryBuilder } from 'kysely';
import type { GalleryListFilters } from '@hds/api-client/contract';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { GalleryItemsTable } from '../db/galleryMigration.ts';

export type GalleryRow = GalleryItemsTable;

/** Seeded items point into the shipped sample renders instead of the media store. */
export const SAMPLE_KEY_PREFIX = 'sample:';
export const isSampleKey = (key: string) => key.startsWith(SAMPLE_KEY_PREFIX);

/** Weights of a like, a share and a view in 'popular' (kept in the `popularity` column). */
export const POPULARITY_WEIGHTS = { like: 3, share: 2, view: 1 } as const;
/**
 * 'trending': likes (×3) and views (×1) of the last 7 days, each weighed by its age with a
 * half-life of two days (today 1, yesterday 0.71 … six days ago 0.125); older ones count 0.
 */
export const TRENDING_DAYS = 7;
export const TRENDING_HALF_LIFE_DAYS = 2;
export const TRENDING_LIKE_WEIGHT = 3;
/** Items ranked by their recent score; any beyond these follow in 'popular' order. */
export const TRENDING_MAX_SCORED = 2000;

/** YYYY-MM-DD of `now` in UTC, `back` days earlier. */
export const dayOf = (now: Date, back = 0) =>
  new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);

/** The start of a time range (undefined: all time). Today is the UTC day; the others roll. */
export function rangeStart(range: GalleryListFilters['time_range'], now: Date): string | undefined {
  const days = { all: 0, today: 0, week: 7, month: 30, year: 365 }[range];
  if (range === 'all') return undefined;
  if (range === 'today') return `${dayOf(now)}T00:00:00.000Z`;
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/**
 * Words of a search (letters and digits only, at most 16): what reaches the full-text engine,
 * so its query syntax (quotes, `*`, `NEAR(`, `-`, `:`) can never be written by a caller.
 */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

export interface NewGalleryItem {
  id?: string;
  userId: string | null;
  seedKey?: string | null;
  title: string;
  description: string;
  category: string | null;
  style: string | null;
  roomType: string | null;
  location: string | null;
  tags: string[];
  authorName: string;
  authorBadge: string | null;
  featured?: boolean;
  premium?: boolean;
  showBeforeAfter: boolean;
  imageKey: string;
  thumbKey: string | null;
  format: string;
  beforeKey: string | null;
  beforeThumbKey: string | null;
  createdAt?: string;
}

export interface GalleryEdit {
  title?: string;
  description?: string;
  category?: string | null;
  style?: string | null;
  roomType?: string | null;
  location?: string | null;
  tags?: string[];
  showBeforeAfter?: boolean;
}

type ItemsQuery = SelectQueryBuilder<Database, 'gallery_items', object>;

export function galleryRepository(db: Db) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  function filtered(f: GalleryListFilters, now: Date) {
    let q = db.selectFrom('gallery_items').where('gallery_items.status', '=', 'published');
    if (f.category) q = q.where('gallery_items.category', '=', f.category);
    if (f.style) q = q.where('gallery_items.style', '=', f.style);
    if (f.room_type) q = q.where('gallery_items.room_type', '=', f.room_type);
    const since = rangeStart(f.time_range, now);
    if (since) q = q.where('gallery_items.created_at', '>=', since);
    const words = f.search ? searchWords(f.search) : [];
    if (f.search && !words.length) {
      // Nothing searchable (only punctuation): nothing matches.
      q = q.where(sql<boolean>`1 = 0`);
    } else if (words.length) {
      q = pg
        ? q.where(
            sql<boolean>`gallery_items.search @@ plainto_tsquery('english', ${words.join(' ')})`,
          )
        : q.where(
            sql<boolean>`gallery_items.id in (select item_id from gallery_fts where gallery_fts match ${words
              .map((w) => `"${w}"`)
              .join(' ')})`,
          );
    }
    return q as ItemsQuery;
  }

  /** Recent scores by item, highest first (at most TRENDING_MAX_SCORED items). */
  function trendingScores(now: Date) {
    const cases = Array.from({ length: TRENDING_DAYS }, (_, back) => {
      const weight = 0.5 ** (back / TRENDING_HALF_LIFE_DAYS);
      return sql`when ${dayOf(now, back)} then ${sql.lit(Number(weight.toFixed(4)))}`;
    });
    const decay = sql`(case day ${sql.join(cases, sql` `)} else 0 end)`;
    const since = dayOf(now, TRENDING_DAYS - 1);
    return sql<{ item_id: string; score: number | string }>`
      select item_id, sum(w * ${decay}) as score from (
        select item_id, day, 1 as w from gallery_views where day >= ${since}
        union all
        select item_id, day, ${sql.lit(TRENDING_LIKE_WEIGHT)} as w from gallery_likes
        where day >= ${since}
      ) recent group by item_id order by score desc limit ${sql.lit(TRENDING_MAX_SCORED)}`;
  }

  /** Rows by id, in the order of `ids`. */
  async function byIds(ids: string[]): Promise<GalleryRow[]> {
    const rows = await db.selectFrom('gallery_items').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is GalleryRow => !!r);
  }

  return {
    /**
     * One page of the public gallery; `hasMore` from one row beyond the page (exact, without a
     * count). 'trending' reads the items with recent likes or views first (a small set, joined
     * by key), then the rest in 'popular' order, so no order sorts the whole gallery.
     */
    async list(
      f: GalleryListFilters,
      now = new Date(),
    ): Promise<{ rows: GalleryRow[]; hasMore: boolean }> {
      const offset = (f.page - 1) * f.limit;
      const take = f.limit + 1;
      const popular = (q: ItemsQuery) =>
        q
          .orderBy('gallery_items.popularity', 'desc')
          .orderBy('gallery_items.created_at', 'desc')
          .orderBy('gallery_items.id', 'desc');
      let rows: GalleryRow[];
      if (f.sort === 'trending') {
        // Scores from the recent events alone, then the items among them that match: two
        // small reads by key, whatever the size of the gallery.
        const scores = new Map(
          (await trendingScores(now).execute(db)).rows.map((r) => [r.item_id, Number(r.score)]),
        );
        const matching = scores.size
          ? await filtered(f, now)
              .where('gallery_items.id', 'in', [...scores.keys()])
              .select(['gallery_items.id', 'gallery_items.popularity', 'gallery_items.created_at'])
              .execute()
          : [];
        const scored = matching.sort(
          (a, b) =>
            scores.get(b.id)! - scores.get(a.id)! ||
            b.popularity - a.popularity ||
            b.created_at.localeCompare(a.created_at) ||
            b.id.localeCompare(a.id),
        );
        const ids = scored.map((r) => r.id);
        const pageIds = ids.slice(offset, offset + take);
        rows = pageIds.length ? await byIds(pageIds) : [];
        if (rows.length < take) {
          let rest = filtered(f, now);
          if (ids.length) rest = rest.where('gallery_items.id', 'not in', ids);
          rows = rows.concat(
            (await popular(rest)
              .selectAll('gallery_items')
              .limit(take - rows.length)
              .offset(Math.max(0, offset - ids.length))
              .execute()) as GalleryRow[],
          );
        }
      } else {
        let q = filtered(f, now);
        if (f.sort === 'recent') {
          q = q.orderBy('gallery_items.created_at', 'desc').orderBy('gallery_items.id', 'desc');
        } else if (f.sort === 'featured') {
          q = popular(q.orderBy('gallery_items.featured', 'desc'));
        } else {
          q = popular(q);
        }
        rows = (await q
          .selectAll('gallery_items')
          .limit(take)
          .offset(offset)
          .execute()) as GalleryRow[];
      }
      return { rows: rows.slice(0, f.limit), hasMore: rows.length > f.limit };
    },

    /** How many published items match the filters (page, limit and sort aside). */
    async count(f: GalleryListFilters, now = new Date()): Promise<number> {
      const { n } = await filtered(f, now)
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async find(id: string): Promise<GalleryRow | undefined> {
      return db.selectFrom('gallery_items').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** An item anyone may see (published, not hidden or removed). */
    async findPublished(id: string): Promise<GalleryRow | undefined> {
      return db
        .selectFrom('gallery_items')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'published')
        .executeTakeFirst();
    },

    async findOwn(userId: string, id: string): Promise<GalleryRow | undefined> {
      return db
        .selectFrom('gallery_items')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '!=', 'removed')
        .executeTakeFirst();
    },

    async listOwn(userId: string): Promise<GalleryRow[]> {
      return db
        .selectFrom('gallery_items')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '!=', 'removed')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Items waiting for a moderator: hidden by reports or by a moderator, or reported at all. */
    async moderationQueue(limit = 200): Promise<GalleryRow[]> {
      return db
        .selectFrom('gallery_items')
        .selectAll()
        .where('status', '!=', 'removed')
        .where((eb) =>
          eb.or([eb('status', 'in', ['pending_review', 'hidden']), eb('open_reports', '>', 0)]),
        )
        .orderBy('open_reports', 'desc')
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Open report reasons by item. */
    async reasonsOf(ids: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (!ids.length) return out;
      const rows = await db
        .selectFrom('gallery_reports')
        .select(['item_id', 'reason'])
        .where('item_id', 'in', ids)
        .where('resolved', '=', 0)
        .orderBy('created_at')
        .execute();
      for (const r of rows) out.set(r.item_id, [...(out.get(r.item_id) ?? []), r.reason]);
      return out;
    },

    /** Of `ids`, those the user likes. */
    async likedBy(userId: string | null, ids: string[]): Promise<Set<string>> {
      if (!userId || !ids.length) return new Set();
      const rows = await db
        .selectFrom('gallery_likes')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('item_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.item_id));
    },

    /** Likes, or takes the like back; the new state and count. Call inside a transaction. */
    async toggleLike(
      itemId: string,
      userId: string,
      now = new Date(),
    ): Promise<{ liked: boolean; likes: number }> {
      const removed = await db
        .deleteFrom('gallery_likes')
        .where('item_id', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      let liked: boolean;
      let delta: number;
      if (Number(removed.numDeletedRows) > 0) {
        liked = false;
        delta = -1;
      } else {
        const added = await db
          .insertInto('gallery_likes')
          .values({
            item_id: itemId,
            user_id: userId,
            day: dayOf(now),
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
          .executeTakeFirst();
        liked = true;
        delta = Number(added.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
      }
      if (delta) {
        await db
          .updateTable('gallery_items')
          .set((eb) => ({
            likes: eb('likes', '+', delta),
            popularity: eb('popularity', '+', delta * POPULARITY_WEIGHTS.like),
          }))
          .where('id', '=', itemId)
          .execute();
      }
      const { likes } = await db
        .selectFrom('gallery_items')
        .select('likes')
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      return { liked, likes: Number(likes) };
    },

    /** Counts a view unless this viewer was counted today; whether it counted. */
    async recordView(itemId: string, viewer: string, now = new Date()): Promise<boolean> {
      const res = await db
        .insertInto('gallery_views')
        .values({ item_id: itemId, viewer, day: dayOf(now) })
        .onConflict((oc) => oc.columns(['item_id', 'viewer', 'day']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await db
        .updateTable('gallery_items')
        .set((eb) => ({
          views: eb('views', '+', 1),
          popularity: eb('popularity', '+', POPULARITY_WEIGHTS.view),
        }))
        .where('id', '=', itemId)
        .execute();
      return true;
    },

    async addShare(itemId: string): Promise<number> {
      await db
        .updateTable('gallery_items')
        .set((eb) => ({
          shares: eb('shares', '+', 1),
          popularity: eb('popularity', '+', POPULARITY_WEIGHTS.share),
        }))
        .where('id', '=', itemId)
        .execute();
      const { shares } = await db
        .selectFrom('gallery_items')
        .select('shares')
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      return Number(shares);
    },

    async insert(item: NewGalleryItem): Promise<string> {
      const id = item.id ?? randomUUID();
      const now = item.createdAt ?? new Date().toISOString();
      await db
        .insertInto('gallery_items')
        .values(rowOf(id, item, now))
        .execute();
      return id;
    },

    /** Seeds items once by their seed key; how many were new. */
    async seed(items: NewGalleryItem[]): Promise<number> {
      if (!items.length) return 0;
      const now = new Date().toISOString();
      const res = await db
        .insertInto('gallery_items')
        .values(items.map((item) => rowOf(randomUUID(), item, now)))
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0);
    },

    async update(id: string, edit: GalleryEdit): Promise<void> {
      await db
        .updateTable('gallery_items')
        .set({
          ...(edit.title !== undefined ? { title: edit.title } : {}),
          ...(edit.description !== undefined ? { description: edit.description } : {}),
          ...(edit.category !== undefined ? { category: edit.category } : {}),
          ...(edit.style !== undefined ? { style: edit.style } : {}),
          ...(edit.roomType !== undefined ? { room_type: edit.roomType } : {}),
          ...(edit.location !== undefined ? { location: edit.location } : {}),
          ...(edit.tags !== undefined
            ? { tags: JSON.stringify(edit.tags), tags_text: edit.tags.join(' ') }
            : {}),
          ...(edit.showBeforeAfter !== undefined
            ? { show_before_after: edit.showBeforeAfter ? 1 : 0 }
            : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes an item (likes, views and reports go with it); the media keys it held. */
    async delete(id: string): Promise<string[]> {
      const row = await db
        .selectFrom('gallery_items')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return [];
      await db.deleteFrom('gallery_items').where('id', '=', id).execute();
      return storedKeys([row]);
    },

    /** Every item of the user deleted; the media keys they held. */
    async deleteAllOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('gallery_items')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      await db.deleteFrom('gallery_items').where('user_id', '=', userId).execute();
      return storedKeys(rows);
    },

    /** Media keys in the store the user's items hold. */
    async mediaKeysOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('gallery_items')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      return storedKeys(rows);
    },

    /**
     * Records a report once per reporter; an item whose open reports reach `threshold` is hidden
     * pending review. Whether this report was new.
     */
    async report(
      itemId: string,
      reporter: string,
      reason: string,
      threshold: number,
    ): Promise<boolean> {
      const res = await db
        .insertInto('gallery_reports')
        .values({
          id: randomUUID(),
          item_id: itemId,
          reporter,
          reason,
          resolved: 0,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['item_id', 'reporter']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await db
        .updateTable('gallery_items')
        .set((eb) => ({ open_reports: eb('open_reports', '+', 1) }))
        .where('id', '=', itemId)
        .execute();
      await db
        .updateTable('gallery_items')
        .set({ status: 'pending_review', updated_at: new Date().toISOString() })
        .where('id', '=', itemId)
        .where('status', '=', 'published')
        .where('open_reports', '>=', threshold)
        .execute();
      return true;
    },

    /** A moderator's decision: its reports are resolved either way. */
    async setStatus(id: string, status: 'published' | 'hidden' | 'removed'): Promise<void> {
      await db
        .updateTable('gallery_reports')
        .set({ resolved: 1 })
        .where('item_id', '=', id)
        .execute();
      await db
        .updateTable('gallery_items')
        .set({ status, open_reports: 0, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** A removed item no longer holds its copies in the store (the row stays, so seeds stay out). */
    async clearMedia(id: string): Promise<string[]> {
      const row = await db
        .selectFrom('gallery_items')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return [];
      return storedKeys([row]);
    },
  };
}
export type GalleryRepository = ReturnType<typeof galleryRepository>;

/** Keys of the media store an item holds (not the shipped samples it may point at). */
export function storedKeys(rows: GalleryRow[]): string[] {
  return rows
    .flatMap((r) => [r.image_key, r.thumb_key, r.before_key, r.before_thumb_key])
    .filter((k): k is string => !!k && !isSampleKey(k));
}

function rowOf(id: string, item: NewGalleryItem, now: string): GalleryItemsTable {
  return {
    id,
    user_id: item.userId,
    seed_key: item.seedKey ?? null,
    title: item.title,
    description: item.description,
    category: item.category,
    style: item.style,
    room_type: item.roomType,
    location: item.location,
    tags: JSON.stringify(item.tags),
    tags_text: item.tags.join(' '),
    author_name: item.authorName,
    author_badge: item.authorBadge,
    featured: item.featured ? 1 : 0,
    premium: item.premium ? 1 : 0,
    status: 'published',
    show_before_after: item.showBeforeAfter ? 1 : 0,
    image_key: item.imageKey,
    thumb_key: item.thumbKey,
    format: item.format,
    before_key: item.beforeKey,
    before_thumb_key: item.beforeThumbKey,
    views: 0,
    likes: 0,
    shares: 0,
    popularity: 0,
    open_reports: 0,
    created_at: now,
    updated_at: now,
  };
}
