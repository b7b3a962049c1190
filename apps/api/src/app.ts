import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Config } from './config.ts';
import { openDatabase, migrateToLatest, type Db } from './db/connect.ts';
import { replyCache, type ReplyCache } from './lib/replyCache.ts';
import type { TokenVerifier } from './features/auth/verifier.ts';
import { firebaseVerifier } from './features/auth/firebaseVerifier.ts';
import { withEmulatorProvenance } from './features/auth/emulatorProvenance.ts';
import { emulatorTokensRepository } from './features/auth/emulatorTokensRepository.ts';
import { withSpentTokens } from './features/auth/spentTokens.ts';
import { spentIdTokensRepository } from './features/auth/revocationsRepository.ts';
import { accountDeletionsRepository } from './features/account/deletionsRepository.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerNulByteGuard } from './plugins/nulBytes.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerSession } from './features/auth/session.ts';
import { usersRepository } from './features/auth/usersRepository.ts';
import { moderatorCheck } from './features/auth/rolesRepository.ts';
import { sessionsRepository } from './features/auth/sessionsRepository.ts';
import { auditRepository } from './db/audit.ts';
import { usageRepository } from './features/account/usageRepository.ts';
import { authRoutes } from './features/auth/routes.ts';
import { accountDeletionRoutes } from './features/account/deletionRoutes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { startAccountDeletionSweeper } from './features/account/sweeper.ts';
import { startMediaSweeper } from './media/sweep.ts';
import { healthRoutes } from './ops/health.ts';
import { openApiRoutes } from './web/openapi.ts';
import { webRoutes } from './web/static.ts';
import { embedScriptRoutes } from './features/embeds/script.ts';
import { galleryPageMeta } from './features/gallery/pageMeta.ts';
import { registerSecurityHeaders } from './web/securityHeaders.ts';
import { registerPublicOrigin } from './web/publicOrigin.ts';
import { emulatorProxy } from './features/auth/emulatorProxy.ts';
import { registerOnboardingAssets } from './features/styled/onboardingAssets.ts';
import { APP_VERSION, BUILD_ENV } from './version.ts';
import { HOME_DESIGN_BASE } from '@hds/api-client/contract';
import { homeDesignRoutes } from './features/index.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { leadRoutes } from './features/leads/routes.ts';
import { embedRoutes } from './features/embeds/routes.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { registerApiKeyAuth } from './features/api-keys/apiKeyAuth.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerPrivateReplies } from './plugins/privateReplies.ts';
import { storageFromConfig } from './storage/fromConfig.ts';
import type { Storage } from './storage/storage.ts';
import { loadMediaSecret, mediaSigner } from './media/signing.ts';
import { createEngineRegistry, type EngineRegistry, type MaskPreviewPool } from '@hds/engine';
import { startJobQueue } from './queue/index.ts';
import { editJobRunner } from './features/edits/jobRunner.ts';
import { registerMetrics } from './ops/metrics.ts';
import { readinessRoutes } from './ops/readiness.ts';
import { windowCounterFor } from './ops/sharedCounter.ts';

/**
 * The only state-changing API routes a cross-site page may call without the CSRF token: public
 * endpoints with no session behind them. The CSRF matrix (test/security) reads this list.
 */
export const CSRF_EXEMPT_ROUTES = ['/api/v1/home-design/gallery/lead-capture/'];

/** JSON, text (not event streams), XML and SVG: what the API's replies are worth compressing. */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$)|image\/svg\+xml)/;

export interface AppDeps {
  db?: Db;
  verifier?: TokenVerifier;
  logger?: boolean;
  storage?: Storage;
  /** Engines to use instead of the configured ones (queue-mechanics tests only). */
  engines?: EngineRegistry;
  /** The mask preview threads, e.g. with a tiny time bound (tests of the bound only). */
  previewPool?: MaskPreviewPool;
}

/** Builds the whole server; tests call this with a temporary data dir and real dependencies. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const db = deps.db ?? (await openDatabase(config));
  await migrateToLatest(db);
  // Emulator mode: only tokens this server's proxy handed out sign in (features/auth/emulatorTokens.ts).
  const emulatorTokens = config.authEmulatorHost ? emulatorTokensRepository(db) : null;
  const baseVerifier = deps.verifier ?? firebaseVerifier(config.firebaseProjectId);
  // An ID token a sign-out spent opens no session again, in either mode.
  const verifier = withSpentTokens(
    emulatorTokens ? withEmulatorProvenance(baseVerifier, emulatorTokens) : baseVerifier,
    spentIdTokensRepository(db),
  );

  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors,
  });
  // Every registered route, for introspection (the authorisation tests walk this table).
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const exempt = route.config?.csrfExempt === true ? { csrfExempt: true } : {};
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, ...exempt });
    }
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  // Prometheus metrics (issue #43): its hook must exist before the routes it measures.
  registerMetrics(app, { db, token: config.metricsToken });
  // Rate-limit windows: in PostgreSQL when there is one, so every API process shares them.
  app.decorate('windowCounter', windowCounterFor(db));
  registerErrorHandling(app);
  registerNulByteGuard(app);
  registerSecurityHeaders(app, { hsts: config.secureCookies });
  registerPublicOrigin(app, { publicUrl: config.publicUrl, port: config.port });
  await app.register(cookie);
  // Dynamic replies of 1 KB or more (the API's JSON) in brotli or gzip when the request accepts
  // one; registered before the routes, which it hooks. The built apps' files are served with
  // the build's precompressed twins and the HTML pages compress themselves (web/static.ts turns
  // it off for its routes); images and archives are not compressible types. Request bodies
  // are read as before: a compressed upload is not inflated.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerCsrf(app, {
    secure: config.secureCookies,
    publicUrl: config.publicUrl,
    exempt: CSRF_EXEMPT_ROUTES,
  });
  const users = usersRepository(db);
  const session = registerSession(app, {
    sessions: sessionsRepository(db),
    users,
    secure: config.secureCookies,
    ttlSeconds: config.sessionTtlSeconds,
  });
  registerPrivateReplies(app);
  const audit = auditRepository(db);
  // API keys (issue #27): Authorization: Bearer acts as the key's owner; Idempotency-Key.
  registerApiKeyAuth(app, { db, users, audit, plans: config.plans });
  registerIdempotency(app, { db });

  await app.register(healthRoutes, { db, version: APP_VERSION });
  // The API's OpenAPI description and its reference page (issue #27).
  await app.register(openApiRoutes, { version: APP_VERSION });
  await app.register(authRoutes, {
    verifier,
    users,
    audit,
    session,
    usage: usageRepository(db),
    deletionPending: (uid) => accountDeletionsRepository(db).isPendingFor(uid),
    rateLimitPerMinute: config.authRateLimitPerMinute,
    onlyFromThisMachine: Boolean(config.authEmulatorHost) && !config.unsafeEmulatorOnNetwork,
    plans: config.plans,
    isModerator: moderatorCheck(db, config.gallery.moderatorUids),
  });
  const storage = deps.storage ?? storageFromConfig(config);
  await app.register(accountDeletionRoutes, {
    db,
    session,
    storage,
    graceMs: config.accountDeletion.graceMs,
  });
  await app.register(analyticsRoutes, { db });
  const sweeper = startAccountDeletionSweeper(
    { db, storage, log: app.log },
    config.accountDeletion.sweepIntervalMs,
  );
  app.addHook('preClose', () => sweeper.stop());
  // Reconciles media with the rows at every start: files a crash left without a row go.
  const mediaSweeper = startMediaSweeper({ db, storage, log: app.log }, config.mediaSweep);
  app.addHook('preClose', () => mediaSweeper.stop());
  const signer = mediaSigner(
    loadMediaSecret(config.mediaSecret, config.dataDir),
    config.mediaUrlTtlSeconds,
  );
  await app.register(mediaRoutes, { storage, signer, db });
  const engines = deps.engines ?? (await createEngineRegistry(config.engineEnv));
  const queue = await startJobQueue(editJobRunner({ db, storage, engines }), {
    ...config.queue,
    databaseUrl: config.databaseUrl,
    log: (msg, data) => app.log.info(data, msg),
  });
  // preClose runs before every onClose hook: workers stop before the database closes.
  app.addHook('preClose', () => queue.stop());
  // Operations (issue #43): the readiness probe (the metrics are registered before the routes).
  await app.register(readinessRoutes, { db, storage, queueReady: () => queue.ready() });
  registerOnboardingAssets(app, { dataDir: config.dataDir, samplesDir: config.samplesDir });
  const reads = replyCache(db);
  app.decorate('replyCache', reads);
  await app.register(homeDesignRoutes, {
    prefix: HOME_DESIGN_BASE,
    db,
    storage,
    signer,
    samplesDir: config.samplesDir,
    limits: config.limits,
    plans: config.plans,
    gallery: config.gallery,
    listings: config.listings,
    engines,
    queue,
    reads,
    ...(deps.previewPool ? { previewPool: deps.previewPool } : {}),
  });
  await app.register(apiKeyRoutes, {
    prefix: HOME_DESIGN_BASE,
    db,
    audit,
    webhooks: config.leads.webhooks,
    plans: config.plans,
  });
  const mediaSecret = loadMediaSecret(config.mediaSecret, config.dataDir);
  await app.register(leadRoutes, {
    db,
    mediaSecret,
    leads: config.leads,
    moderatorUids: config.gallery.moderatorUids,
    publicUrl: config.publicUrl,
  });
  await app.register(embedRoutes, { db, storage, mediaSecret, webhooks: config.leads.webhooks });
  if (config.authEmulatorHost && emulatorTokens) {
    await app.register(emulatorProxy, {
      emulatorHost: config.authEmulatorHost,
      projectId: config.firebaseProjectId,
      issued: emulatorTokens,
      spent: spentIdTokensRepository(db),
      allowNetwork: config.unsafeEmulatorOnNetwork,
    });
  }
  // The partner widgets' script (issue #21), for any website: before the studio's catch-all.
  await app.register(embedScriptRoutes, { dist: config.embedsDist });
  await app.register(webRoutes, {
    studioDist: config.studioDist,
    shareViewerDist: config.shareViewerDist,
    firebase: config.firebaseWebConfig,
    pageMeta: galleryPageMeta(db),
    clientConfig: {
      firebase: config.firebaseWebConfig,
      version: APP_VERSION,
      environment: BUILD_ENV,
    },
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Method and URL of every route registered so far (HEAD included), and whether it is
     * exempt from the CSRF check by its own config (the CSRF matrix honours it). */
    routeTable: { method: string; url: string; csrfExempt?: boolean }[];
    /** The kept replies of the signed-in reads (lib/replyCache.ts). */
    replyCache: ReplyCache;
  }
}
