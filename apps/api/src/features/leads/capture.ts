import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GALLERY_ITEM_NOT_FOUND,
  LEAD_FORM_TOKEN_INVALID,
  LEAD_HONEYPOT_FIELD,
  LEAD_TOO_FAST,
  LeadSubmission,
  embedOriginRefused,
  leadMessages,
  type EmbedWidget,
  type LeadSourceKind,
} from '@hds/api-client/contract';
import type { LeadsConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { auditRepository } from '../../db/audit.ts';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { enqueueApiWebhook } from '../api-keys/webhooks.ts';
import { originHeader, type EmbedGate } from './cors.ts';
import { STUDIO_FORM, type FormTokens } from './formToken.ts';
import { leadsRepository, type EmbedRow, type LeadsRepository } from './repository.ts';
import { toLead } from './serialize.ts';

export interface CaptureDeps {
  db: Db;
  repo: LeadsRepository;
  tokens: FormTokens;
  embedFor: EmbedGate;
  /** This server's own origin: the studio's pages post leads from it without an embed. */
  ownOrigin: (request: FastifyRequest) => string;
  limits: Pick<LeadsConfig, 'minFillMs' | 'perEmbedPerHour'>;
  /** Wakes the webhook dispatcher when a delivery was queued. */
  delivered: () => void;
}

/**
 * The public lead capture (spec part 2 §7): from the studio's pages, a gallery item's form or
 * an embed (`embedKey` from its address, or `embed` in the body). Checks, in order: the embed
 * and its origin, the honeypot, the fields, the form token and its fill time, the embed's
 * hourly budget; then stores the lead, its audit entry and its webhook delivery together.
 */
export function leadCapture(deps: CaptureDeps) {
  const { db, repo, tokens } = deps;
  return async function capture(
    request: FastifyRequest,
    reply: FastifyReply,
    embedKey: string | undefined,
  ): Promise<void> {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const bodyKey = typeof raw.embed === 'string' && raw.embed ? raw.embed : undefined;
    if (embedKey && bodyKey && bodyKey !== embedKey) {
      throw new HttpError(400, 'embed: does not match the embed of this address');
    }
    const key = embedKey ?? bodyKey;
    let embed: EmbedRow | null = null;
    if (key) {
      embed = await deps.embedFor(request, reply, key);
    } else {
      // The studio's own pages: a cross-site page may not post leads without an embed.
      const origin = originHeader(request);
      if (origin !== undefined && origin !== deps.ownOrigin(request)) {
        throw new HttpError(403, embedOriginRefused(origin));
      }
    }
    // The honeypot: filled in means a bot. It gets the same reply as a person, nothing stored.
    const trap = raw[LEAD_HONEYPOT_FIELD];
    if (typeof trap === 'string' && trap.trim() !== '') {
      request.log.info({ embed: embed?.id }, 'lead honeypot filled; dropped');
      return reply.status(201).send({ success: true });
    }
    // The form's fields first (a person's mistakes read as theirs), then its token, whose own
    // refusal is the same whatever is wrong with it.
    const lead = parseWith(LeadSubmission.partial({ formToken: true }), raw);
    const now = Date.now();
    const issuedAt = tokens.issuedAt(lead.formToken, embed ? embed.id : STUDIO_FORM, now);
    if (issuedAt === null) throw new HttpError(400, LEAD_FORM_TOKEN_INVALID);
    // Measured from when this server handed the form its token; a `startedAt` is not read.
    if (now - issuedAt < deps.limits.minFillMs) throw new HttpError(400, LEAD_TOO_FAST);

    let ownerId: string | null = null;
    let sourceKind: LeadSourceKind = 'studio';
    let galleryItemId: string | null = null;
    if (embed) {
      const widget = JSON.parse(embed.widget) as EmbedWidget;
      if (widget.type === 'lead_form' && widget.showProjectStep) {
        if (!lead.projectType) throw new HttpError(400, leadMessages.projectType);
        if (!lead.projectTimeline) throw new HttpError(400, leadMessages.timeline);
      }
      const since = new Date(now - 3600 * 1000).toISOString();
      if ((await repo.countEmbedLeadsSince(embed.id, since)) >= deps.limits.perEmbedPerHour) {
        reply.header('Retry-After', '3600');
        throw new HttpError(429, 'This form is taking too many requests; try again later.');
      }
      ownerId = embed.user_id;
      sourceKind = 'embed';
    } else if (lead.galleryItemId) {
      const item = await db
        .selectFrom('gallery_items')
        .select(['id', 'user_id'])
        .where('id', '=', lead.galleryItemId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!item) throw new HttpError(404, GALLERY_ITEM_NOT_FOUND);
      // The seeded samples have no author: their leads go to the moderators.
      ownerId = item.user_id;
      sourceKind = 'gallery';
      galleryItemId = item.id;
    }

    const created = new Date(now).toISOString();
    const id = randomUUID();
    const row = {
      id,
      user_id: ownerId,
      embed_id: embed?.id ?? null,
      gallery_item_id: galleryItemId,
      source_kind: sourceKind,
      page_url: lead.pageUrl || null,
      state: 'new',
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      project_type: lead.projectType,
      project_timeline: lead.projectTimeline,
      budget: lead.budget,
      property_type: lead.propertyType,
      location: lead.location,
      styles: JSON.stringify(lead.styles),
      services: JSON.stringify(lead.services),
      message: lead.message,
      source: lead.source,
      newsletter: lead.newsletter ? 1 : 0,
      accept_terms: 1,
      created_at: created,
      updated_at: created,
    };
    const delivery =
      embed?.webhook_url && !embed.revoked_at
        ? {
            id: randomUUID(),
            embed_id: embed.id,
            url: embed.webhook_url,
            payload: JSON.stringify({
              event: 'lead.created',
              embed: { id: embed.id, key: embed.public_key, name: embed.name },
              lead: toLead({ ...row, embed_name: embed.name }),
            }),
            status: 'pending',
            attempts: 0,
            next_attempt_at: created,
            lease_owner: null,
            lease_until: null,
            last_status_code: null,
            last_error: null,
            delivered_at: null,
            created_at: created,
          }
        : null;
    await db.transaction().execute(async (trx) => {
      await leadsRepository(trx).insertLead(row, delivery);
      if (ownerId) {
        await auditRepository(trx).record({
          userId: ownerId,
          action: 'lead.received',
          objectType: 'lead',
          objectId: id,
          details: { source: sourceKind, ...(embed ? { embed_id: embed.id } : {}) },
        });
      }
    });
    if (delivery) deps.delivered();
    // lead.created to the owner's API-key webhooks (issue #27); never fails the submission.
    if (ownerId) {
      await enqueueApiWebhook(db, ownerId, 'lead.created', {
        lead: { id, source_kind: sourceKind, embed_id: embed?.id ?? null },
      }).catch((err: unknown) => request.log.warn({ err }, 'lead.created webhook not queued'));
    }
    return reply.status(201).send({ success: true });
  };
}
