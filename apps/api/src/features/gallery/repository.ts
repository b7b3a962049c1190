import { randomUUID } from 'node:crypto';
import {
  PostgresAdapter,
  sql,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import type { GalleryListFilters } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { ESTABLISHED_ACCOUNT_MS, type GalleryItemsRow } from '../../db/migrations/galleryTrust.ts';

export type GalleryRow = Selectable<GalleryItemsRow>;

/** Seeded items point into the shipped sample renders instead of the media store. */
export const SAMPLE_KEY_PREFIX = 'sample:';
export const isSampleKey = (key: string) => key.startsWith(SAMPLE_KEY_PREFIX);
/** An item's picture format, from its storage key's extension. */
export const formatOfKey = (key: string) => {
  const ext = key.split('.').pop()?.toLowerCase();
  return ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : ext === 'png' ? 'png' : 'webp';
};

/**
 * Weights of a like, a share and a view in 'popular' (kept in the `popularity` column). Only
 * registered accounts' count ('ranked' rows): one each per account, nothing from signed-out
 * callers or guests, whom anyone can be again at will.
 */
export const POPULARITY_WEIGHTS = { like: 3, share: 2, view: 1 } as const;
/**
 * 'trending': ranked likes (×3) and views (×1) of the last 7 days, each weighed by its age with
 * a half-life of two days (today 1, yesterday 0.71 … six days ago 0.125); older ones count 0.
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

/** The FTS5 query of search words: each quoted, all required. */
const ftsQuery = (words: string[]) => words.map((w) => `"${w}"`).join(' ');

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

/** Which items a read covers: every read of `gallery_items` starts from `scoped()`. */
interface Scope {
  id?: string;
  ids?: string[];
  userId?: string;
  /** 'published': what anyone may see; 'kept': everything but removed tombstones. */
  status?: 'published' | 'kept';
  /**
   * Keep the planner off the status indexes (SQLite): a rare word's few matches are read by
   * their key instead of walking an order's index past every item that does not match.
   */
  byKey?: boolean;
}

/** How a list reaches its items (see `searchPlan`). */
type Plan = 'index' | 'walk' | 'matches';

/**
 * Below this many matches a search starts from the full-text matches and sorts them; from it
 * on, it walks the order's index and keeps the rows whose key is among the matches, which ends
 * after about a page divided by the share of matching items (SQLite).
 */
export const SEARCH_WALK_FROM = 500;

/** Which popularity weight each counter of an item adds with. */
const COUNTER_WEIGHTS = { likes: 'like', views: 'view', shares: 'share' } as const;

/** Who liked, shared or viewed: an account, and whether it ranks (registered, not a guest). */
export interface GalleryActor {
  userId: string;
  ranked: boolean;
}

/** One report as moderators see it. */
export interface GalleryReportEntry {
  reason: string;
  created_at: string;
  /** Whether it counts towards hiding (a registered account at least a day old). */
  counted: boolean;
  /** Null for a report made signed out before reports needed an account. */
  reporter: { id: string; name: string | null; email: string | null } | null;
}

export function galleryRepository(db: Db) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  function scoped(scope: Scope = {}): ItemsQuery {
    let q = db.selectFrom('gallery_items') as ItemsQuery;
    if (scope.id !== undefined) q = q.where('gallery_items.id', '=', scope.id);
    if (scope.ids) q = q.where('gallery_items.id', 'in', scope.ids);
    if (scope.userId !== undefined) q = q.where('gallery_items.user_id', '=', scope.userId);
    if (scope.status === 'published') {
      q = scope.byKey
        ? q.where(sql<boolean>`+gallery_items.status = 'published'`)
        : q.where('gallery_items.status', '=', 'published');
    }
    if (scope.status === 'kept') q = q.where('gallery_items.status', '!=', 'removed');
    return q;
  }

  /** Whole rows of the scope. */
  const rowsOf = (scope: Scope): Promise<GalleryRow[]> => scoped(scope).selectAll().execute();
  const oneRow = (scope: Scope): Promise<GalleryRow | undefined> =>
    scoped(scope).selectAll().executeTakeFirst();

  /**
   * How a list reaches its items: 'index' without a search (or on PostgreSQL, whose planner
   * chooses by its statistics); on SQLite 'walk' for a common word (the order's index,
   * each row's key looked up among the matches), 'matches' for a rare one (the few matches by
   * key, then sorted). Counting stops at SEARCH_WALK_FROM, so deciding costs little either way.
   */
  async function searchPlan(f: GalleryListFilters): Promise<Plan> {
    const words = f.search ? searchWords(f.search) : [];
    if (pg || !words.length) return 'index';
    const { rows } = await sql<{ n: number }>`select count(*) as n from (
        select rowid from gallery_search where gallery_search match ${ftsQuery(words)}
        limit ${SEARCH_WALK_FROM})`.execute(db);
    return Number(rows[0]?.n ?? 0) >= SEARCH_WALK_FROM ? 'walk' : 'matches';
  }

  function filtered(f: GalleryListFilters, now: Date, plan: Plan) {
    let q = scoped({ status: 'published', byKey: !pg && plan === 'matches' });
    if (f.category) q = q.where('gallery_items.category', '=', f.category);
    if (f.style) q = q.where('gallery_items.style', '=', f.style);
    if (f.room_type) q = q.where('gallery_items.room_type', '=', f.room_type);
    const since = rangeStart(f.time_range, now);
    if (since) q = q.where('gallery_items.created_at', '>=', since);
    const words = f.search ? searchWords(f.search) : [];
    if (f.search && !words.length) {
      // Nothing searchable (only punctuation): nothing matches.
      q = q.where(sql<boolean>`1 = 0`);
    } else if (words.length && pg) {
      q = q.where(
        sql<boolean>`gallery_items.search @@ plainto_tsquery('english', ${words.join(' ')})`,
      );
    } else if (words.length) {
      // `+` keeps the planner off the key's index, so it walks the order's index instead.
      const key = plan === 'walk' ? sql`+gallery_items.seq` : sql`gallery_items.seq`;
      q = q.where(
        sql<boolean>`${key} in (select rowid from gallery_search where gallery_search match ${ftsQuery(words)})`,
      );
    }
    return q;
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
        select item_id, day, 1 as w from gallery_views where day >= ${since} and ranked = 1
        union all
        select item_id, day, ${sql.lit(TRENDING_LIKE_WEIGHT)} as w from gallery_likes
        where day >= ${since} and ranked = 1
      ) recent group by item_id order by score desc limit ${sql.lit(TRENDING_MAX_SCORED)}`;
  }

  /** Rows by id, in the order of `ids`. */
  async function byIds(ids: string[]): Promise<GalleryRow[]> {
    const rows = await rowsOf({ ids });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is GalleryRow => !!r);
  }

  /** One counter of an item, as it is now. */
  async function counter(id: string, column: 'likes' | 'shares'): Promise<number> {
    const row = await scoped({ id }).select(column).executeTakeFirstOrThrow();
    return Number((row as Record<typeof column, number>)[column]);
  }

  /**
   * Adds `by` to one of an item's counters and, when it ranks, to its popularity by that
   * counter's weight.
   */
  async function bump(
    id: string,
    column: keyof typeof COUNTER_WEIGHTS,
    by: number,
    ranks: boolean,
  ) {
    const weight = ranks ? POPULARITY_WEIGHTS[COUNTER_WEIGHTS[column]] : 0;
    await db
      .updateTable('gallery_items')
      .set((eb) => ({
        [column]: eb(column, '+', by),
        popularity: eb('popularity', '+', by * weight),
      }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * An item's open reports counted again, and hidden pending review once `threshold` of them
   * count. Counting the rows (not adding one) keeps the figures right after a reporter's account
   * is deleted (its reports go with it).
   */
  async function recount(id: string, threshold: number) {
    const open = (counted: boolean) => {
      let q = db
        .selectFrom('gallery_reports')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .where('item_id', '=', id)
        .where('resolved', '=', 0);
      if (counted) q = q.where('counted', '=', 1);
      return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
    };
    const [all, counted] = [await open(false), await open(true)];
    await db
      .updateTable('gallery_items')
      .set({ open_reports: all, counted_reports: counted })
      .where('id', '=', id)
      .execute();
    await db
      .updateTable('gallery_items')
      .set({ status: 'pending_review', updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'published')
      .where('counted_reports', '>=', threshold)
      .execute();
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
      const plan = await searchPlan(f);
      let rows: GalleryRow[];
      if (f.sort === 'trending') {
        // Scores from the recent events alone, then the items among them that match: two
        // small reads by key, whatever the size of the gallery.
        const scores = new Map(
          (await trendingScores(now).execute(db)).rows.map((r) => [r.item_id, Number(r.score)]),
        );
        const matching = scores.size
          ? await filtered(f, now, 'matches')
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
          let rest = filtered(f, now, plan);
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
        let q = filtered(f, now, plan);
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
      const { n } = await filtered(f, now, await searchPlan(f))
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async find(id: string): Promise<GalleryRow | undefined> {
      return oneRow({ id });
    },

    /** An item anyone may see (published, not hidden or removed). */
    async findPublished(id: string): Promise<GalleryRow | undefined> {
      return oneRow({ id, status: 'published' });
    },

    async findOwn(userId: string, id: string): Promise<GalleryRow | undefined> {
      return oneRow({ id, userId, status: 'kept' });
    },

    async listOwn(userId: string): Promise<GalleryRow[]> {
      return scoped({ userId, status: 'kept' })
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Items waiting for a moderator: hidden by reports or by a moderator, or reported at all. */
    async moderationQueue(limit = 200): Promise<GalleryRow[]> {
      return scoped({ status: 'kept' })
        .selectAll()
        .where((eb) =>
          eb.or([eb('status', 'in', ['pending_review', 'hidden']), eb('open_reports', '>', 0)]),
        )
        .orderBy('counted_reports', 'desc')
        .orderBy('open_reports', 'desc')
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Open reports by item, oldest first, each with who made it. */
    async reportsOf(ids: string[]): Promise<Map<string, GalleryReportEntry[]>> {
      const out = new Map<string, GalleryReportEntry[]>();
      if (!ids.length) return out;
      const rows = await db
        .selectFrom('gallery_reports')
        .leftJoin('users', 'users.id', 'gallery_reports.reporter_id')
        .select([
          'gallery_reports.item_id',
          'gallery_reports.reason',
          'gallery_reports.created_at',
          'gallery_reports.counted',
          'users.id as user_id',
          'users.display_name',
          'users.email',
        ])
        .where('gallery_reports.item_id', 'in', ids)
        .where('gallery_reports.resolved', '=', 0)
        .orderBy('gallery_reports.created_at')
        .orderBy('gallery_reports.id')
        .execute();
      for (const r of rows) {
        const entry: GalleryReportEntry = {
          reason: r.reason,
          created_at: r.created_at,
          counted: r.counted === 1,
          reporter: r.user_id ? { id: r.user_id, name: r.display_name, email: r.email } : null,
        };
        out.set(r.item_id, [...(out.get(r.item_id) ?? []), entry]);
      }
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

    /**
     * Likes, or takes the like back; the new state and count. A like ranks as its account did
     * when it was given (a guest who registers later does not take back what never counted).
     * Call inside a transaction.
     */
    async toggleLike(
      itemId: string,
      actor: GalleryActor,
      now = new Date(),
    ): Promise<{ liked: boolean; likes: number }> {
      const removed = await db
        .deleteFrom('gallery_likes')
        .where('item_id', '=', itemId)
        .where('user_id', '=', actor.userId)
        .returning('ranked')
        .executeTakeFirst();
      let liked: boolean;
      if (removed) {
        liked = false;
        await bump(itemId, 'likes', -1, removed.ranked === 1);
      } else {
        const added = await db
          .insertInto('gallery_likes')
          .values({
            item_id: itemId,
            user_id: actor.userId,
            day: dayOf(now),
            created_at: now.toISOString(),
            ranked: actor.ranked ? 1 : 0,
          })
          .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
          .executeTakeFirst();
        liked = true;
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
          await bump(itemId, 'likes', 1, actor.ranked);
        }
      }
      return { liked, likes: await counter(itemId, 'likes') };
    },

    /**
     * Counts a view once per UTC day: a registered account's once per account (from any
     * network), and then it ranks; a guest's or a signed-out caller's once per client network
     * (`network`: a key of the address, see the route), whatever the browser or guest session,
     * and it does not rank (both are anyone's to be again at will). Whether it counted.
     */
    async recordView(
      itemId: string,
      network: string,
      actor: GalleryActor | null,
      now = new Date(),
    ): Promise<boolean> {
      const ranked = !!actor?.ranked;
      const res = await db
        .insertInto('gallery_views')
        .values({
          item_id: itemId,
          viewer: ranked ? `u:${actor!.userId}` : `n:${network}`,
          day: dayOf(now),
          ranked: ranked ? 1 : 0,
        })
        .onConflict((oc) => oc.columns(['item_id', 'viewer', 'day']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await bump(itemId, 'views', 1, ranked);
      return true;
    },

    /**
     * Counts a share once per account (signed out counts nothing); the item's share count.
     */
    async addShare(itemId: string, actor: GalleryActor | null, now = new Date()): Promise<number> {
      if (actor) {
        const res = await db
          .insertInto('gallery_shares')
          .values({
            item_id: itemId,
            user_id: actor.userId,
            ranked: actor.ranked ? 1 : 0,
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) {
          await bump(itemId, 'shares', 1, actor.ranked);
        }
      }
      return counter(itemId, 'shares');
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
      const row = await oneRow({ id });
      if (!row) return [];
      await db.deleteFrom('gallery_items').where('id', '=', id).execute();
      return storedKeys([row]);
    },

    /** Every item of the user deleted; the media keys they held. */
    async deleteAllOf(userId: string): Promise<string[]> {
      const rows = await rowsOf({ userId });
      await db.deleteFrom('gallery_items').where('user_id', '=', userId).execute();
      return storedKeys(rows);
    },

    /** Media keys in the store the user's items hold. */
    async mediaKeysOf(userId: string): Promise<string[]> {
      return storedKeys(await rowsOf({ userId }));
    },

    /**
     * Records an account's report, once per account and item. It counts towards hiding only
     * from a registered account at least a day old (ESTABLISHED_ACCOUNT_MS, read from the
     * database, not the session); a younger one's is kept for the moderator. An item with
     * counted reports is under review and stays visible; at `threshold` of them it is hidden
     * pending review. Whether this report was new. Call inside a transaction.
     */
    async report(
      itemId: string,
      reporterId: string,
      reason: string,
      threshold: number,
      now = new Date(),
    ): Promise<boolean> {
      // Two reports at once must not both count the other's absence (PostgreSQL; SQLite has
      // one writer).
      if (pg) {
        await db
          .selectFrom('gallery_items')
          .select('id')
          .where('id', '=', itemId)
          .forUpdate()
          .execute();
      }
      const account = await db
        .selectFrom('users')
        .select(['created_at', 'is_anonymous'])
        .where('id', '=', reporterId)
        .executeTakeFirst();
      const counts =
        !!account &&
        account.is_anonymous === 0 &&
        now.getTime() - Date.parse(account.created_at) >= ESTABLISHED_ACCOUNT_MS;
      const res = await db
        .insertInto('gallery_reports')
        .values({
          id: randomUUID(),
          item_id: itemId,
          reporter: `u:${reporterId}`,
          reporter_id: reporterId,
          reason,
          counted: counts ? 1 : 0,
          resolved: 0,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['item_id', 'reporter']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await recount(itemId, threshold);
      return true;
    },

    /**
     * Items hidden by reports weighed again against the configured threshold (at start): it
     * may have changed, and reports that no longer count (made signed out before reports
     * needed an account) may have hidden some.
     */
    async applyThreshold(threshold: number): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('gallery_items')
        .set({ status: 'published', updated_at: now })
        .where('status', '=', 'pending_review')
        .where('counted_reports', '<', threshold)
        .execute();
      await db
        .updateTable('gallery_items')
        .set({ status: 'pending_review', updated_at: now })
        .where('status', '=', 'published')
        .where('counted_reports', '>=', threshold)
        .execute();
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
        .set({ status, open_reports: 0, counted_reports: 0, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** A removed item no longer holds its copies in the store (the row stays, so seeds stay out). */
    async clearMedia(id: string): Promise<string[]> {
      const row = await oneRow({ id });
      return row ? storedKeys([row]) : [];
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

function rowOf(id: string, item: NewGalleryItem, now: string): Insertable<GalleryItemsRow> {
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
