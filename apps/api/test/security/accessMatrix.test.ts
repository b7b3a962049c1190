import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { HD, mediaFiles, tableSnapshot } from '../helpers/session.ts';
import {
  clientOf,
  collectionOf,
  createOwnerObjects,
  EMBED_ORIGIN,
  identityProvider,
  idsOf,
  leadBody,
  OWNED,
  OWNER_EMAIL,
  ownerRequest,
  pngUpload,
  REQUESTS,
  startSecurityServer,
  type Browser,
  type OwnerObjects,
} from './fixture.ts';
import { fill, isApi, paramsOf, registeredRoutes, routeKey, type Route } from './routes.ts';

/*
 * The cross-user access matrix: every route the server registered (its own route table, so a
 * new route is in the matrix the day it is added) × five roles — nobody (anonymous), the owner,
 * another signed-in user, a guest, and someone holding only share links (view, upload, revoked).
 *
 * Routes are classified by rule: an /api/ route with an `:id` acts on one of its owner's objects
 * (found by the collection the id sits under, fixture.ts' OWNED), an /api/ route without one on
 * the caller's own data, the identity-provider proxy by its prefixes. Only routes public by
 * design are listed by name (PUBLIC). A route no rule and no entry covers fails the first test.
 */

type Role = 'anonymous' | 'owner' | 'other' | 'guest' | 'holder';
const ROLES: Role[] = ['anonymous', 'owner', 'other', 'guest', 'holder'];

/**
 * When a call runs, and what is checked around its phase:
 * - quiet: refusals and reads; every table and every media file is unchanged after them all.
 * - own: other users writing to their own accounts; none of the owner's rows or files change.
 * - public: writes anyone may make by design (share-link uploads into the owner's project,
 *   access counts, analytics events).
 * - owner: the owner's own calls, destructive and session-ending ones last.
 */
type Phase = 'quiet' | 'own' | 'public' | 'owner';

interface Call {
  route: string;
  role: Role;
  phase: Phase;
  /** The client that sends it (a fresh one for calls that end or replace a session). */
  client: () => Promise<Browser>;
  request: () => Promise<InjectOptions>;
  /** What is wrong with the reply, or null. */
  check: (res: LightMyRequestResponse) => string | null;
  /** The owner's data in the reply is expected (the owner, or a live share link). */
  showsOwnerData?: boolean;
}

let setup: Awaited<ReturnType<typeof startSecurityServer>>;
const app = () => setup.server.app;
let F: OwnerObjects;

const OTHER_EMAIL = 'matrix-other@example.com';

interface Identity {
  uid: string;
  idToken: string;
  refreshToken: string;
}
const who = {} as Record<'owner' | 'other' | 'guest', Identity>;
let convertToken = '';
const clients = {} as Record<Role, Browser>;

/**
 * A new ID token of a role's account, minted from its sign-in's refresh token (while no sign-out
 * has revoked it). Minting one writes a row, so never in the quiet phase.
 */
const freshTokenOf = async (identity: Identity) =>
  identityProvider(app()).freshIdToken(identity.refreshToken);
/**
 * The owner's account after one of their sign-outs, which revoked that sign-in's refresh token
 * with its ID token (issue #44): a new Google sign-in, as a person would.
 */
const freshOwnerToken = async () =>
  (await identityProvider(app()).signInWithGoogle(OWNER_EMAIL)).idToken;

/** Owner calls made from a session of their own: they end it, or need another kind of account. */
const ACTOR: Record<string, () => Promise<Browser>> = {
  'POST /api/v1/auth/delete-account/': async () => clientOf(app(), await freshOwnerToken()),
};
// The guest who converts is the "owner" of the conversion.
REQUESTS['POST /api/v1/auth/convert'] = async () => ({ payload: { idToken: convertToken } });

const identityOf = (role: Role): Identity | undefined =>
  role === 'owner' || role === 'other' || role === 'guest' ? who[role] : undefined;

beforeAll(async () => {
  setup = await startSecurityServer();
  const { signInWithGoogle, signUpAnonymously } = identityProvider(app());
  who.owner = await signInWithGoogle(OWNER_EMAIL);
  who.other = await signInWithGoogle(OTHER_EMAIL);
  who.guest = await signUpAnonymously();
  const convertingGuest = await signUpAnonymously();
  // Signed in while still a guest: converting is that session's own act.
  const converting = await clientOf(app(), convertingGuest.idToken);
  ACTOR['POST /api/v1/auth/convert'] = async () => converting;
  convertToken = (await signInWithGoogle('matrix-converted@example.com', convertingGuest.idToken))
    .idToken;
  clients.owner = await clientOf(app(), who.owner.idToken);
  clients.other = await clientOf(app(), who.other.idToken);
  clients.guest = await clientOf(app(), who.guest.idToken);
  clients.anonymous = await clientOf(app());
  F = await createOwnerObjects(setup.server.config, clients.owner, who.owner.uid, setup.engine);
  // Each signed-in role has listed its projects once (the first list makes a sample project),
  // so that nothing in the quiet phase has a reason to write.
  await clients.other.get(`${HD}/projects/`);
  await clients.guest.get(`${HD}/projects/`);
  // The share-link holder: no account, only the page a link opens.
  clients.holder = await clientOf(app());
  await clients.holder.get(`/app/share/board/${F.viewToken}`);
  await clients.holder.get(`${HD}/share/${F.viewToken}/`);
}, 120_000);
afterAll(async () => {
  if (setup) setup.engine.delayMs = 0;
  await setup?.server.close();
});

/* ------------------------------------------------------------------------------------------ */
/* Expectations                                                                               */
/* ------------------------------------------------------------------------------------------ */

/** The owner's secrets: none may appear in a reply to anyone else, outside live share links. */
const ownerSecrets = () =>
  [
    ...idsOf(F),
    F.viewToken,
    F.uploadToken,
    F.revokedToken,
    who.owner.uid,
    OWNER_EMAIL,
    'Owner private project',
    convertToken,
  ].filter(Boolean);

const json = (res: LightMyRequestResponse) => {
  try {
    return res.json() as Record<string, unknown>;
  } catch {
    return null;
  }
};
type Check = (res: LightMyRequestResponse) => string | null;
const status =
  (expected: number | ((s: number) => boolean), detail?: RegExp): Check =>
  (res) => {
    const ok =
      typeof expected === 'number' ? res.statusCode === expected : expected(res.statusCode);
    if (!ok) return `answered ${res.statusCode} ${res.body.slice(0, 160)}`;
    if (res.statusCode >= 400) {
      const d = json(res)?.detail;
      if (typeof d !== 'string' || !d) return `${res.statusCode} without a {detail}`;
      if (detail && !detail.test(d)) return `detail "${d}" is not ${detail}`;
    }
    return null;
  };
const is2xx = (s: number) => s >= 200 && s < 300;
const refused = (s: number) => s >= 400 && s < 500;
const answersFor =
  (role: Role): Check =>
  (res) => {
    const body = json(res) as { user?: { uid?: string } | null; uid?: string } | null;
    const seen = body?.user?.uid ?? body?.uid ?? undefined;
    const mine = identityOf(role)?.uid;
    return seen === mine ? null : `answered for uid ${seen}, not the caller's ${mine}`;
  };
const both =
  (...checks: Check[]): Check =>
  (res) => {
    for (const c of checks) {
      const problem = c(res);
      if (problem) return problem;
    }
    return null;
  };

/* ------------------------------------------------------------------------------------------ */
/* Public routes: listed by name, each with what every role gets                              */
/* ------------------------------------------------------------------------------------------ */

type Planned = Omit<Call, 'route' | 'role'>;
interface PublicRule {
  /** Why no session is needed. */
  why: string;
  calls: (role: Role) => Planned[];
}

const signedIn = (role: Role) => identityOf(role) !== undefined;
const same = (role: Role) => () => Promise.resolve(clients[role]);
/** A new session of the role (signed in with a new token), or a signed-out browser. */
const fresh = (role: Role) => async () => {
  const identity = identityOf(role);
  return clientOf(app(), identity ? await freshTokenOf(identity) : undefined);
};
const get = (url: () => string) => async (): Promise<InjectOptions> => ({
  method: 'GET',
  url: url(),
});
const post = (url: string, payload: () => unknown) => async (): Promise<InjectOptions> => ({
  method: 'POST',
  url,
  payload: payload() as InjectOptions['payload'],
});
const writesAs = (role: Role): Phase =>
  role === 'owner' ? 'owner' : signedIn(role) ? 'own' : 'quiet';
const read = (role: Role, url: string, check: Check = status(200)): Planned => ({
  phase: 'quiet',
  client: same(role),
  request: get(() => url),
  check,
});
/** A CORS preflight from a partner page (by default the origin the owner's embeds allow). */
const preflight =
  (url: string, origin = EMBED_ORIGIN) =>
  async (): Promise<InjectOptions> => ({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
/** Visitors come from many addresses: each lead call its own (the per-address limit is 5/min). */
let visitor = 0;
const visitorAddress = () => `10.9.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;
/** A partner page's call (no CSRF token; any cookie the client still sends is never read). */
const fromPartner =
  (method: 'GET' | 'POST', url: () => string, origin = EMBED_ORIGIN) =>
  async (): Promise<InjectOptions & { csrf?: boolean }> => ({
    method,
    url: url(),
    headers: { origin },
    remoteAddress: visitorAddress(),
    csrf: false,
    ...(method === 'POST' ? { payload: leadBody({}, 'embed') } : {}),
  });
const TOKENS = ['view', 'upload', 'revoked'] as const;
const tokenOf = (t: (typeof TOKENS)[number]) =>
  t === 'view' ? F.viewToken : t === 'upload' ? F.uploadToken : F.revokedToken;

const PUBLIC: Record<string, PublicRule> = {
  'GET /api/health': {
    why: 'a load balancer probes it',
    calls: (role) => [read(role, '/api/health')],
  },
  'GET /api/ready': {
    why: 'a load balancer asks whether the database, the store and the queue answer',
    calls: (role) => [read(role, '/api/ready')],
  },
  'GET /metrics': {
    why: 'Prometheus scrapes it from this machine (or with METRICS_TOKEN); nobody else reads it',
    calls: (role) => [
      read(role, '/metrics'),
      {
        phase: 'quiet',
        client: same(role),
        request: async () => ({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.9' }),
        check: status(403),
      },
    ],
  },
  'GET /api/v1/auth/csrf/': {
    why: 'hands out the CSRF cookie before sign-in',
    calls: (role) => [read(role, '/api/v1/auth/csrf/')],
  },
  'GET /api/v1/auth/me': {
    why: 'tells the page whether it is signed in',
    calls: (role) => [
      {
        ...read(role, '/api/v1/auth/me'),
        check: both(
          status(200),
          signedIn(role)
            ? answersFor(role)
            : (res) =>
                json(res)?.isAuthenticated === false ? null : 'signed in without a session',
        ),
        showsOwnerData: role === 'owner',
      },
    ],
  },
  'POST /api/v1/auth/session': {
    why: 'signs in with an ID token',
    calls: (role) => [
      signedIn(role)
        ? {
            phase: writesAs(role),
            client: () => clientOf(app()),
            request: async () => ({
              method: 'POST',
              url: '/api/v1/auth/session',
              payload: { idToken: await freshTokenOf(identityOf(role)!) },
            }),
            check: both(status(200), answersFor(role)),
            showsOwnerData: role === 'owner',
          }
        : {
            phase: 'quiet',
            client: same(role),
            request: post('/api/v1/auth/session', () => ({})),
            check: status(400),
          },
    ],
  },
  'POST /api/v1/auth/validate': {
    why: 'checks an ID token',
    calls: (role) => [
      {
        phase: 'quiet',
        client: same(role),
        request: post('/api/v1/auth/validate', () => ({
          idToken: identityOf(role)?.idToken ?? 'not-a-token',
        })),
        check: signedIn(role) ? both(status(200), answersFor(role)) : status(401),
        showsOwnerData: role === 'owner',
      },
    ],
  },
  'POST /api/v1/auth/logout': {
    why: 'signing out needs no session (it ends one if there is one)',
    calls: (role) => [
      {
        phase: writesAs(role),
        client: fresh(role),
        request: post('/api/v1/auth/logout', () => ({})),
        check: status(200),
      },
    ],
  },
  'POST /api/v1/analytics/events/': {
    why: 'product analytics of visitors too (CSRF cookie only)',
    calls: (role) => [
      {
        phase: role === 'owner' ? 'owner' : 'public',
        client: same(role),
        request: async () => ({
          method: 'POST',
          url: '/api/v1/analytics/events/',
          ...(await REQUESTS['POST /api/v1/analytics/events/']!(F)),
        }),
        check: status(202),
      },
    ],
  },
  'GET /api/v1/home-design/styled-manifest/': {
    why: "the landing's style preview shows it before anyone signs in",
    calls: (role) => [read(role, '/api/v1/home-design/styled-manifest/')],
  },
  'GET /static/onboarding/styled_manifest.json': {
    why: 'the static fallback of the styled manifest',
    calls: (role) => [read(role, '/static/onboarding/styled_manifest.json')],
  },
  'GET /static/onboarding/living_room.jpg': {
    why: "the style preview's static living-room picture (404 where SAMPLES_DIR has none)",
    calls: (role) => [
      read(
        role,
        '/static/onboarding/living_room.jpg',
        status((s) => s === 200 || s === 404),
      ),
    ],
  },
  'GET /static/onboarding/styled/:file': {
    why: "the style preview's images (404 until generated, and for any other name)",
    calls: (role) => [
      read(
        role,
        '/static/onboarding/styled/living_room_modern_twilight_white_no_watermark.jpg',
        status((s) => s === 200 || s === 404),
      ),
      read(role, '/static/onboarding/styled/..%2F..%2Fpackage.json', status(404)),
    ],
  },
  'GET /api/openapi.json': {
    why: 'the API description, for integrators before they have a key (issue #27)',
    calls: (role) => [read(role, '/api/openapi.json')],
  },
  'GET /api/docs': {
    why: 'the API reference page, for integrators before they have a key (issue #27)',
    calls: (role) => [read(role, '/api/docs')],
  },
  'GET /api/docs/assets/:file': {
    why: "the reference page's own script and styles (404 for any other name)",
    calls: (role) => [
      read(role, '/api/docs/assets/swagger-ui.css'),
      read(role, '/api/docs/assets/..%2F..%2Fpackage.json', status(404)),
    ],
  },
  'GET /media/': {
    why: 'media are reached by signed URL only; no listing',
    calls: (role) => [read(role, '/media/', status(404))],
  },
  'GET /media/*': {
    why: 'no listing under /media',
    calls: (role) => [read(role, '/media/a/b', status(404))],
  },
  'GET /media/:key': {
    why: 'the signed URL is the capability (images load in <img> without a cookie)',
    calls: (role) => {
      if (role === 'owner') {
        return [{ ...read(role, ''), request: get(() => F.mediaUrl), showsOwnerData: true }];
      }
      const unsigned = () => new URL(F.mediaUrl, 'http://x').pathname;
      const forged = () => {
        const u = new URL(F.mediaUrl, 'http://x');
        u.searchParams.set('sig', 'A'.repeat(43));
        return `${u.pathname}${u.search}`;
      };
      return [
        { ...read(role, '', status(403)), request: get(unsigned) },
        { ...read(role, '', status(403)), request: get(forged) },
      ];
    },
  },
  [`GET ${HD}/share/:token/`]: {
    why: 'the share token is the capability (spec part 2 §7)',
    calls: (role) =>
      TOKENS.map((t) => ({
        ...read(role, '', t === 'revoked' ? status(404) : status(200)),
        request: get(() => `${HD}/share/${tokenOf(t)}/`),
        showsOwnerData: t !== 'revoked',
      })),
  },
  [`POST ${HD}/share/:token/upload/`]: {
    why: 'an upload link lets its holder add photos to the board',
    calls: (role) =>
      TOKENS.map((t) => ({
        phase: t === 'upload' ? ('public' as const) : ('quiet' as const),
        client: same(role),
        request: async () => ({
          method: 'POST',
          url: `${HD}/share/${tokenOf(t)}/upload/`,
          ...(await pngUpload({}, 'files')),
        }),
        check: t === 'upload' ? status(201) : t === 'view' ? status(403) : status(404),
        showsOwnerData: t === 'upload',
      })),
  },
  [`POST ${HD}/share-links/track-access/`]: {
    why: 'the share viewer reports an opened link; dead tokens are ignored silently',
    calls: (role) =>
      TOKENS.map((t) => ({
        phase: 'public' as const,
        client: same(role),
        request: post(`${HD}/share-links/track-access/`, () => ({ token: tokenOf(t) })),
        check: status(200),
      })),
  },
  [`GET ${HD}/gallery/public/`]: {
    why: 'the public gallery (spec part 2 §2) works signed out',
    calls: (role) => [read(role, `${HD}/gallery/public/`)],
  },
  [`GET ${HD}/gallery/public/:id/`]: {
    why: 'a published design is public; opening it counts a view',
    calls: (role) => [
      {
        phase: role === 'owner' ? 'owner' : 'public',
        client: same(role),
        request: get(() => `${HD}/gallery/public/${F.galleryItem}/`),
        check: status(200),
      },
    ],
  },
  [`GET ${HD}/gallery/public/:id/image/`]: {
    why: "a published design's pictures load in <img> for everyone",
    calls: (role) => [
      {
        ...read(role, ''),
        request: get(() => `${HD}/gallery/public/${F.galleryItem}/image/?size=thumb`),
      },
    ],
  },
  [`GET ${HD}/gallery/public/:id/download/`]: {
    why: 'anyone may download a published design',
    calls: (role) => [
      {
        ...read(role, ''),
        request: get(() => `${HD}/gallery/public/${F.galleryItem}/download/`),
      },
    ],
  },
  [`POST ${HD}/gallery/public/:id/like/`]: {
    why: 'signed-in people like published designs (one like each)',
    calls: (role) => [
      {
        phase: role === 'owner' ? 'owner' : signedIn(role) ? 'public' : 'quiet',
        client: same(role),
        request: post(`${HD}/gallery/public/${F.galleryItem}/like/`, () => ({})),
        check: signedIn(role) ? status(200) : status(401),
      },
    ],
  },
  [`POST ${HD}/gallery/public/:id/share/`]: {
    why: 'sharing a published design counts it and answers its public link',
    calls: (role) => [
      {
        phase: role === 'owner' ? 'owner' : 'public',
        client: same(role),
        request: async () => ({
          method: 'POST',
          url: `${HD}/gallery/public/${F.galleryItem}/share/`,
          payload: {},
        }),
        check: status(200),
      },
    ],
  },
  [`POST ${HD}/gallery/public/:id/report/`]: {
    why: 'registered accounts report a design (issue #44); signed out 401, guests 403, nothing kept',
    calls: (role) => {
      const registered = role === 'owner' || role === 'other';
      return [
        {
          phase: role === 'owner' ? 'owner' : registered ? 'public' : 'quiet',
          client: same(role),
          request: async () => ({
            method: 'POST',
            url: `${HD}/gallery/public/${F.galleryItemToReport}/report/`,
            payload: { reason: `Reported by ${role}` },
          }),
          check: status(registered ? 202 : role === 'guest' ? 403 : 401),
        },
      ];
    },
  },
  // Leads and embeds (issue #21): the lead form is for visitors; embeds answer their partner
  // origins without cookies (the public key is in the partner's page by design).
  [`POST ${HD}/gallery/lead-capture/`]: {
    why: 'visitors send the lead form (spec part 2 §7); rate-limited, honeypot, fill time',
    calls: (role) => [
      {
        phase: role === 'owner' ? 'owner' : 'public',
        client: same(role),
        request: async () => ({
          ...(await post(`${HD}/gallery/lead-capture/`, () => leadBody())()),
          remoteAddress: visitorAddress(),
        }),
        check: status(201),
      },
    ],
  },
  [`GET ${HD}/gallery/lead-capture/form-token/`]: {
    why: "the studio's lead forms fetch their form token when shown (issue #44)",
    calls: (role) => [read(role, `${HD}/gallery/lead-capture/form-token/`)],
  },
  [`OPTIONS ${HD}/gallery/lead-capture/`]: {
    why: "the lead capture's CORS preflight: only an origin some live embed allows",
    calls: (role) => [
      { ...read(role, ''), request: preflight(`${HD}/gallery/lead-capture/`), check: status(204) },
      {
        ...read(role, ''),
        request: preflight(`${HD}/gallery/lead-capture/`, 'https://evil.example'),
        check: status(403),
      },
    ],
  },
  'OPTIONS /api/v1/embed/:key/config/': {
    why: "an embed's CORS preflight, for its allowed origins only",
    calls: (role) => [
      {
        ...read(role, ''),
        request: preflight(`/api/v1/embed/${F.embedKey}/config/`),
        check: status(204),
      },
    ],
  },
  'OPTIONS /api/v1/embed/:key/leads/': {
    why: "an embed's CORS preflight, for its allowed origins only",
    calls: (role) => [
      {
        ...read(role, ''),
        request: preflight(`/api/v1/embed/${F.embedKey}/leads/`),
        check: status(204),
      },
    ],
  },
  'GET /api/v1/embed/:key/config/': {
    why: "a partner page's widget reads its settings (Origin must be allowed)",
    calls: (role) => [
      {
        ...read(role, ''),
        request: fromPartner('GET', () => `/api/v1/embed/${F.embedKey}/config/`),
      },
      {
        ...read(role, '', status(403)),
        request: fromPartner(
          'GET',
          () => `/api/v1/embed/${F.embedKey}/config/`,
          'https://evil.example',
        ),
      },
    ],
  },
  'GET /api/v1/embed/:key/form-token/': {
    why: "a partner page's lead form fetches its form token (Origin must be allowed)",
    calls: (role) => [
      {
        ...read(role, ''),
        request: fromPartner('GET', () => `/api/v1/embed/${F.embedKey}/form-token/`),
      },
      {
        ...read(role, '', status(403)),
        request: fromPartner(
          'GET',
          () => `/api/v1/embed/${F.embedKey}/form-token/`,
          'https://evil.example',
        ),
      },
    ],
  },
  'POST /api/v1/embed/:key/leads/': {
    why: "a partner page's lead form posts here; the lead goes to the embed's owner",
    calls: (role) => [
      {
        phase: role === 'owner' ? 'owner' : 'public',
        client: same(role),
        request: fromPartner('POST', () => `/api/v1/embed/${F.embedKey}/leads/`),
        check: status(201),
      },
      {
        ...read(role, '', status(403)),
        request: fromPartner(
          'POST',
          () => `/api/v1/embed/${F.embedKey}/leads/`,
          'https://evil.example',
        ),
      },
    ],
  },
  'GET /api/v1/embed/:key/media/:media': {
    why: "a before/after embed's images: a signature scoped to the embed is the capability",
    calls: (role) => [
      {
        ...read(role, '', status(403)),
        request: get(() => `/api/v1/embed/${F.embedKey}/media/x.webp?exp=9999999999&sig=AAAA`),
      },
    ],
  },
  [`GET ${HD}/gallery/moderation/`]: {
    why: 'moderators only (the moderator role or MODERATOR_UIDS); nobody in this matrix is one',
    calls: (role) => [read(role, `${HD}/gallery/moderation/`, status(signedIn(role) ? 403 : 401))],
  },
  [`POST ${HD}/gallery/moderation/:id/`]: {
    why: 'moderators only (the moderator role or MODERATOR_UIDS); nobody in this matrix is one',
    calls: (role) => [
      {
        phase: 'quiet',
        client: same(role),
        request: async () => ({
          method: 'POST',
          url: `${HD}/gallery/moderation/${F.galleryItem}/`,
          payload: { action: 'remove' },
        }),
        check: status(signedIn(role) ? 403 : 401),
      },
    ],
  },
  'GET /app/share/board/*': {
    why: 'the share viewer page',
    calls: (role) => [
      {
        ...read(
          role,
          '',
          status((s) => s < 500),
        ),
        request: get(() => `/app/share/board/${F.viewToken}`),
      },
    ],
  },
  'GET /share-viewer/*': {
    why: "the share viewer's static files",
    calls: (role) => [
      read(
        role,
        '/share-viewer/index.html',
        status((s) => s < 500),
      ),
    ],
  },
  'GET /embed/v1.js': {
    why: "the partner widgets' script, for any website (503 until apps/embeds is built)",
    calls: (role) => [
      read(
        role,
        '/embed/v1.js',
        status((s) => s === 200 || s === 503),
      ),
    ],
  },
  'GET /*': {
    why: "the studio's page and static files",
    calls: (role) => [
      read(
        role,
        '/app/projects',
        status((s) => s < 500),
      ),
    ],
  },
};

/**
 * The Firebase Auth emulator's endpoints, proxied for the browser SDK when the emulator is in
 * use. What may pass is the emulator tests' subject; here: nobody reads the owner's account
 * through it (an account lookup by uid and e-mail, without the owner's token).
 */
const PROXY_PREFIXES = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/',
];
function proxyCall(role: Role, route: Route): Planned {
  // Harmless targets: a lookup without credentials, a token call, an unknown emulator project.
  const rest = route.url.startsWith('/identitytoolkit')
    ? 'v1/accounts:lookup?key=demo-api-key'
    : route.url.startsWith('/securetoken')
      ? 'v1/token?key=demo-api-key'
      : 'v1/projects/demo-matrix-nobody/config';
  const bodyless = ['GET', 'OPTIONS', 'TRACE'].includes(route.method);
  return {
    phase: 'quiet',
    client: same(role),
    request: async () => ({
      method: route.method as InjectOptions['method'],
      url: fill(route.url.replace(/::/g, ':'), {}, rest),
      ...(bodyless ? {} : { payload: { localId: [who.owner.uid], email: [OWNER_EMAIL] } }),
    }),
    // 502: the emulator is not reachable, which the proxy reports as such.
    check: (res) =>
      res.statusCode >= 500 && res.statusCode !== 502 ? `answered ${res.statusCode}` : null,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Classification                                                                             */
/* ------------------------------------------------------------------------------------------ */

/** Path parameters that name no object of anyone's (the edit's type). */
const NOT_IDS = new Set(['type']);

type Classified =
  | { kind: 'public'; rule: PublicRule }
  | { kind: 'proxy' }
  | { kind: 'owned' }
  | { kind: 'scoped' }
  | { kind: 'unclassified'; why: string };

function classify(r: Route): Classified {
  const rule = PUBLIC[routeKey(r)];
  if (rule) return { kind: 'public', rule };
  if (PROXY_PREFIXES.some((p) => r.url.startsWith(p))) return { kind: 'proxy' };
  if (!isApi(r.url)) return { kind: 'unclassified', why: 'outside /api/ and not in PUBLIC' };
  if (r.url.includes('*')) return { kind: 'unclassified', why: 'a wildcard /api/ route' };
  const params = paramsOf(r.url);
  const unknown = params.find((p) => p !== 'id' && !NOT_IDS.has(p));
  if (unknown) return { kind: 'unclassified', why: `unknown parameter :${unknown}` };
  if (!params.includes('id')) return { kind: 'scoped' };
  const collection = collectionOf(r.url);
  if (!(collection in OWNED)) {
    return { kind: 'unclassified', why: `no owner object for ids under /${collection}/` };
  }
  return { kind: 'owned' };
}

const mentions = (req: InjectOptions, values: string[]) => {
  const payload = Buffer.isBuffer(req.payload)
    ? req.payload.toString('latin1')
    : JSON.stringify(req.payload ?? '');
  const text = `${req.url as string} ${JSON.stringify(req.query ?? {})} ${payload}`;
  return values.some((v) => text.includes(v));
};

async function callsFor(r: Route, c: Classified): Promise<Call[]> {
  const route = routeKey(r);
  if (c.kind === 'unclassified') return [];
  if (c.kind === 'public') {
    return ROLES.flatMap((role) => c.rule.calls(role).map((call) => ({ ...call, route, role })));
  }
  if (c.kind === 'proxy') return ROLES.map((role) => ({ ...proxyCall(role, r), route, role }));
  const request = () => ownerRequest(F, r);
  const out: Call[] = [];
  for (const role of ROLES) {
    const base = { route, role, client: same(role), request };
    if (role === 'owner') {
      out.push({
        ...base,
        phase: 'owner',
        client: ACTOR[route] ?? same(role),
        check: status(is2xx),
        showsOwnerData: true,
      });
    } else if (role === 'anonymous' || role === 'holder') {
      out.push({ ...base, phase: 'quiet', check: status(401) });
    } else if (c.kind === 'owned') {
      // Another account on the owner's object: the same 404 as an id that does not exist.
      out.push({ ...base, phase: 'quiet', check: status(404, /not found/i) });
    } else {
      // The owner's request from another account: naming one of the owner's objects, a 404;
      // naming another secret of theirs (an e-mail, a token), refused; naming nothing of the
      // owner's, it works on the caller's own data.
      const req = await request();
      const fixed = { ...base, request: async () => req };
      if (mentions(req, idsOf(F))) {
        out.push({ ...fixed, phase: 'quiet', check: status(404, /not found/i) });
      } else if (mentions(req, ownerSecrets())) {
        out.push({ ...fixed, phase: 'quiet', check: status(refused) });
      } else out.push({ ...fixed, phase: 'own', check: status((s) => s < 500) });
    }
  }
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* The matrix                                                                                 */
/* ------------------------------------------------------------------------------------------ */

const problems: string[] = [];
let leaks = 0;
let calls = 0;

async function run(call: Call): Promise<void> {
  const req = await call.request();
  const client = await call.client();
  const res = await client.send(req);
  calls++;
  const label = `${call.role} ${call.route} → ${req.method} ${req.url as string}`;
  const problem = call.check(res);
  if (problem) {
    problems.push(`${label}: ${problem}`);
    if (call.role !== 'owner' && is2xx(res.statusCode) && !call.showsOwnerData) leaks++;
  }
  if (call.role !== 'owner' && !call.showsOwnerData) {
    const secret = ownerSecrets().find((s) => res.body.includes(s));
    if (secret) {
      problems.push(`${label}: the reply holds the owner's "${secret}"`);
      leaks++;
    }
  }
}

/** Rows of every table that name the owner or one of the owner's objects. */
async function ownerRows() {
  const tables = await tableSnapshot(setup.server.config);
  const marks = [F.userId, ...idsOf(F)];
  return Object.fromEntries(
    Object.entries(tables).map(([t, rows]) => [
      t,
      rows.filter((row) => marks.some((m) => row.includes(m))),
    ]),
  );
}

const changedTables = (a: Record<string, string[]>, b: Record<string, string[]>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (t) => JSON.stringify(a[t]) !== JSON.stringify(b[t]),
  );

/** Destructive and session-ending calls of the owner come after everything else. */
const ownerOrder = (c: Call) =>
  /\/(logout|delete-account)\/?$/.test(c.route) ? 3 : c.route.startsWith('DELETE ') ? 2 : 1;

describe('the access matrix', () => {
  it('classifies every registered route (a new route must be classified here)', () => {
    const unclassified = registeredRoutes(app())
      .map((r) => [routeKey(r), classify(r)] as const)
      .filter(([, c]) => c.kind === 'unclassified')
      .map(
        ([k, c]) =>
          `${k}: ${(c as { why: string }).why}. Classify it in test/security/accessMatrix.test.ts` +
          ' (PUBLIC if it is public by design) or fixture.ts (OWNED for a new id collection).',
      );
    expect(unclassified).toEqual([]);
    // What a new route would meet: an id under an unknown collection, a page outside /api/,
    // a new kind of parameter: each unclassified until someone says what it is.
    for (const url of [`${HD}/widgets/:id/`, '/csp-report', `${HD}/things/:slug/`]) {
      expect(classify({ method: 'POST', url }).kind, url).toBe('unclassified');
    }
    expect(classify({ method: 'POST', url: `${HD}/widgets/` }).kind).toBe('scoped');
  });

  it('gives the owner every route, and nobody else anything of the owner’s', async () => {
    const routes = registeredRoutes(app()).filter((r) => classify(r).kind !== 'unclassified');
    const pending: Record<Phase, Call[]> = { quiet: [], own: [], public: [], owner: [] };
    for (const r of routes)
      for (const c of await callsFor(r, classify(r))) pending[c.phase].push(c);
    const files = () => mediaFiles(setup.server.config.dataDir).sort();

    // 1. Refusals and reads: nothing at all changes.
    const before = { tables: await tableSnapshot(setup.server.config), files: files() };
    for (const c of pending.quiet) await run(c);
    const after = { tables: await tableSnapshot(setup.server.config), files: files() };
    for (const t of changedTables(before.tables, after.tables)) {
      problems.push(`the refused and read-only calls changed table ${t}`);
      leaks++;
    }
    if (JSON.stringify(after.files) !== JSON.stringify(before.files)) {
      problems.push('the refused and read-only calls changed the media files');
      leaks++;
    }

    // 2. Other accounts working on their own data: nothing of the owner's changes.
    const ownerBefore = await ownerRows();
    const ownerFiles = files();
    for (const c of pending.own) await run(c);
    for (const t of changedTables(ownerBefore, await ownerRows())) {
      problems.push(`other accounts' own calls changed the owner's rows in ${t}`);
      leaks++;
    }
    const filesNow = new Set(files());
    if (ownerFiles.some((f) => !filesNow.has(f))) {
      problems.push("other accounts' own calls deleted media files of the owner");
      leaks++;
    }

    // 3. Writes anyone may make, by design.
    for (const c of pending.public) await run(c);

    // 4. The owner, with a job still running for the cancel route.
    setup.engine.delayMs = 60_000;
    const slow = await clients.owner.post(`${HD}/transformations/${F.operation}/`, {
      image_id: F.image,
    });
    F.slowJob = slow.json().job_id;
    // …and a batch with a job still queued behind it, for the batch's cancel route.
    const slowBatch = await clients.owner.post(`${HD}/recipes/${F.recipe}/apply/`, {
      image_ids: [F.image],
    });
    F.slowBatch = slowBatch.json().batch_id;
    for (const c of [...pending.owner].sort((a, b) => ownerOrder(a) - ownerOrder(b))) await run(c);

    console.log(
      `access matrix: ${routes.length} routes × ${ROLES.length} roles, ${calls} calls, leaks: ${leaks}`,
    );
    expect(problems).toEqual([]);
    expect(leaks).toBe(0);
  }, 120_000);
});
