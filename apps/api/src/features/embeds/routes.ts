import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '../../ops/rateLimit.ts';
import {
  DEFAULT_LEAD_SERVICES,
  DEFAULT_LEAD_STYLES,
  EMBED_BASE,
  EMBED_IMAGES_UNAVAILABLE,
  EMBED_REVOKED,
  EmbedCreateBody,
  EmbedUpdateBody,
  HOME_DESIGN_BASE,
  leadPaths,
  type Embed,
  type EmbedConfig,
  type EmbedWidget,
  type LeadFormToken,
  type WebhookDelivery,
} from '@hds/api-client/contract';
import type { LeadsConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { auditedWrite } from '../../db/audit.ts';
import { contentTypeOf } from '../../media/processing.ts';
import { checkWebhookUrl } from '../../net/signedPost.ts';
import { HttpError, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { isValidKey, type Storage } from '../../storage/storage.ts';
import {
  EMBED_READS_PER_MINUTE,
  embedGate,
  embedNotFound,
  originHeader,
  preflight,
} from '../leads/cors.ts';
import { formTokens } from '../leads/formToken.ts';
import {
  leadsRepository,
  newEmbedKey,
  newWebhookSecret,
  type EmbedRow,
} from '../leads/repository.ts';
import { embedMediaSigning } from './mediaSigning.ts';
import { toEmbed } from './serialize.ts';
import { checkWidget, pairOf, type Pair } from './widgets.ts';

/*
 * Partner embeds (issue #21; docs/api/endpoints.md "Leads and embeds"): the owner's embeds and
 * their webhook delivery log, and the widgets' cookie-less calls (configuration, form token,
 * signed images), answered with CORS only for each embed's allowed origins. The leads an embed
 * sends are features/leads.
 */

export interface EmbedRouteDeps {
  db: Db;
  storage: Storage;
  /** The media secret: embed image URLs and lead form tokens use keys derived from it. */
  mediaSecret: Buffer;
  webhooks: Pick<LeadsConfig['webhooks'], 'allowLoopback'>;
}

const HD = HOME_DESIGN_BASE;

export async function embedRoutes(app: FastifyInstance, deps: EmbedRouteDeps) {
  const { db } = deps;
  const repo = leadsRepository(db);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`),
  });
  const readRateLimit = { max: EMBED_READS_PER_MINUTE, timeWindow: '1 minute' };
  const tokens = formTokens(deps.mediaSecret);
  const signing = embedMediaSigning(deps.mediaSecret);
  const embedFor = embedGate(repo);

  async function embedReply(row: EmbedRow): Promise<Embed> {
    const origins = (await repo.originsOf([row.id])).get(row.id) ?? [];
    const counts = await repo.leadCounts([row.id]);
    return toEmbed(row, origins, counts.get(row.id) ?? 0);
  }

  /* -------------------------------- embed calls -------------------------------------- */

  app.options<{ Params: { key: string } }>(
    `${EMBED_BASE}/:key/config/`,
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
      const pair = await pairOf(db, embed.user_id, widget);
      if (!pair) throw new HttpError(409, EMBED_IMAGES_UNAVAILABLE);
      const image = (v: Pair[number]) => ({
        url: signing.url(embed, v.key),
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
      if (!signing.verify(embed.id, media, Number(exp), sig)) {
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
    await checkWidget(db, user.id, body.widget);
    const webhookUrl = body.webhookUrl
      ? checkWebhookUrl(body.webhookUrl, deps.webhooks.allowLoopback)
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
    if (body.widget) await checkWidget(db, user.id, body.widget);
    const given = request.body as Record<string, unknown>;
    const patch: { name?: string; widget?: string; webhook_url?: string | null } = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.widget) patch.widget = JSON.stringify(body.widget);
    if (Object.hasOwn(given, 'webhookUrl')) {
      patch.webhook_url = body.webhookUrl
        ? checkWebhookUrl(body.webhookUrl, deps.webhooks.allowLoopback)
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
}
