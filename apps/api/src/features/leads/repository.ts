import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import type {
  EmbedsTable,
  LeadsTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
} from '../../db/migrations/leads.ts';

export type EmbedRow = EmbedsTable;
export type LeadRow = LeadsTable & { embed_name: string | null };
export type DeliveryRow = WebhookDeliveriesTable;
export type AttemptRow = WebhookAttemptsTable;

/** Who reads leads: their own, and with moderation rights the instance's unowned ones. */
export interface LeadViewer {
  userId: string;
  isModerator: boolean;
}

/** 192 random bits: an embed's public key (in partners' pages) and webhook secrets. */
export const newEmbedKey = () => randomBytes(24).toString('base64url');
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

const visibleTo = (viewer: LeadViewer) => (eb: ExpressionBuilder<Database, 'leads'>) =>
  viewer.isModerator
    ? eb.or([eb('leads.user_id', '=', viewer.userId), eb('leads.user_id', 'is', null)])
    : eb('leads.user_id', '=', viewer.userId);

export interface LeadFilters {
  embedId?: string | undefined;
  state?: string | undefined;
}

export function leadsRepository(db: Db) {
  const leads = () =>
    db
      .selectFrom('leads')
      .leftJoin('embeds', 'embeds.id', 'leads.embed_id')
      .selectAll('leads')
      .select('embeds.name as embed_name');

  function filtered(viewer: LeadViewer, f: LeadFilters) {
    let q = leads().where(visibleTo(viewer));
    if (f.embedId) q = q.where('leads.embed_id', '=', f.embedId);
    if (f.state) q = q.where('leads.state', '=', f.state);
    return q;
  }

  return {
    /* ------------------------------- embeds ------------------------------- */

    /** Call inside a transaction (with the audit entry). */
    async insertEmbed(row: EmbedsTable, origins: string[]): Promise<void> {
      await db.insertInto('embeds').values(row).execute();
      await db
        .insertInto('embed_origins')
        .values(origins.map((origin) => ({ embed_id: row.id, origin })))
        .execute();
    },

    /** Call inside a transaction (with the audit entry). */
    async updateEmbed(
      id: string,
      patch: Partial<Pick<EmbedsTable, 'name' | 'widget' | 'webhook_url'>>,
      origins?: string[],
    ): Promise<void> {
      await db
        .updateTable('embeds')
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      if (origins) {
        await db.deleteFrom('embed_origins').where('embed_id', '=', id).execute();
        await db
          .insertInto('embed_origins')
          .values(origins.map((origin) => ({ embed_id: id, origin })))
          .execute();
      }
    },

    async revokeEmbed(id: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('embeds')
        .set({ revoked_at: now, updated_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async deleteEmbed(id: string): Promise<void> {
      await db.deleteFrom('embeds').where('id', '=', id).execute();
    },

    async findEmbed(userId: string, id: string): Promise<EmbedRow | undefined> {
      return db
        .selectFrom('embeds')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** By public key, revoked or not (the caller answers 404 or 410). */
    async findEmbedByKey(key: string): Promise<EmbedRow | undefined> {
      return db.selectFrom('embeds').selectAll().where('public_key', '=', key).executeTakeFirst();
    },

    async listEmbeds(userId: string): Promise<EmbedRow[]> {
      return db
        .selectFrom('embeds')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    async originsOf(embedIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (!embedIds.length) return out;
      const rows = await db
        .selectFrom('embed_origins')
        .selectAll()
        .where('embed_id', 'in', embedIds)
        .orderBy('origin')
        .execute();
      for (const r of rows) out.set(r.embed_id, [...(out.get(r.embed_id) ?? []), r.origin]);
      return out;
    },

    async allows(embedId: string, origin: string): Promise<boolean> {
      const row = await db
        .selectFrom('embed_origins')
        .select('embed_id')
        .where('embed_id', '=', embedId)
        .where('origin', '=', origin)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Whether any live embed lists `origin` (the lead capture's preflight). */
    async anyLiveEmbedAllows(origin: string): Promise<boolean> {
      const row = await db
        .selectFrom('embed_origins')
        .innerJoin('embeds', 'embeds.id', 'embed_origins.embed_id')
        .select('embeds.id')
        .where('embed_origins.origin', '=', origin)
        .where('embeds.revoked_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },

    async leadCounts(embedIds: string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (!embedIds.length) return out;
      const rows = await db
        .selectFrom('leads')
        .select(['embed_id', db.fn.countAll<number | string>().as('n')])
        .where('embed_id', 'in', embedIds)
        .groupBy('embed_id')
        .execute();
      for (const r of rows) if (r.embed_id) out.set(r.embed_id, Number(r.n));
      return out;
    },

    /** Leads an embed received since `since` (the per-embed rate limit, across instances). */
    async countEmbedLeadsSince(embedId: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('leads')
        .select(db.fn.countAll<number | string>().as('n'))
        .where('embed_id', '=', embedId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /* -------------------------------- leads ------------------------------- */

    /** Call inside a transaction: the lead and its webhook delivery, all or nothing. */
    async insertLead(
      row: LeadsTable,
      delivery?: Omit<WebhookDeliveriesTable, 'lead_id'> | null,
    ): Promise<void> {
      await db.insertInto('leads').values(row).execute();
      if (delivery) {
        await db
          .insertInto('webhook_deliveries')
          .values({ ...delivery, lead_id: row.id })
          .execute();
      }
    },

    async findLead(viewer: LeadViewer, id: string): Promise<LeadRow | undefined> {
      return filtered(viewer, {}).where('leads.id', '=', id).executeTakeFirst();
    },

    async listLeads(
      viewer: LeadViewer,
      f: LeadFilters,
      page: { limit: number; offset: number },
    ): Promise<{ rows: LeadRow[]; count: number }> {
      const rows = await filtered(viewer, f)
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const total = await db
        .selectFrom('leads')
        .select(db.fn.countAll<number | string>().as('n'))
        .where(visibleTo(viewer))
        .$if(Boolean(f.embedId), (q) => q.where('leads.embed_id', '=', f.embedId!))
        .$if(Boolean(f.state), (q) => q.where('leads.state', '=', f.state!))
        .executeTakeFirstOrThrow();
      return { rows, count: Number(total.n) };
    },

    /** Every lead the filters select, newest first, at most `limit` (the CSV export). */
    async exportLeads(viewer: LeadViewer, f: LeadFilters, limit: number): Promise<LeadRow[]> {
      return filtered(viewer, f)
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id')
        .limit(limit)
        .execute();
    },

    async setState(id: string, state: string): Promise<void> {
      await db
        .updateTable('leads')
        .set({ state, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /* ------------------------------ deliveries ---------------------------- */

    async deliveriesOf(embedId: string, limit = 100): Promise<DeliveryRow[]> {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('embed_id', '=', embedId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async attemptsOf(deliveryIds: string[]): Promise<AttemptRow[]> {
      if (!deliveryIds.length) return [];
      return db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where('delivery_id', 'in', deliveryIds)
        .orderBy('attempt')
        .execute();
    },
  };
}
export type LeadsRepository = ReturnType<typeof leadsRepository>;
