import { resolve } from 'node:path';
import { queueOptionsFromEnv, type QueueOptions } from './queue/options.ts';
import { planTableFromEnv, type PlanTable } from './plans.ts';
import { resourceLimitsFromEnv, type ResourceLimits } from './resourceLimits.ts';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set when the Auth emulator is in use: the client connects to it through this origin. */
  useAuthEmulator?: boolean;
}

export interface Config {
  port: number;
  /** HOST: 127.0.0.1 by default with the Auth emulator (anyone can sign in as anyone there),
   * 0.0.0.0 with a real Firebase project. main.ts refuses a network address in emulator mode
   * unless {@link unsafeEmulatorOnNetwork} (see features/auth/emulatorSafety.ts). */
  host: string;
  /** HDS_UNSAFE_EMULATOR_ON_NETWORK=anyone-can-sign-in-as-anyone: serve the Auth emulator beyond
   * this machine anyway (a throwaway demo on a trusted network). */
  unsafeEmulatorOnNetwork: boolean;
  /** POST /auth/session, /auth/validate and /auth/convert: requests per client address and
   * minute, each (AUTH_RATE_LIMIT_PER_MINUTE, default 20). */
  authRateLimitPerMinute: number;
  dataDir: string;
  /** postgres://… to use PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl: string | null;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator, or null for real Firebase. */
  authEmulatorHost: string | null;
  firebaseWebConfig: FirebaseWebConfig | null;
  studioDist: string;
  shareViewerDist: string;
  /** EMBEDS_DIST: the partner widgets' build (apps/embeds/dist), served as /embed/v1.js. */
  embedsDist: string;
  /** Mark cookies Secure (behind https). */
  secureCookies: boolean;
  /** The origin users reach the studio at (PUBLIC_URL, e.g. https://designs.example.com): share
   * links and QR codes are built from it, never from the request's Host header. */
  publicUrl: string | null;
  /** Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): false by default,
   * so a client cannot forge its address past the public endpoints' rate limits. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  sessionTtlSeconds: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** Log every request (noisy; off by default). */
  logRequests: boolean;
  /** HMAC secret of media URLs; null means one generated once and kept under dataDir. */
  mediaSecret: string | null;
  /** How long a signed media URL stays valid. */
  mediaUrlTtlSeconds: number;
  /** Rendered sample images and their manifest.json (the sample project reads it). */
  samplesDir: string;
  /** Edit jobs: embedded queue or pg-boss, pool size, lease timings (src/queue/options.ts). */
  queue: QueueOptions;
  /** ENGINE_*, REPLICATE_*, COMFYUI_* variables: which engine runs each edit (engine/registry.ts). */
  engineEnv: Record<string, string | undefined>;
  /** Where media bytes go: local disk under dataDir (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  accountDeletion: AccountDeletionConfig;
  mediaSweep: MediaSweepConfig;
  /** Storage quotas, project, sample and concurrent-export limits per plan (resourceLimits.ts). */
  limits: ResourceLimits;
  /** What each plan allows (plans.ts): defaults, PLANS_FILE, PLANS_JSON. */
  plans: PlanTable;
  gallery: GalleryConfig;
  leads: LeadsConfig;
  listings: ListingsConfig;
  /** METRICS_TOKEN: a bearer token that opens GET /metrics beyond loopback (ops/metrics.ts). */
  metricsToken: string | null;
}

/** Property listings: the scraper's fetcher and its queue (src/listings, src/net). */
export interface ListingsConfig {
  /**
   * LISTINGS_FETCH_ALLOW — TEST-ONLY: comma-separated `host:port` entries (e.g.
   * `127.0.0.1:43123`) the guarded fetcher may reach although they are loopback; the fixture
   * portal of the tests. Empty by default; never set it on a server others reach. It never
   * opens private, link-local or other non-loopback addresses.
   */
  fetchAllow: string[];
  /** LISTINGS_FETCH_TIMEOUT_MS: a whole fetch's time limit (default 15 000; connect 5 000). */
  fetchTimeoutMs: number;
  /** LISTINGS_POLL_MS: how often the scraper looks for pending listings (default 1000). */
  pollMs: number;
}

function listingsConfig(env: NodeJS.ProcessEnv): ListingsConfig {
  const fetchAllow = (env.LISTINGS_FETCH_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of fetchAllow) {
    if (!/^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i.test(entry)) {
      throw new Error(`LISTINGS_FETCH_ALLOW entries must be host:port (got '${entry}')`);
    }
  }
  return {
    fetchAllow,
    fetchTimeoutMs: positiveInteger(env, 'LISTINGS_FETCH_TIMEOUT_MS', 15_000),
    pollMs: positiveInteger(env, 'LISTINGS_POLL_MS', 1000),
  };
}

/** Lead capture's abuse limits and the embeds' webhooks (features/leads/). */
export interface LeadsConfig {
  /** LEADS_MIN_FILL_SECONDS: a form sent sooner after it was opened is refused (default 3). */
  minFillMs: number;
  /** LEADS_PER_IP_PER_MINUTE: lead submissions per client address and minute (default 5). */
  perIpPerMinute: number;
  /** LEADS_PER_EMBED_PER_HOUR: leads one embed takes an hour, all visitors together (100). */
  perEmbedPerHour: number;
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_LOOPBACK=true: also deliver over http to loopback addresses (tests, a
   * receiver on this machine). Private, link-local and other non-public addresses never. */
  allowLoopback: boolean;
  /** WEBHOOK_MAX_ATTEMPTS: attempts before a delivery is marked failed (default 6). */
  maxAttempts: number;
  /** WEBHOOK_RETRY_BASE_SECONDS: the first retry's delay; doubled for each next one (30). */
  retryBaseMs: number;
  /** Longest delay between two attempts (1 hour). */
  retryMaxMs: number;
  /** WEBHOOK_TIMEOUT_MS: one attempt's time limit (default 10 000). */
  timeoutMs: number;
  /** WEBHOOK_POLL_MS: how often the dispatcher looks for due deliveries (default 1000). */
  pollMs: number;
}

function leadsConfig(env: NodeJS.ProcessEnv): LeadsConfig {
  const seconds = (name: string, fallback: number) => secondsAsMs(env, name, fallback);
  const allowLoopback = env.WEBHOOK_ALLOW_LOOPBACK ?? '';
  if (!['', 'true', 'false'].includes(allowLoopback)) {
    throw new Error("WEBHOOK_ALLOW_LOOPBACK must be 'true' or 'false'");
  }
  return {
    minFillMs: seconds('LEADS_MIN_FILL_SECONDS', 3),
    perIpPerMinute: positiveInteger(env, 'LEADS_PER_IP_PER_MINUTE', 5),
    perEmbedPerHour: positiveInteger(env, 'LEADS_PER_EMBED_PER_HOUR', 100),
    webhooks: {
      allowLoopback: allowLoopback === 'true',
      maxAttempts: positiveInteger(env, 'WEBHOOK_MAX_ATTEMPTS', 6),
      retryBaseMs: Math.max(1, seconds('WEBHOOK_RETRY_BASE_SECONDS', 30)),
      retryMaxMs: 3600 * 1000,
      timeoutMs: positiveInteger(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
      pollMs: positiveInteger(env, 'WEBHOOK_POLL_MS', 1000),
    },
  };
}

/** The public gallery's moderation and rate limits (features/gallery/routes.ts). */
export interface GalleryConfig {
  /**
   * MODERATOR_UIDS: Firebase uids (comma-separated) of users who review reported items, besides
   * the accounts granted the moderator role (`npm run admin -- moderator <email>`).
   */
  moderatorUids: string[];
  /** GALLERY_REPORT_THRESHOLD: open reports of distinct registered accounts at least a day old
   * that hide an item until a moderator reviews it (default 3). */
  reportThreshold: number;
  /** GALLERY_PUBLISH_PER_HOUR: publications per user and hour (default 10). */
  publishPerHour: number;
  /** GALLERY_REPORTS_PER_MINUTE: reports per account and minute (default 10). */
  reportsPerMinute: number;
  /** GALLERY_SHARES_PER_MINUTE: share calls per user (or address, signed out) and minute (default 20). */
  sharesPerMinute: number;
}

export function galleryConfigFromEnv(env: NodeJS.ProcessEnv): GalleryConfig {
  return {
    moderatorUids: (env.MODERATOR_UIDS ?? '')
      .split(',')
      .map((uid) => uid.trim())
      .filter(Boolean),
    reportThreshold: positiveInteger(env, 'GALLERY_REPORT_THRESHOLD', 3),
    publishPerHour: positiveInteger(env, 'GALLERY_PUBLISH_PER_HOUR', 10),
    reportsPerMinute: positiveInteger(env, 'GALLERY_REPORTS_PER_MINUTE', 10),
    sharesPerMinute: positiveInteger(env, 'GALLERY_SHARES_PER_MINUTE', 20),
  };
}

/** The media sweep (media/sweep.ts): what crashed uploads, jobs and deletes leave behind. */
export interface MediaSweepConfig {
  /** A write younger than this is taken to be still in flight (MEDIA_SWEEP_GRACE_SECONDS). */
  graceMs: number;
  /** Between sweeps of the journal, after the full one at start (MEDIA_SWEEP_INTERVAL_SECONDS). */
  intervalMs: number;
}

function mediaSweepConfig(env: NodeJS.ProcessEnv): MediaSweepConfig {
  const seconds = (name: string, fallback: number) => secondsAsMs(env, name, fallback);
  return {
    graceMs: seconds('MEDIA_SWEEP_GRACE_SECONDS', 15 * 60),
    intervalMs: Math.max(1000, seconds('MEDIA_SWEEP_INTERVAL_SECONDS', 10 * 60)),
  };
}

/** The spec promises deletion "within 24 hours" of the request (part 2 §8). */
export interface AccountDeletionConfig {
  /** From the request until the account is due for deletion. */
  graceMs: number;
  /** How often the in-process sweeper deletes due accounts. */
  sweepIntervalMs: number;
}

const DAY_MS = 24 * 3600 * 1000;

function accountDeletionConfig(env: NodeJS.ProcessEnv): AccountDeletionConfig {
  const seconds = (name: string, fallback: number) => secondsAsMs(env, name, fallback);
  const graceMs = seconds('ACCOUNT_DELETION_GRACE_SECONDS', 3600);
  const sweepIntervalMs = Math.max(100, seconds('ACCOUNT_DELETION_SWEEP_SECONDS', 600));
  // The last account is deleted at most one sweep after its grace period ends.
  if (graceMs + sweepIntervalMs >= DAY_MS) {
    throw new Error(
      'ACCOUNT_DELETION_GRACE_SECONDS + ACCOUNT_DELETION_SWEEP_SECONDS must stay under 24 hours',
    );
  }
  return { graceMs, sweepIntervalMs };
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | null;
      region: string;
      /** Null: the AWS SDK's default credential chain. */
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
      prefix: string;
    };

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.STORAGE ?? 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be 'local' or 's3', not '${kind}'`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || null,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX ?? '',
  };
}

const root = resolve(import.meta.dirname, '../../..');

/** Reads the configuration from the environment; every value has an embedded default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-hds';
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  let firebaseWebConfig: FirebaseWebConfig | null = null;
  if (env.FIREBASE_WEB_CONFIG) firebaseWebConfig = JSON.parse(env.FIREBASE_WEB_CONFIG);
  else if (env.FIREBASE_API_KEY)
    firebaseWebConfig = {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
    };
  else if (authEmulatorHost)
    // The emulator accepts any API key; the `demo-` project never reaches Google.
    firebaseWebConfig = { apiKey: 'demo-api-key', authDomain: 'localhost', projectId };
  if (firebaseWebConfig && authEmulatorHost) firebaseWebConfig.useAuthEmulator = true;

  const limits = resourceLimitsFromEnv(env);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST || (authEmulatorHost ? '127.0.0.1' : '0.0.0.0'),
    unsafeEmulatorOnNetwork: unsafeEmulatorOnNetworkFrom(env),
    authRateLimitPerMinute: positiveInteger(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 20),
    dataDir: resolve(env.DATA_DIR ?? resolve(root, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    firebaseProjectId: projectId,
    authEmulatorHost,
    firebaseWebConfig,
    studioDist: resolve(env.STUDIO_DIST ?? resolve(root, 'apps/studio/dist')),
    shareViewerDist: resolve(env.SHARE_VIEWER_DIST ?? resolve(root, 'apps/share-viewer/dist')),
    embedsDist: resolve(env.EMBEDS_DIST ?? resolve(root, 'apps/embeds/dist')),
    secureCookies: env.SECURE_COOKIES === 'true',
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS ?? 14 * 24 * 3600),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    mediaSecret: env.MEDIA_SECRET || null,
    mediaUrlTtlSeconds: Number(env.MEDIA_URL_TTL_SECONDS ?? 6 * 3600),
    samplesDir: resolve(env.SAMPLES_DIR ?? resolve(root, 'apps/api/assets/samples')),
    queue: queueOptionsFromEnv(env),
    engineEnv: Object.fromEntries(
      Object.entries(env).filter(([k]) => /^(ENGINE_|REPLICATE_|COMFYUI_)/.test(k)),
    ),
    storage: storageConfig(env),
    accountDeletion: accountDeletionConfig(env),
    mediaSweep: mediaSweepConfig(env),
    limits,
    plans: planTableFromEnv(env, limits.projects),
    gallery: galleryConfigFromEnv(env),
    leads: leadsConfig(env),
    listings: listingsConfig(env),
    metricsToken: env.METRICS_TOKEN || null,
  };
}

/**
 * The Firebase Auth emulator signs nothing: with it, whoever can reach its sign-in page or the
 * server's sign-in endpoints can sign in as any user. So in emulator mode the server belongs to
 * one machine, unless the operator sets this variable to this exact value.
 */
export const UNSAFE_EMULATOR_OVERRIDE = {
  name: 'HDS_UNSAFE_EMULATOR_ON_NETWORK',
  value: 'anyone-can-sign-in-as-anyone',
} as const;

/** Only the exact value counts, so that nobody turns it on by writing `true` without reading it. */
function unsafeEmulatorOnNetworkFrom(env: NodeJS.ProcessEnv): boolean {
  const { name, value } = UNSAFE_EMULATOR_OVERRIDE;
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (raw !== value) throw new Error(`${name} must be exactly '${value}' (or unset)`);
  return true;
}

/** `name` in seconds (a number, 0 or more; `fallback` when unset), as milliseconds. */
function secondsAsMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number of seconds`);
  return v * 1000;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a whole number above 0`);
  return v;
}

/** PUBLIC_URL: an http(s) origin (a trailing slash is fine; a path, query or credentials are not). */
function publicUrlFrom(raw: string | undefined): string | null {
  const v = raw?.trim() ?? '';
  if (v === '') return null;
  const refuse = () =>
    new Error(
      `PUBLIC_URL must be an http(s) origin such as https://designs.example.com, not '${v}'`,
    );
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw refuse();
  }
  const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!/^https?:$/.test(url.protocol) || !originOnly || url.password) throw refuse();
  return url.origin;
}

/** TRUST_PROXY: unset or 'false' → none; 'true' → any; a number → that many hops; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. */
function trustProxyFrom(raw: string | undefined): Config['trustProxy'] {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}
