import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '../../ops/rateLimit.ts';
import {
  EMBED_BASE,
  HOME_DESIGN_BASE,
  LEAD_BODY_LIMIT,
  LEAD_NOT_FOUND,
  LeadListQuery,
  LeadUpdateBody,
  embedOriginRefused,
  leadPaths,
  type LeadFormToken,
  type LeadList,
} from '@hds/api-client/contract';
import type { LeadsConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { auditedWrite } from '../../db/audit.ts';
import { HttpError, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import type { User } from '../auth/usersRepository.ts';
import { moderatorCheck } from '../auth/rolesRepository.ts';
import { leadCapture } from './capture.ts';
import { EMBED_READS_PER_MINUTE, embedGate, originHeader, preflight } from './cors.ts';
import { CSV_MAX_ROWS, leadsCsv } from './csv.ts';
import { formTokens, STUDIO_FORM } from './formToken.ts';
import { leadsRepository, type LeadViewer } from './repository.ts';
import { toLead } from './serialize.ts';
import { startWebhookDispatcher } from './webhooks.ts';

/*
 * Leads (issue #21; docs/api/endpoints.md "Leads and embeds"):
 * - the public lead capture (spec part 2 §7), from the studio's pages and from embeds;
 * - the owner's leads inbox (filters, paging, state, CSV);
 * - webhooks of new leads through a durable leased queue (webhooks.ts).
 * The embeds themselves (their settings and their widgets' calls) are features/embeds.
 */

export interface LeadRouteDeps {
  db: Db;
  /** The media secret: lead form tokens use a key derived from it. */
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
  const readRateLimit = { max: EMBED_READS_PER_MINUTE, timeWindow: '1 minute' };
  const tokens = formTokens(deps.mediaSecret);
  const embedFor = embedGate(repo);
  const capture = leadCapture({
    db,
    repo,
    tokens,
    embedFor,
    // This server's own origin: PUBLIC_URL, else the request's scheme and Host.
    ownOrigin: (request: FastifyRequest) =>
      deps.publicUrl ? new URL(deps.publicUrl).origin : `${request.protocol}://${request.host}`,
    limits: deps.leads,
    delivered: () => dispatcher.notify(),
  });

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

  /* ------------------------------ an embed's leads ---------------------------------- */

  app.options<{ Params: { key: string } }>(
    `${EMBED_BASE}/:key/leads/`,
    { config: { rateLimit: readRateLimit } },
    async (request, reply) => {
      await embedFor(request, reply, request.params.key);
      return preflight(reply, originHeader(request)!);
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
