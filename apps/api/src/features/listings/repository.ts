import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { ListingBatchesTable, ListingsTable } from '../../db/migrations/listings.ts';
import type { ExtractedListing } from './extract.ts';

/** A listing row with the title of its project (null when it has none). */
export type ListingRow = ListingsTable & { project_title: string | null };

export interface ListingFilters {
  status?: string;
  listing_type?: string;
  search?: string;
  is_featured?: boolean;
  is_archived?: boolean;
  has_project?: boolean;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How often an interrupted import is tried again before it fails. */
export const MAX_SCRAPE_ATTEMPTS = 3;

export function listingsRepository(db: Db) {
  const base = () =>
    db
      .selectFrom('listings')
      .leftJoin('projects', 'projects.id', 'listings.project_id')
      .selectAll('listings')
      .select('projects.title as project_title');

  function filtered(userId: string, f: ListingFilters) {
    let q = base().where('listings.user_id', '=', userId);
    if (f.status) q = q.where('listings.status', '=', f.status);
    if (f.listing_type) q = q.where('listings.listing_type', '=', f.listing_type);
    if (f.is_featured !== undefined)
      q = q.where('listings.is_featured', '=', f.is_featured ? 1 : 0);
    if (f.is_archived !== undefined)
      q = q.where('listings.is_archived', '=', f.is_archived ? 1 : 0);
    if (f.has_project !== undefined) {
      q = q.where('listings.project_id', f.has_project ? 'is not' : 'is', null);
    }
    const search = f.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      q = q.where((eb) =>
        eb.or(
          (['title', 'address', 'source_url', 'description'] as const).map((col) =>
            eb(sql`lower(${sql.ref(`listings.${col}`)})`, 'like', sql`${pattern} escape '\\'`),
          ),
        ),
      );
    }
    return q;
  }

  return {
    async list(userId: string, f: ListingFilters, page: { offset: number; limit: number }) {
      const rows = (await filtered(userId, f)
        .orderBy('listings.created_at', 'desc')
        .orderBy('listings.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute()) as ListingRow[];
      const { n } = await filtered(userId, f)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, count: Number(n) };
    },

    async find(userId: string, id: string): Promise<ListingRow | undefined> {
      return (await base()
        .where('listings.user_id', '=', userId)
        .where('listings.id', '=', id)
        .executeTakeFirst()) as ListingRow | undefined;
    },

    async findMany(userId: string, ids: string[]): Promise<ListingRow[]> {
      if (!ids.length) return [];
      return (await base()
        .where('listings.user_id', '=', userId)
        .where('listings.id', 'in', ids)
        .orderBy('listings.created_at', 'desc')
        .orderBy('listings.id', 'desc')
        .execute()) as ListingRow[];
    },

    async stats(userId: string) {
      const r = await db
        .selectFrom('listings')
        .where('user_id', '=', userId)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(sql`case when is_featured = 1 then 1 else 0 end`).as('featured'),
          eb.fn
            .sum<number>(sql`case when project_id is not null then 1 else 0 end`)
            .as('with_projects'),
          eb.fn.sum<number>(sql`case when is_archived = 1 then 1 else 0 end`).as('archived'),
          eb.fn
            .sum<number>(sql`case when listing_type = 'for_sale' then 1 else 0 end`)
            .as('for_sale'),
          eb.fn
            .sum<number>(sql`case when listing_type = 'for_rent' then 1 else 0 end`)
            .as('for_rent'),
        ])
        .executeTakeFirstOrThrow();
      const n = (v: unknown) => Number(v ?? 0);
      return {
        total: n(r.total),
        featured: n(r.featured),
        with_projects: n(r.with_projects),
        archived: n(r.archived),
        for_sale: n(r.for_sale),
        for_rent: n(r.for_rent),
      };
    },

    async insertBatch(
      userId: string,
      b: Pick<ListingBatchesTable, 'total_urls' | 'accepted' | 'refused' | 'auto_create_project'>,
    ): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('listing_batches')
        .values({ id, user_id: userId, ...b, created_at: new Date().toISOString() })
        .execute();
      return id;
    },

    async insertPending(
      userId: string,
      batchId: string,
      items: { url: string; source: string }[],
      autoCreateProject: boolean,
    ): Promise<string[]> {
      const start = Date.now();
      const ids: string[] = [];
      for (const [i, item] of items.entries()) {
        const id = randomUUID();
        // A millisecond apart, so the list shows them in the order they were pasted.
        const at = new Date(start + i).toISOString();
        await db
          .insertInto('listings')
          .values({
            id,
            user_id: userId,
            batch_id: batchId,
            source_url: item.url,
            source: item.source,
            status: 'pending',
            error_message: null,
            title: '',
            address: '',
            price: null,
            currency: null,
            display_price: null,
            listing_type: 'for_sale',
            bedrooms: null,
            bathrooms: null,
            square_feet: null,
            description: '',
            image_urls: '[]',
            extracted_with: null,
            project_id: null,
            is_featured: 0,
            is_archived: 0,
            attempts: 0,
            lease_owner: null,
            lease_until: null,
            scraped_at: null,
            auto_create_project: autoCreateProject ? 1 : 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        ids.push(id);
      }
      return ids;
    },

    /** The user's listings waiting for or in their import. */
    async countInProgress(userId: string): Promise<number> {
      const { n } = await db
        .selectFrom('listings')
        .where('user_id', '=', userId)
        .where('status', 'in', ['pending', 'scraping'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async batches(userId: string, limit = 50) {
      return db
        .selectFrom('listing_batches')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Listing ids of each batch with their statuses (for the batches' counts). */
    async batchStatuses(batchIds: string[]) {
      if (!batchIds.length) return [];
      return db
        .selectFrom('listings')
        .select(['batch_id', 'status'])
        .where('batch_id', 'in', batchIds)
        .execute();
    },

    async setFlags(
      userId: string,
      id: string,
      fields: Partial<Pick<ListingsTable, 'is_featured' | 'is_archived'>>,
    ): Promise<void> {
      await db
        .updateTable('listings')
        .set({ ...fields, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** Back to pending (a fresh import); listings being imported are left alone unless `force`. */
    async requeue(userId: string, ids: string[], force: boolean): Promise<string[]> {
      if (!ids.length) return [];
      let q = db
        .updateTable('listings')
        .set({
          status: 'pending',
          error_message: null,
          attempts: 0,
          lease_owner: null,
          lease_until: null,
          updated_at: new Date().toISOString(),
        })
        .where('user_id', '=', userId)
        .where('id', 'in', ids);
      if (!force) q = q.where('status', 'not in', ['pending', 'scraping']);
      const changed = await q.returning('id').execute();
      return changed.map((r) => r.id);
    },

    /**
     * Claims the oldest listing to import: a pending one, or a scraping one whose worker's
     * lease ran out (it died). Null when there is none.
     */
    async claim(workerId: string, leaseMs: number): Promise<ListingsTable | null> {
      const now = new Date().toISOString();
      const due = await db
        .selectFrom('listings')
        .select(['id', 'status'])
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([eb('status', '=', 'scraping'), eb('lease_until', '<', now)]),
          ]),
        )
        .orderBy('created_at')
        .limit(5)
        .execute();
      for (const { id, status } of due) {
        const res = await db
          .updateTable('listings')
          .set((eb) => ({
            status: 'scraping',
            lease_owner: workerId,
            lease_until: new Date(Date.now() + leaseMs).toISOString(),
            attempts: eb('attempts', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', id)
          .where('status', '=', status)
          .where((eb) =>
            status === 'pending' ? eb('status', '=', 'pending') : eb('lease_until', '<', now),
          )
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) continue;
        const row = await db
          .selectFrom('listings')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (row) return row;
      }
      return null;
    },

    async complete(id: string, workerId: string, x: ExtractedListing): Promise<boolean> {
      const now = new Date().toISOString();
      const res = await db
        .updateTable('listings')
        .set({
          status: 'completed',
          error_message: null,
          title: x.title,
          address: x.address,
          price: x.price,
          currency: x.currency,
          display_price: x.display_price,
          listing_type: x.listing_type ?? 'for_sale',
          bedrooms: x.bedrooms,
          bathrooms: x.bathrooms,
          square_feet: x.square_feet,
          description: x.description,
          image_urls: JSON.stringify(x.images),
          extracted_with: x.sources.join(','),
          lease_owner: null,
          lease_until: null,
          scraped_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', workerId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async fail(id: string, workerId: string | null, reason: string): Promise<void> {
      const now = new Date().toISOString();
      let q = db
        .updateTable('listings')
        .set({
          status: 'failed',
          error_message: reason.slice(0, 300),
          lease_owner: null,
          lease_until: null,
          scraped_at: now,
          updated_at: now,
        })
        .where('id', '=', id);
      if (workerId) q = q.where('lease_owner', '=', workerId);
      await q.execute();
    },

    /** Listings whose import was interrupted too often: failed for good. */
    async failExhausted(): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('listings')
        .set({
          status: 'failed',
          error_message: 'The import was interrupted too many times; refresh to try again',
          lease_owner: null,
          lease_until: null,
          updated_at: now,
        })
        .where('status', '=', 'scraping')
        .where('lease_until', '<', now)
        .where('attempts', '>=', MAX_SCRAPE_ATTEMPTS)
        .execute();
    },

    async linkProject(listingId: string, projectId: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('listings')
        .set({ project_id: projectId, updated_at: now })
        .where('id', '=', listingId)
        .execute();
      await sql`update projects set listing_id = ${listingId} where id = ${projectId}`.execute(db);
    },
  };
}
export type ListingsRepository = ReturnType<typeof listingsRepository>;
