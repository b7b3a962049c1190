import type { FastifyInstance, InjectOptions } from 'fastify';
import { openDatabase } from '../../src/db/connect.ts';
import { detectionsRepository } from '../../src/features/edits/detectionsRepository.ts';
import { agedFormToken } from '../helpers/formToken.ts';
import { browser } from '../helpers/server.ts';
import { maskClickBody, maskPng, multipart, png, type Part } from '../helpers/images.ts';
import { HD } from '../helpers/session.ts';
import { putOnPlan } from '../helpers/plans.ts';
import { QueueTestEngine, startQueueTestServer, until } from '../queue-helpers.ts';
import { startListingPortal } from '../helpers/listingPortal.ts';
import { fill, paramsOf, routeKey, type Route } from './routes.ts';

/*
 * One account with one of everything (a project with images, a tag, boards, share links of each
 * kind, recipes, a finished and a failed job), and for every route of the app the request its
 * owner would send to succeed. The security suites send those requests as other people, without
 * a CSRF token, or with their bodies replaced by bad input: a refusal then comes from the check
 * under test, never from a missing object or a body that was wrong anyway.
 */

export type Browser = ReturnType<typeof browser>;

/** The owner's Google account (the account-deletion confirmation is its e-mail). */
export const OWNER_EMAIL = 'security-owner@example.com';

/** A server whose edits run on the queue test engine (fast, and told when to fail or stall). */
export async function startSecurityServer(env: Record<string, string> = {}) {
  const engine = new QueueTestEngine();
  // It stands in for the local engine, in its place: what only the local engine answers (a mask
  // preview, an edit that follows a drawn mask) is reached too.
  Object.defineProperty(engine, 'name', { value: 'local' });
  // The fixture listing portal (issue #22), reachable through the test-only allow-list.
  const portal = await startListingPortal({ unref: true });
  const server = await startQueueTestServer(engine, {
    QUEUE_POLL_MS: '30',
    LISTINGS_POLL_MS: '50',
    LISTINGS_FETCH_ALLOW: `127.0.0.1:${portal.port}`,
    ...env,
  });
  return { server, engine, portal };
}

/**
 * The Firebase sign-in calls the browser SDK makes, sent as the studio does: to this server's
 * proxy of the Auth emulator (only tokens it handed out are accepted by its session endpoint).
 */
export function identityProvider(app: FastifyInstance) {
  async function call(name: string, body: unknown) {
    const res = await app.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com/v1/accounts:${name}?key=demo-api-key`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    if (res.statusCode !== 200) throw new Error(`accounts:${name}: ${res.statusCode} ${res.body}`);
    const r = res.json() as { localId: string; idToken: string; refreshToken: string };
    return { uid: r.localId, idToken: r.idToken, refreshToken: r.refreshToken };
  }
  return {
    /**
     * A new ID token of the same account, as the SDK refreshes one: a sign-out spends the token
     * that opened its session, so a suite that signs in again after one needs another.
     */
    async freshIdToken(refreshToken: string): Promise<string> {
      const res = await app.inject({
        method: 'POST',
        url: '/securetoken.googleapis.com/v1/token?key=demo-api-key',
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (res.statusCode !== 200) throw new Error(`token refresh: ${res.statusCode} ${res.body}`);
      return (res.json() as { id_token: string }).id_token;
    },
    /** A new guest (anonymous account). */
    signUpAnonymously: () => call('signUp', { returnSecureToken: true }),
    /** Google sign-in; with `linkTo` (a guest's ID token) the guest's account is linked. */
    signInWithGoogle: (email: string, linkTo?: string) =>
      call('signInWithIdp', {
        postBody: `id_token=${encodeURIComponent(
          JSON.stringify({ sub: `google-${email}`, email, email_verified: true }),
        )}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
        ...(linkTo ? { idToken: linkTo } : {}),
      }),
  };
}

/** A browser with the CSRF cookie, signed in with `idToken` when given (a new session). */
export async function clientOf(app: FastifyInstance, idToken?: string): Promise<Browser> {
  const b = browser(app);
  await b.get('/api/v1/auth/csrf/');
  if (idToken) {
    const res = await b.post('/api/v1/auth/session', { idToken });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  }
  return b;
}

/** How an upload request was made (form fields, the file's field name), by its body. */
export const uploadForms = new WeakMap<Buffer, { fields: Record<string, string>; field: string }>();

/** A multipart upload of one small PNG (under `field`), with form fields. */
export async function pngUpload(
  fields: Record<string, string> = {},
  field = 'file',
  data?: Buffer,
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, data: value }));
  parts.push({ name: field, filename: 'fixture.png', data: data ?? (await png()) });
  const body = multipart(parts);
  uploadForms.set(body.payload, { fields, field });
  return body;
}

export interface OwnerObjects {
  userId: string;
  project: string;
  projectToDelete: string;
  image: string;
  imageToDelete: string;
  version: string;
  version2: string;
  tag: string;
  board: string;
  boardToDelete: string;
  link: string;
  linkToPatch: string;
  linkToRevoke: string;
  viewToken: string;
  uploadToken: string;
  revokedToken: string;
  job: string;
  failedJob: string;
  /** Set by a suite that needs a job still running (the cancel route). */
  slowJob: string;
  /** A finished batch of the recipe on the image, and (set by a test) one still queued. */
  batch: string;
  slowBatch: string;
  recipe: string;
  recipeToDelete: string;
  /** A signed URL of the first image's original. */
  mediaUrl: string;
  /** An edit operation the engine runs. */
  operation: string;
  /** The owner's published gallery items: public by design, yet only the owner edits them. */
  galleryItem: string;
  galleryItemToDelete: string;
  /** Reported by everyone in the matrix (reports hide an item, so not the one the rest use). */
  galleryItemToReport: string;
  /** The owner's embeds (issue #21), each allowing {@link EMBED_ORIGIN}, and a lead one got. */
  embed: string;
  embedToDelete: string;
  embedToRevoke: string;
  /** The public key of `embed` (in partner pages by design, so not a secret). */
  embedKey: string;
  lead: string;
  /** The owner's listings (issue #22), imported from the fixture portal; one to refresh
   * (a refresh sends it back to pending, and create_project needs a completed one). */
  listing: string;
  listingToRefresh: string;
  /** The owner's API keys (issue #27): one with a webhook endpoint, one to revoke. */
  apiKey: string;
  apiKeyToRevoke: string;
  /** A mask drawn on `version` (issue #28). */
  mask: string;
}

/** Never resolves (RFC 2606), so a delivery to it fails at once and sends nothing. */
export const FIXTURE_WEBHOOK_URL = 'https://hooks.invalid/hds';

/** The partner site the owner's embeds allow. */
export const EMBED_ORIGIN = 'https://partner.example';
/**
 * The form tokens of the owner's lead forms, issued a minute ago (past the minimum fill time):
 * the studio's pages and the owner's first embed. Set by {@link createOwnerObjects}.
 */
const formTokens = { studio: '', embed: '' };

/** A lead form a visitor fills in, on the studio's pages or on the owner's embed. */
export const leadBody = (
  extra: Record<string, unknown> = {},
  form: keyof typeof formTokens = 'studio',
) => ({
  firstName: 'Visitor',
  lastName: 'Matrix',
  email: 'visitor@example.com',
  acceptTerms: true,
  formToken: formTokens[form],
  ...extra,
});

/**
 * A security server with the owner signed in and their objects made. The sign-in routes named in
 * `signInRoutes` get the owner's genuine ID token as their request, so what a suite sends them is
 * the one thing it changes.
 */
export async function startWithOwner(signInRoutes: string[]) {
  const setup = await startSecurityServer();
  const { uid, idToken } = await identityProvider(setup.server.app).signInWithGoogle(OWNER_EMAIL);
  const owner = await clientOf(setup.server.app, idToken);
  for (const route of signInRoutes) {
    REQUESTS[`POST /api/v1/auth/${route}`] = async () => ({ payload: { idToken } });
  }
  const F = await createOwnerObjects(setup.server.config, owner, uid, setup.engine);
  return { setup, owner, F };
}

/**
 * Makes the owner's objects through the API, as `owner` (a signed-in browser of `uid`, the
 * Firebase uid), on the server with `config`.
 * `engine` makes the failed job.
 */
export async function createOwnerObjects(
  config: { databaseUrl: string | null; dataDir: string; mediaSecret: string | null },
  owner: Browser,
  uid: string,
  engine: QueueTestEngine,
): Promise<OwnerObjects> {
  const o = owner;
  const json = async (p: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const res = await p;
    if (res.statusCode >= 300)
      throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown> & { id: string };
  };
  const caps = (await json(o.get(`${HD}/capabilities/`))) as unknown as {
    operations: { operation: string; available: boolean }[];
  };
  const operation = (
    caps.operations.find((x) => x.operation === 'lighting' && x.available) ?? caps.operations[0]!
  ).operation;

  const project = (await json(o.post(`${HD}/projects/`, { title: 'Owner private project' }))).id;
  const projectToDelete = (await json(o.post(`${HD}/projects/`, { title: 'Owner project 2' }))).id;
  const up = (await json(
    o.send({
      method: 'POST',
      url: `${HD}/projects/${project}/upload_images/`,
      ...multipart([
        { name: 'files', filename: 'a1.png', data: await png() },
        { name: 'files', filename: 'a2.png', data: await png(16, 16) },
        { name: 'files', filename: 'a3.png', data: await png(20, 20) },
      ]),
    }),
  )) as unknown as {
    images: { id: string; original_url: string; versions: { id: string }[] }[];
  };
  const [i1, i2, i3] = up.images as [
    (typeof up.images)[0],
    (typeof up.images)[0],
    (typeof up.images)[0],
  ];
  const tag = (await json(o.post(`${HD}/tags/`, { name: 'a-secret', category: 'mood' }))).id;
  const mask = (
    await json(
      o.send({
        method: 'POST',
        url: `${HD}/masks/`,
        ...(await pngUpload({ version_id: i1.versions[0]!.id }, 'file', await maskPng())),
      }),
    )
  ).id;
  await json(o.post(`${HD}/versions/${i1.versions[0]!.id}/add-tag/`, { tag }));
  const board = async (name: string) =>
    (await json(o.post(`${HD}/boards/`, { project, name, version_ids: [i1.versions[0]!.id] }))).id;
  const boardId = await board('Owner board');
  const boardToDelete = await board('Owner board 2');
  const link = async (permission: string) =>
    (await json(o.post(`${HD}/boards/${boardId}/share_links/`, { permission }))) as {
      id: string;
      token: string;
    };
  const view = await link('view');
  const uploadLink = await link('upload');
  const revoked = await link('view');
  await json(o.post(`${HD}/share-links/${revoked.id}/revoke/`, {}));
  const linkToPatch = (await link('view')).id;
  const linkToRevoke = (await link('view')).id;
  const recipe = async (name: string) =>
    (await json(o.post(`${HD}/recipes/`, { name, steps: [{ operation }] }))).id;

  const jobOf = async (id: string) =>
    (await json(o.get(`${HD}/jobs/${id}/`))) as unknown as { status: string };
  const submit = async () =>
    (await json(o.post(`${HD}/transformations/${operation}/`, { image_id: i1.id })))
      .job_id as string;
  const ended = (id: string) =>
    until(async () => ['succeeded', 'failed'].includes((await jobOf(id)).status), 30_000, id);
  const job = await submit();
  await ended(job);
  engine.failWith = new Error('fixture failure');
  const failedJob = await submit();
  await ended(failedJob);
  engine.failWith = null;

  const publish = async (title: string) =>
    (await json(o.post(`${HD}/gallery/publish/`, { versionId: i1.versions[0]!.id, title }))).id;
  const galleryItem = await publish('Owner gallery design');
  const galleryItemToDelete = await publish('Owner gallery design 2');
  const galleryItemToReport = await publish('Owner gallery design 3');
  // Opening an item counts one view per viewer and day: the owner's is counted here, so the
  // suites' later reads of it (with whatever query) write nothing.
  await json(o.get(`${HD}/gallery/public/${galleryItem}/`));

  const embedOf = async (name: string) =>
    (await json(
      o.post(`${HD}/embeds/`, {
        name,
        allowedOrigins: [EMBED_ORIGIN],
        widget: { type: 'lead_form' },
      }),
    )) as unknown as { id: string; key: string };
  const embed = await embedOf('Owner embed');
  const embedToDelete = (await embedOf('Owner embed 2')).id;
  const embedToRevoke = (await embedOf('Owner embed 3')).id;
  formTokens.studio = agedFormToken(config);
  formTokens.embed = agedFormToken(config, embed.id);
  await json(
    o.send({
      method: 'POST',
      url: `/api/v1/embed/${embed.key}/leads/`,
      headers: { origin: EMBED_ORIGIN },
      payload: leadBody({ firstName: 'Owner lead' }, 'embed'),
      csrf: false,
    }),
  );
  const lead = ((await json(o.get(`${HD}/leads/`))) as unknown as { results: { id: string }[] })
    .results[0]!.id;

  // A listing imported from the fixture portal (its origin is in the server's allow-list).
  const portalOrigin = (config as { listings?: { fetchAllow: string[] } }).listings?.fetchAllow[0];
  const page = (name: string) =>
    portalOrigin ? `http://${portalOrigin}/${name}` : `http://localhost:9/${name}`;
  const [listing, listingToRefresh] = (
    (await json(
      o.post(`${HD}/listings/create_from_urls/`, {
        urls: [page('jsonld.html'), page('opengraph.html')],
      }),
    )) as unknown as { successful: { id: string }[] }
  ).successful.map((l) => l.id) as [string, string];
  for (const id of [listing, listingToRefresh]) {
    await until(
      async () =>
        ['completed', 'failed'].includes(
          ((await json(o.get(`${HD}/listings/${id}/`))) as unknown as { status: string }).status,
        ),
      30_000,
      'the listing import',
    );
  }

  // API keys, made last: no event of the objects above is queued for their webhook. They are a
  // Business feature in the default plan table: the owner is put on it, as an operator would.
  await putOnPlan(config, uid, 'business');
  const apiKeyOf = async (name: string) =>
    (await json(o.post(`${HD}/api-keys/`, { name, scopes: ['read', 'edit', 'share'] }))).id;
  const apiKey = await apiKeyOf('Owner key');
  const apiKeyToRevoke = await apiKeyOf('Owner key 2');
  await json(
    o.send({
      method: 'PUT',
      url: `${HD}/api-keys/${apiKey}/webhook/`,
      payload: { url: FIXTURE_WEBHOOK_URL, events: ['job.failed'] },
    }),
  );

  // Detection's cached result, so detect_objects answers without loading a model.
  const db = await openDatabase(config);
  let userId: string;
  try {
    userId = (await db
      .selectFrom('users')
      .select('id')
      .where('firebase_uid', '=', uid)
      .executeTakeFirstOrThrow())!.id;
    await detectionsRepository(db).save(userId, i1.id, i1.versions[0]!.id, []);
  } finally {
    await db.destroy();
  }
  // A batch of the owner's recipe on the image, finished (its job ran through the queue).
  const ownerRecipe = await recipe('Owner recipe');
  const batch = (
    (await json(
      o.post(`${HD}/recipes/${ownerRecipe}/apply/`, { image_ids: [i1.id] }),
    )) as unknown as {
      batch_id: string;
    }
  ).batch_id;
  await until(
    async () => Boolean((await json(o.get(`${HD}/batches/${batch}/`))).done),
    30_000,
    'the batch',
  );
  return {
    userId,
    project,
    projectToDelete,
    image: i1.id,
    imageToDelete: i3.id,
    version: i1.versions[0]!.id,
    version2: i2.versions[0]!.id,
    tag,
    board: boardId,
    boardToDelete,
    link: view.id,
    linkToPatch,
    linkToRevoke,
    viewToken: view.token,
    uploadToken: uploadLink.token,
    revokedToken: revoked.token,
    job,
    failedJob,
    slowJob: '',
    batch,
    slowBatch: '',
    recipe: ownerRecipe,
    recipeToDelete: await recipe('Owner recipe 2'),
    mediaUrl: i1.original_url,
    operation,
    galleryItem,
    galleryItemToDelete,
    galleryItemToReport,
    embed: embed.id,
    embedToDelete,
    embedToRevoke,
    embedKey: embed.key,
    lead,
    listing,
    listingToRefresh,
    apiKey,
    apiKeyToRevoke,
    mask,
  };
}

/** The owner's object an `:id` names, by the collection it sits under (and the route's need). */
export const OWNED: Record<string, (F: OwnerObjects, r: Route) => string> = {
  projects: (F, r) => (r.method === 'DELETE' ? F.projectToDelete : F.project),
  images: (F, r) => (r.method === 'DELETE' ? F.imageToDelete : F.image),
  versions: (F) => F.version,
  boards: (F, r) => (r.method === 'DELETE' ? F.boardToDelete : F.board),
  'share-links': (F, r) =>
    r.method === 'PATCH' ? F.linkToPatch : r.url.endsWith('/revoke/') ? F.linkToRevoke : F.link,
  jobs: (F) => F.job,
  'edit-jobs': (F, r) =>
    r.url.endsWith('/cancel/')
      ? F.slowJob || F.job
      : r.url.endsWith('/retry/')
        ? F.failedJob
        : F.job,
  recipes: (F, r) => (r.method === 'DELETE' ? F.recipeToDelete : F.recipe),
  // The gallery: public item routes (accessMatrix lists them in PUBLIC), the author's own.
  public: (F, r) => (r.url.endsWith('/report/') ? F.galleryItemToReport : F.galleryItem),
  items: (F, r) => (r.method === 'DELETE' ? F.galleryItemToDelete : F.galleryItem),
  moderation: (F) => F.galleryItem,
  embeds: (F, r) =>
    r.method === 'DELETE'
      ? F.embedToDelete
      : r.url.endsWith('/revoke/')
        ? F.embedToRevoke
        : F.embed,
  leads: (F) => F.lead,
  listings: (F) => F.listing,
  'api-keys': (F, r) => (r.url.endsWith('/revoke/') ? F.apiKeyToRevoke : F.apiKey),
  batches: (F, r) => (r.url.endsWith('/cancel/') ? F.slowBatch || F.batch : F.batch),
  masks: (F) => F.mask,
};

/** Parameters that are not object ids, and what the owner's request puts there. */
export const VALUES: Record<string, (F: OwnerObjects, r: Route) => string> = {
  type: (F) => F.operation,
  token: (F) => F.uploadToken,
  // A media key under /media/, an embed's public key under /api/v1/embed/.
  key: (F, r) =>
    r.url.startsWith('/api/v1/embed/')
      ? F.embedKey
      : new URL(F.mediaUrl, 'http://x').pathname.slice('/media/'.length),
  // An embed image's media key (the owner's own image; unsigned for this embed, so refused).
  media: (F) => new URL(F.mediaUrl, 'http://x').pathname.slice('/media/'.length),
  // The API reference page's stylesheet.
  file: () => 'swagger-ui.css',
};

/** The collection an `:id` route's id sits under (`projects` for /projects/:id/…). */
export const collectionOf = (url: string) => /\/([^/]+)\/:id/.exec(url)?.[1] ?? '';

/** What the owner sends to succeed, by route (others send `{}`, or nothing for a GET). */
export const REQUESTS: Record<string, (F: OwnerObjects) => Promise<Partial<InjectOptions>>> = {
  [`PATCH ${HD}/projects/:id/`]: async () => ({ payload: { title: 'Renamed by owner' } }),
  [`POST ${HD}/projects/:id/upload_images/`]: () => pngUpload({}, 'files'),
  [`POST ${HD}/images/:id/set-primary/`]: async (F) => ({ payload: { version_id: F.version } }),
  [`POST ${HD}/versions/:id/add-tag/`]: async () => ({ payload: { tag: 'a-secret' } }),
  [`POST ${HD}/versions/:id/remove-tag/`]: async () => ({ payload: { tag: 'a-secret' } }),
  [`PATCH ${HD}/boards/:id/`]: async () => ({ payload: { name: 'Renamed board' } }),
  [`POST ${HD}/boards/:id/share_links/`]: async () => ({ payload: { permission: 'view' } }),
  // The playground's share of one version (a board of one); without it, the project's link.
  [`POST ${HD}/projects/:id/share_links/`]: async (F) => ({
    payload: { permission: 'view', version_ids: [F.version] },
  }),
  [`PATCH ${HD}/share-links/:id/`]: async () => ({ payload: { is_active: false } }),
  [`POST ${HD}/images/:id/detect_objects/`]: async (F) => ({ payload: { version_id: F.version } }),
  [`POST ${HD}/images/:id/remove_by_description/`]: async (F) => ({
    payload: { version_id: F.version, categories: ['chair'] },
  }),
  // With the owner's drawn mask: on the flat fixture picture the local engine finds nothing to
  // take and refuses an unmasked empty room before a job (issue #38, a 422).
  [`POST ${HD}/images/:id/empty_room/`]: async (F) => ({
    payload: { version_id: F.version, args: { mask_id: F.mask } },
  }),
  [`POST ${HD}/projects/:id/batch_jobs/`]: async (F) => ({
    payload: { transformation: F.operation, image_ids: [F.image] },
  }),
  [`POST ${HD}/recipes/:id/apply/`]: async (F) => ({ payload: { image_id: F.image } }),
  [`PATCH ${HD}/recipes/:id/`]: async () => ({ payload: { name: 'Renamed recipe' } }),
  [`GET ${HD}/images/`]: async (F) => ({ query: { project: F.project } }),
  [`POST ${HD}/projects/`]: async () => ({ payload: { title: 'Fixture project' } }),
  [`POST ${HD}/images/`]: (F) => pngUpload({ project_id: F.project }),
  [`POST ${HD}/images/upload/`]: (F) => pngUpload({ project: F.project }),
  [`POST ${HD}/images/batch-upload/`]: (F) => pngUpload({ project: F.project }, 'files'),
  [`POST ${HD}/tags/`]: async () => ({ payload: { name: 'fixture-tag' } }),
  [`POST ${HD}/masks/`]: async (F) => pngUpload({ version_id: F.version }, 'file', await maskPng()),
  // Nothing chosen to remove: an empty mask and the regions, without detection (issue #28).
  [`POST ${HD}/versions/:id/mask_preview/`]: async () => ({
    payload: { operation: 'object_removal' },
  }),
  // A click on the fixture version's 32 × 24 grid (issue #38), on an empty mask.
  [`POST ${HD}/versions/:id/mask_click/`]: async () => ({ payload: maskClickBody() }),
  [`POST ${HD}/api-keys/`]: async () => ({ payload: { name: 'Fixture key', scopes: ['read'] } }),
  [`PUT ${HD}/api-keys/:id/webhook/`]: async () => ({
    payload: { url: FIXTURE_WEBHOOK_URL, events: ['job.failed'] },
  }),
  [`POST ${HD}/versions/compare/`]: async (F) => ({
    payload: { version_ids: [F.version, F.version2] },
  }),
  [`GET ${HD}/operations/`]: async (F) => ({ query: { project_id: F.project } }),
  [`GET ${HD}/audit/`]: async (F) => ({ query: { image_id: F.image } }),
  [`GET ${HD}/boards/`]: async (F) => ({ query: { project: F.project } }),
  [`POST ${HD}/boards/`]: async (F) => ({
    payload: { project: F.project, name: 'Fixture board', version_ids: [F.version] },
  }),
  [`POST ${HD}/transformations/batch/`]: async (F) => ({
    payload: { image_ids: [F.image], transformation: F.operation },
  }),
  [`POST ${HD}/transformations/:type/`]: async (F) => ({ payload: { image_id: F.image } }),
  [`GET ${HD}/edit-jobs/`]: async (F) => ({ query: { image: F.image } }),
  [`POST ${HD}/workflows/`]: async (F) => ({
    payload: { image_id: F.image, steps: [{ operation: F.operation }] },
  }),
  [`POST ${HD}/recipes/`]: async (F) => ({
    payload: { name: 'Fixture recipe', steps: [{ operation: F.operation }] },
  }),
  'GET /media/:key': async (F) => ({
    query: Object.fromEntries(new URL(F.mediaUrl, 'http://x').searchParams),
  }),
  [`POST ${HD}/share/:token/upload/`]: () => pngUpload({}, 'files'),
  [`POST ${HD}/share-links/track-access/`]: async (F) => ({ payload: { token: F.viewToken } }),
  [`POST ${HD}/gallery/publish/`]: async (F) => ({
    payload: { versionId: F.version, title: 'Fixture gallery design' },
  }),
  [`PATCH ${HD}/gallery/items/:id/`]: async () => ({ payload: { title: 'Renamed design' } }),
  [`POST ${HD}/gallery/public/:id/report/`]: async () => ({
    payload: { reason: 'Fixture report' },
  }),
  [`POST ${HD}/gallery/moderation/:id/`]: async () => ({ payload: { action: 'hide' } }),
  'POST /api/v1/auth/delete-account/': async () => ({
    payload: { confirmation: OWNER_EMAIL },
  }),
  [`POST ${HD}/embeds/`]: async () => ({
    payload: {
      name: 'Fixture embed',
      allowedOrigins: [EMBED_ORIGIN],
      widget: { type: 'lead_form' },
    },
  }),
  [`PATCH ${HD}/embeds/:id/`]: async () => ({ payload: { name: 'Renamed embed' } }),
  [`PATCH ${HD}/leads/:id/`]: async () => ({ payload: { state: 'contacted' } }),
  // Listings (issue #22): a URL that fails to import (loopback refused), the owner's listing.
  [`POST ${HD}/listings/create_from_urls/`]: async () => ({
    payload: { urls: ['http://localhost:9/listing'] },
  }),
  [`POST ${HD}/listings/refresh_listings/`]: async (F) => ({
    payload: { listing_ids: [F.listingToRefresh] },
  }),
  [`POST ${HD}/listings/:id/create_project/`]: async () => ({
    payload: { download_images: true },
  }),
  [`POST ${HD}/gallery/lead-capture/`]: async () => ({ payload: leadBody() }),
  // A partner page's calls: its Origin is the one the owner's embeds allow.
  'GET /api/v1/embed/:key/config/': async () => ({ headers: { origin: EMBED_ORIGIN } }),
  'GET /api/v1/embed/:key/form-token/': async () => ({ headers: { origin: EMBED_ORIGIN } }),
  'POST /api/v1/embed/:key/leads/': async () => ({
    payload: leadBody({}, 'embed'),
    headers: { origin: EMBED_ORIGIN },
  }),
  'POST /api/v1/analytics/events/': async () => ({
    payload: {
      events: [
        {
          event: 'page_view',
          timestamp: new Date().toISOString(),
          session_id: 'sess_fixture0001',
          anonymous_id: 'anon_fixture0001',
          path: '/app/projects',
          properties: {},
        },
      ],
    },
  }),
};

/**
 * The owner's request on a route: parameters filled with the owner's objects, the body that
 * succeeds. Throws for a parameter or id collection this module does not know.
 */
export async function ownerRequest(F: OwnerObjects, r: Route): Promise<InjectOptions> {
  const values: Record<string, string> = {};
  for (const p of paramsOf(r.url)) {
    if (p === 'id') {
      const pick = OWNED[collectionOf(r.url)];
      if (!pick) throw new Error(`${routeKey(r)}: no owner object for its :id (see OWNED)`);
      values.id = pick(F, r);
    } else {
      const pick = VALUES[p];
      if (!pick) throw new Error(`${routeKey(r)}: no value for :${p} (see VALUES)`);
      values[p] = pick(F, r);
    }
  }
  const extra = (await REQUESTS[routeKey(r)]?.(F)) ?? {};
  const body = r.method === 'GET' || 'payload' in extra ? {} : { payload: {} };
  return {
    method: r.method as InjectOptions['method'],
    url: fill(r.url, values),
    ...body,
    ...extra,
  };
}

/** Every id of the owner's objects (what must never show up in anyone else's reply). */
export const idsOf = (F: OwnerObjects) =>
  [
    F.project,
    F.projectToDelete,
    F.image,
    F.imageToDelete,
    F.version,
    F.version2,
    F.tag,
    F.board,
    F.boardToDelete,
    F.link,
    F.linkToPatch,
    F.linkToRevoke,
    F.job,
    F.failedJob,
    F.slowJob,
    F.batch,
    F.slowBatch,
    F.recipe,
    F.recipeToDelete,
    F.embed,
    F.embedToDelete,
    F.embedToRevoke,
    F.lead,
    F.listing,
    F.listingToRefresh,
    F.apiKey,
    F.apiKeyToRevoke,
    F.mask,
  ].filter(Boolean);
