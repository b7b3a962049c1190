import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '../../ops/rateLimit.ts';
import { stringify } from 'csv-stringify/sync';
import {
  DEFAULT_LEAD_SERVICES,
  DEFAULT_LEAD_STYLES,
  EMBED_BASE,
  EMBED_IMAGES_UNAVAILABLE,
  EMBED_NOT_FOUND,
  EMBED_REVOKED,
  EmbedCreateBody,
  EmbedUpdateBody,
  GALLERY_ITEM_NOT_FOUND,
  HOME_DESIGN_BASE,
  LEAD_BODY_LIMIT,
  LEAD_HONEYPOT_FIELD,
  LEAD_FORM_TOKEN_INVALID,
  LEAD_NOT_FOUND,
  LEAD_TOO_FAST,
  LeadListQuery,
  LeadSubmission,
  LeadUpdateBody,
  leadMessages,
  leadPaths,
  embedOriginRefused,
  type Embed,
  type EmbedConfig,
  type EmbedWidget,
  type Lead,
  type LeadFormToken,
  type LeadList,
  type LeadSourceKind,
  type LeadState,
  type WebhookDelivery,
} from '@hds/api-client/contract';
import type { LeadsConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { auditedWrite, auditRepository } from '../../db/audit.ts';
import { boardsRepository } from '../boards/repository.ts';
import {
  leadsRepository,
  newEmbedKey,
  newWebhookSecret,
  type EmbedRow,
  type LeadRow,
  type LeadViewer,
} from './repository.ts';
import type { User } from '../auth/usersRepository.ts';
import { moderatorCheck } from '../auth/rolesRepository.ts';
import { contentTypeOf } from '../../media/processing.ts';
import { isValidKey, type Storage } from '../../storage/storage.ts';
import { formTokens, STUDIO_FORM } from './formToken.ts';
import { startWebhookDispatcher } from './webhooks.ts';
import { checkWebhookUrl } from '../../net/signedPost.ts';
import { enqueueApiWebhook } from '../api-keys/webhooks.ts';

/*
 * Leads and partner embeds (issue #21; README "Leads and embeds"):
 * - the public lead capture (spec part 2 §7) and the embeds' cookie-less calls, CORS answered
 *   only for each embed's exact allowed origins, `Origin` checked on every call;
 * - the owner's embeds, leads inbox (filters, paging, state, CSV) and webhook delivery log;
 * - webhooks of new leads through a durable leased queue (features/leads/webhooks.ts).
 */

export interface LeadRouteDeps {
  db: Db;
  storage: Storage;
  /** The media secret: embed image URLs and lead form tokens use keys derived from it. */
  mediaSecret: Buffer;
  leads: LeadsConfig;
  /**
   * MODERATOR_UIDS (Firebase uids): with the accounts holding the moderator role, they receive
   * the leads nobody else owns.
   */
  moderatorUids: string[];
  publicUrl: string | null;
}

const HD = HOME_DESIGN_BASE;
const EMBED_MEDIA_TTL_SECONDS = 3600;
const CSV_MAX_ROWS = 50_000;
/** Per client address: configuration reads and image fetches of the widgets. */
const EMBED_READS_PER_MINUTE = 240;

const embedNotFound = () => new HttpError(404, EMBED_NOT_FOUND);
const leadNotFound = () => new HttpError(404, LEAD_NOT_FOUND);

export async function leadRoutes(app: FastifyInstance, deps: LeadRouteDeps) {
  const { db } = deps;
  const repo = leadsRepository(db);
  const isModerator = moderatorCheck(db, deps.moderatorUids);
  const viewerOf = async (user: User): Promise<LeadViewer> => ({
    userId: user.id,
    isModerator: await isModerator(user),
  });
  const dispatcher = startWebhookDispatcher(
    { db, log: (msg, data) => app.log.info(data, msg) },
    deps.leads.webhooks,
  );
  app.addHook('preClose', () => dispatcher.stop());

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`),
  });
  const leadRateLimit = { max: deps.leads.perIpPerMinute, timeWindow: '1 minute' };
  const tokens = formTokens(deps.mediaSecret);
  const readRateLimit = { max: EMBED_READS_PER_MINUTE, timeWindow: '1 minute' };

  /* ------------------------------------ CORS ----------------------------------------- */

  const originHeader = (request: FastifyRequest) => {
    const o = request.headers.origin;
    return typeof o === 'string' ? o : undefined;
  };
  function allowOrigin(reply: FastifyReply, origin: string) {
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
  }
  function preflight(reply: FastifyReply, origin: string) {
    allowOrigin(reply, origin);
    reply.header('Access-Control-Allow-Methods', 'GET, POST');
    reply.header('Access-Control-Allow-Headers', 'Content-Type');
    reply.header('Access-Control-Max-Age', '600');
    return reply.status(204).send();
  }

  /**
   * The embed a public call names, live, called from one of its allowed origins: 404 unknown,
   * 410 revoked (with CORS for an allowed origin, so its widget can say so), 403 for a missing
   * or foreign Origin. Nothing is read or stored before this passes.
   */
  async function embedFor(request: FastifyRequest, reply: FastifyReply, key: string) {
    const embed = key.length <= 64 ? await repo.findEmbedByKey(key) : undefined;
    if (!embed) throw embedNotFound();
    const origin = originHeader(request);
    const allowed = origin !== undefined && (await repo.allows(embed.id, origin));
    reply.header('Vary', 'Origin');
    if (allowed) allowOrigin(reply, origin);
    if (embed.revoked_at) throw new HttpError(410, EMBED_REVOKED);
    if (!allowed) throw new HttpError(403, embedOriginRefused(origin));
    return embed;
  }

  /** This server's own origin: PUBLIC_URL, else the request's scheme and Host. */
  const ownOrigin = (request: FastifyRequest) =>
    deps.publicUrl ? new URL(deps.publicUrl).origin : `${request.protocol}://${request.host}`;

  /* -------------------------------- embed media -------------------------------------- */

  const mediaKey = createHmac('sha256', deps.mediaSecret).update('hds embed media v1').digest();
  const signMedia = (embedId: string, key: string, exp: number) =>
    createHmac('sha256', mediaKey).update(`${embedId}\n${key}\n${exp}`).digest('base64url');
  const embedMediaUrl = (embed: EmbedRow, key: string) => {
    const exp = Math.ceil((Date.now() / 1000 + EMBED_MEDIA_TTL_SECONDS) / 300) * 300;
    return `${EMBED_BASE}/${embed.public_key}/media/${key}?exp=${exp}&sig=${signMedia(embed.id, key, exp)}`;
  };

  /* ------------------------------- serialisation ------------------------------------- */

  function toEmbed(row: EmbedRow, origins: string[], leadCount: number): Embed {
    return {
      id: row.id,
      name: row.name,
      key: row.public_key,
      allowedOrigins: origins,
      widget: JSON.parse(row.widget) as EmbedWidget,
      webhookUrl: row.webhook_url,
      webhookSecret: row.webhook_secret,
      revoked: row.revoked_at !== null,
      revoked_at: row.revoked_at,
      lead_count: leadCount,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }
  async function embedReply(row: EmbedRow): Promise<Embed> {
    const origins = (await repo.originsOf([row.id])).get(row.id) ?? [];
    const counts = await repo.leadCounts([row.id]);
    return toEmbed(row, origins, counts.get(row.id) ?? 0);
  }

  function toLead(row: LeadRow): Lead {
    return {
      id: row.id,
      state: row.state as LeadState,
      source_kind: row.source_kind as LeadSourceKind,
      embed: row.embed_id ? { id: row.embed_id, name: row.embed_name ?? '' } : null,
      gallery_item_id: row.gallery_item_id,
      page_url: row.page_url,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      projectType: row.project_type as Lead['projectType'],
      projectTimeline: row.project_timeline as Lead['projectTimeline'],
      budget: row.budget as Lead['budget'],
      propertyType: row.property_type,
      location: row.location,
      styles: JSON.parse(row.styles) as string[],
      services: JSON.parse(row.services) as string[],
      message: row.message,
      source: row.source,
      newsletter: row.newsletter === 1,
      acceptTerms: true,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /* ------------------------------- before/after -------------------------------------- */

  type Pair = [
    { key: string; width: number | null; height: number | null; label: string },
    { key: string; width: number | null; height: number | null; label: string },
  ];
  /** The two versions a before/after widget shows, if the owner still has them. */
  async function pairOf(userId: string, widget: EmbedWidget): Promise<Pair | null> {
    if (widget.type !== 'before_after') return null;
    let versions: {
      id: string;
      label: string;
      preview_key: string | null;
      storage_key: string | null;
      width: number | null;
      height: number | null;
    }[];
    if (widget.versionIds) {
      const rows = await db
        .selectFrom('versions')
        .select(['id', 'label', 'preview_key', 'storage_key', 'width', 'height'])
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .where('id', 'in', widget.versionIds)
        .execute();
      versions = widget.versionIds
        .map((id) => rows.find((r) => r.id === id))
        .filter((r) => r !== undefined);
    } else {
      const boards = boardsRepository(db);
      const board = await boards.find(userId, widget.boardId!);
      versions = board ? (await boards.versionsOf([board])).slice(0, 2) : [];
    }
    const usable = versions.map((v) => ({
      key: v.preview_key ?? v.storage_key ?? '',
      width: v.width,
      height: v.height,
      label: v.label,
    }));
    if (usable.length < 2 || usable.some((v) => !isValidKey(v.key))) return null;
    return [usable[0]!, usable[1]!];
  }

  /** A widget the owner may save: its versions or board are theirs (else 404, like any id). */
  async function checkWidget(userId: string, widget: EmbedWidget) {
    if (widget.type !== 'before_after') return;
    if (widget.versionIds) {
      if (new Set(widget.versionIds).size !== 2) {
        throw new HttpError(400, 'versionIds must name two different versions');
      }
      if (!(await pairOf(userId, widget))) throw new HttpError(404, 'Version not found.');
      return;
    }
    const board = await boardsRepository(db).find(userId, widget.boardId!);
    if (!board) throw new HttpError(404, 'Board not found.');
    if (!(await pairOf(userId, widget))) {
      throw new HttpError(400, 'boardId: the board needs at least two completed versions');
    }
  }

  /* ------------------------------- lead capture -------------------------------------- */

  async function capture(
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
      embed = await embedFor(request, reply, key);
    } else {
      // The studio's own pages: a cross-site page may not post leads without an embed.
      const origin = originHeader(request);
      if (origin !== undefined && origin !== ownOrigin(request)) {
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
    if (now - issuedAt < deps.leads.minFillMs) throw new HttpError(400, LEAD_TOO_FAST);

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
      if ((await repo.countEmbedLeadsSince(embed.id, since)) >= deps.leads.perEmbedPerHour) {
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
    if (delivery) dispatcher.notify();
    // lead.created to the owner's API-key webhooks (issue #27); never fails the submission.
    if (ownerId) {
      await enqueueApiWebhook(db, ownerId, 'lead.created', {
        lead: { id, source_kind: sourceKind, embed_id: embed?.id ?? null },
      }).catch((err: unknown) => request.log.warn({ err }, 'lead.created webhook not queued'));
    }
    return reply.status(201).send({ success: true });
  }

  // Spec part 2 §7. Exempt from CSRF (app.ts CSRF_EXEMPT_ROUTES): no session is behind it.
  app.post(
    leadPaths.capture,
    { bodyLimit: LEAD_BODY_LIMIT, config: { rateLimit: leadRateLimit } },
    async (request, reply) => capture(request, reply, undefined),
  );
  // The studio's own forms fetch their token when shown. A cross-site page cannot read it (no
  // CORS here), and a bot that can must still wait the fill time after fetching it.
  app.get(
    leadPaths.formToken,
    { config: { rateLimit: readRateLimit } },
    async (_request, reply): Promise<LeadFormToken> => {
      reply.header('Cache-Control', 'no-store');
      return { formToken: tokens.issue(STUDIO_FORM) };
    },
  );
  // Its preflight: allowed for an origin some live embed lists (the body names which).
  app.options(
    leadPaths.capture,
    { config: { rateLimit: readRateLimit } },
    async (request, reply) => {
      const origin = originHeader(request);
      if (origin && (await repo.anyLiveEmbedAllows(origin))) return preflight(reply, origin);
      throw new HttpError(403, embedOriginRefused(origin));
    },
  );

  /* -------------------------------- embed calls -------------------------------------- */

  app.options<{ Params: { key: string } }>(
    `${EMBED_BASE}/:key/config/`,
    { config: { rateLimit: readRateLimit } },
    async (request, reply) => {
      await embedFor(request, reply, request.params.key);
      return preflight(reply, originHeader(request)!);
    },
  );
  app.options<{ Params: { key: string } }>(
    `${EMBED_BASE}/:key/leads/`,
    { config: { rateLimit: readRateLimit } },
    async (request, reply) => {
      await embedFor(request, reply, request.params.key);
      return preflight(reply, originHeader(request)!);
    },
  );

  app.get<{ Params: { key: string } }>(
    `${EMBED_BASE}/:key/config/`,
    { config: { rateLimit: readRateLimit } },
    async (request, reply): Promise<EmbedConfig> => {
      const embed = await embedFor(request, reply, request.params.key);
      reply.header('Cache-Control', 'no-store');
      const widget = JSON.parse(embed.widget) as EmbedWidget;
      if (widget.type === 'lead_form') {
        return {
          key: embed.public_key,
          widget: 'lead_form',
          mode: widget.mode,
          title: widget.title,
          successMessage: widget.successMessage,
          incentive: widget.incentive,
          showProjectStep: widget.showProjectStep,
          styles: DEFAULT_LEAD_STYLES,
          services: DEFAULT_LEAD_SERVICES,
          submitUrl: leadPaths.embedLeads(embed.public_key),
        };
      }
      const pair = await pairOf(embed.user_id, widget);
      if (!pair) throw new HttpError(409, EMBED_IMAGES_UNAVAILABLE);
      const image = (v: Pair[number]) => ({
        url: embedMediaUrl(embed, v.key),
        width: v.width,
        height: v.height,
        label: v.label,
      });
      const [before, after] = [image(pair[0]), image(pair[1])];
      return {
        key: embed.public_key,
        widget: 'before_after',
        title: widget.title ?? null,
        before,
        after,
      };
    },
  );

  // A lead form embed's token, fetched when the widget shows the form; for its origins only.
  app.get<{ Params: { key: string } }>(
    `${EMBED_BASE}/:key/form-token/`,
    { config: { rateLimit: readRateLimit } },
    async (request, reply): Promise<LeadFormToken> => {
      const embed = await embedFor(request, reply, request.params.key);
      reply.header('Cache-Control', 'no-store');
      if ((JSON.parse(embed.widget) as EmbedWidget).type !== 'lead_form') {
        throw new HttpError(404, 'This embed has no lead form.');
      }
      return { formToken: tokens.issue(embed.id) };
    },
  );

  app.post<{ Params: { key: string } }>(
    `${EMBED_BASE}/:key/leads/`,
    {
      bodyLimit: LEAD_BODY_LIMIT,
      // Cookie-less and cross-origin by design: Origin against the embed's list instead.
      config: { csrfExempt: true, rateLimit: leadRateLimit },
    },
    async (request, reply) => capture(request, reply, request.params.key),
  );

  // An embed's images: signed for that embed, served only while it is live (checked on every
  // fetch, so revoking stops them at once). `<img>` sends no Origin; the signature is the check.
  app.get<{ Params: { key: string; media: string }; Querystring: Record<string, unknown> }>(
    `${EMBED_BASE}/:key/media/:media`,
    { config: { rateLimit: readRateLimit } },
    async (request, reply) => {
      const { key, media } = request.params;
      const { exp, sig } = request.query;
      const embed = key.length <= 64 ? await repo.findEmbedByKey(key) : undefined;
      if (!embed) throw embedNotFound();
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) {
        throw new HttpError(403, 'Invalid media signature.');
      }
      const want = Buffer.from(signMedia(embed.id, media, Number(exp)));
      const given = Buffer.from(sig);
      if (want.length !== given.length || !timingSafeEqual(want, given)) {
        throw new HttpError(403, 'Invalid media signature.');
      }
      if (Number(exp) < Date.now() / 1000) throw new HttpError(403, 'This media link has expired.');
      if (embed.revoked_at) throw new HttpError(410, EMBED_REVOKED);
      const file = isValidKey(media) ? await deps.storage.open(media) : null;
      if (!file) throw new HttpError(404, 'Media not found.');
      reply.header('Content-Type', contentTypeOf(media.slice(media.lastIndexOf('.') + 1)));
      reply.header('Content-Length', String(file.size));
      reply.header(
        'Cache-Control',
        `private, max-age=${Math.max(0, Number(exp) - Math.floor(Date.now() / 1000))}`,
      );
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return reply.send(file.stream);
    },
  );

  /* -------------------------------- owner: embeds ------------------------------------ */

  app.get(`${HD}/embeds/`, async (request) => {
    const user = requireUser(request);
    const rows = await repo.listEmbeds(user.id);
    const origins = await repo.originsOf(rows.map((r) => r.id));
    const counts = await repo.leadCounts(rows.map((r) => r.id));
    return {
      results: rows.map((r) => toEmbed(r, origins.get(r.id) ?? [], counts.get(r.id) ?? 0)),
    };
  });

  app.post(`${HD}/embeds/`, async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(EmbedCreateBody, request.body);
    await checkWidget(user.id, body.widget);
    const webhookUrl = body.webhookUrl
      ? checkWebhookUrl(body.webhookUrl, deps.leads.webhooks.allowLoopback)
      : null;
    const now = new Date().toISOString();
    const row: EmbedRow = {
      id: randomUUID(),
      user_id: user.id,
      public_key: newEmbedKey(),
      name: body.name,
      widget: JSON.stringify(body.widget),
      webhook_url: webhookUrl,
      webhook_secret: newWebhookSecret(),
      revoked_at: null,
      created_at: now,
      updated_at: now,
    };
    await auditedWrite(db, (trx) => leadsRepository(trx).insertEmbed(row, body.allowedOrigins), {
      userId: user.id,
      action: 'embed.created',
      objectType: 'embed',
      objectId: row.id,
      details: { name: row.name, widget: body.widget.type },
    });
    return reply.status(201).send(toEmbed(row, body.allowedOrigins, 0));
  });

  async function ownEmbed(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = requireUser(request);
    const embed = await repo.findEmbed(user.id, request.params.id);
    if (!embed) throw embedNotFound();
    return { user, embed };
  }

  app.get<{ Params: { id: string } }>(`${HD}/embeds/:id/`, async (request) => {
    const { embed } = await ownEmbed(request);
    return embedReply(embed);
  });

  app.patch<{ Params: { id: string } }>(`${HD}/embeds/:id/`, async (request) => {
    const { user, embed } = await ownEmbed(request);
    const body = parseUpdate(EmbedUpdateBody, request.body);
    if (body.widget) await checkWidget(user.id, body.widget);
    const given = request.body as Record<string, unknown>;
    const patch: { name?: string; widget?: string; webhook_url?: string | null } = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.widget) patch.widget = JSON.stringify(body.widget);
    if (Object.hasOwn(given, 'webhookUrl')) {
      patch.webhook_url = body.webhookUrl
        ? checkWebhookUrl(body.webhookUrl, deps.leads.webhooks.allowLoopback)
        : null;
    }
    await auditedWrite(
      db,
      (trx) => leadsRepository(trx).updateEmbed(embed.id, patch, body.allowedOrigins),
      {
        userId: user.id,
        action: 'embed.updated',
        objectType: 'embed',
        objectId: embed.id,
        details: { fields: Object.keys(given).filter((k) => k in EmbedUpdateBody.shape) },
      },
    );
    return embedReply((await repo.findEmbed(user.id, embed.id))!);
  });

  app.post<{ Params: { id: string } }>(`${HD}/embeds/:id/revoke/`, async (request) => {
    const { user, embed } = await ownEmbed(request);
    // Revoking a revoked embed answers it and records nothing.
    if (!embed.revoked_at) {
      await auditedWrite(db, (trx) => leadsRepository(trx).revokeEmbed(embed.id), {
        userId: user.id,
        action: 'embed.revoked',
        objectType: 'embed',
        objectId: embed.id,
      });
    }
    return embedReply((await repo.findEmbed(user.id, embed.id))!);
  });

  app.delete<{ Params: { id: string } }>(`${HD}/embeds/:id/`, async (request, reply) => {
    const { user, embed } = await ownEmbed(request);
    // Its leads stay in the inbox (their embed becomes null); its deliveries go with it.
    await auditedWrite(db, (trx) => leadsRepository(trx).deleteEmbed(embed.id), {
      userId: user.id,
      action: 'embed.deleted',
      objectType: 'embed',
      objectId: embed.id,
    });
    return reply.status(204).send();
  });

  app.get<{ Params: { id: string } }>(
    `${HD}/embeds/:id/deliveries/`,
    async (request): Promise<{ results: WebhookDelivery[] }> => {
      const { embed } = await ownEmbed(request);
      const rows = await repo.deliveriesOf(embed.id);
      const attempts = await repo.attemptsOf(rows.map((r) => r.id));
      return {
        results: rows.map((d) => ({
          id: d.id,
          lead_id: d.lead_id,
          status: d.status as WebhookDelivery['status'],
          attempts: d.attempts,
          next_attempt_at: d.next_attempt_at,
          last_status_code: d.last_status_code,
          last_error: d.last_error,
          delivered_at: d.delivered_at,
          created_at: d.created_at,
          log: attempts
            .filter((a) => a.delivery_id === d.id)
            .map((a) => ({
              attempt: a.attempt,
              status_code: a.status_code,
              error: a.error,
              at: a.created_at,
              duration_ms: a.duration_ms,
            })),
        })),
      };
    },
  );

  /* -------------------------------- owner: leads ------------------------------------- */

  app.get(`${HD}/leads/`, async (request): Promise<LeadList> => {
    const user = requireUser(request);
    const q = parseWith(LeadListQuery, request.query);
    const { rows, count } = await repo.listLeads(
      await viewerOf(user),
      { embedId: q.embed, state: q.state },
      { limit: q.page_size, offset: (q.page - 1) * q.page_size },
    );
    return {
      results: rows.map(toLead),
      count,
      num_pages: Math.max(1, Math.ceil(count / q.page_size)),
    };
  });

  app.get(`${HD}/leads/export/`, async (request, reply) => {
    const user = requireUser(request);
    const q = parseWith(LeadListQuery, request.query);
    const rows = await repo.exportLeads(
      await viewerOf(user),
      { embedId: q.embed, state: q.state },
      CSV_MAX_ROWS,
    );
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', 'attachment; filename="leads.csv"');
    reply.header('Cache-Control', 'no-store');
    return reply.send(leadsCsv(rows.map(toLead)));
  });

  async function visibleLead(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = requireUser(request);
    const lead = await repo.findLead(await viewerOf(user), request.params.id);
    if (!lead) throw leadNotFound();
    return { user, lead };
  }

  app.get<{ Params: { id: string } }>(`${HD}/leads/:id/`, async (request) =>
    toLead((await visibleLead(request)).lead),
  );

  app.patch<{ Params: { id: string } }>(`${HD}/leads/:id/`, async (request) => {
    const { user, lead } = await visibleLead(request);
    const { state } = parseUpdate(LeadUpdateBody, request.body);
    if (state !== lead.state) {
      await auditedWrite(db, (trx) => leadsRepository(trx).setState(lead.id, state), {
        userId: user.id,
        action: 'lead.state_changed',
        objectType: 'lead',
        objectId: lead.id,
        details: { from: lead.state, to: state },
      });
    }
    return toLead((await repo.findLead(await viewerOf(user), lead.id))!);
  });
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's advice). */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const CSV_COLUMNS: [string, (l: Lead) => string][] = [
  ['id', (l) => l.id],
  ['created_at', (l) => l.created_at],
  ['state', (l) => l.state],
  ['source_kind', (l) => l.source_kind],
  ['embed', (l) => l.embed?.name ?? ''],
  ['page_url', (l) => l.page_url ?? ''],
  ['gallery_item_id', (l) => l.gallery_item_id ?? ''],
  ['firstName', (l) => l.firstName],
  ['lastName', (l) => l.lastName],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['company', (l) => l.company],
  ['projectType', (l) => l.projectType ?? ''],
  ['projectTimeline', (l) => l.projectTimeline ?? ''],
  ['budget', (l) => l.budget ?? ''],
  ['propertyType', (l) => l.propertyType],
  ['location', (l) => l.location],
  ['styles', (l) => l.styles.join('; ')],
  ['services', (l) => l.services.join('; ')],
  ['message', (l) => l.message],
  ['source', (l) => l.source],
  ['newsletter', (l) => (l.newsletter ? 'yes' : 'no')],
  ['acceptTerms', (l) => (l.acceptTerms ? 'yes' : 'no')],
];

/** RFC 4180 CSV (csv-stringify quotes what needs it), every cell formula-safe, UTF-8 BOM. */
export function leadsCsv(leads: Lead[]): string {
  return stringify(
    leads.map((l) => CSV_COLUMNS.map(([, get]) => csvSafe(get(l)))),
    {
      header: true,
      columns: CSV_COLUMNS.map(([name]) => name),
      bom: true,
      record_delimiter: 'windows',
    },
  );
}
