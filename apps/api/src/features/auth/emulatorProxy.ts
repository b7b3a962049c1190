import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { onlyFromThisMachine } from './emulatorSafety.ts';
import { HttpError } from '../../plugins/errors.ts';
import { stampIdToken, stampRefreshToken } from './emulatorTokens.ts';
import type { EmulatorTokensRepository } from './emulatorTokensRepository.ts';
import type { SpentIdTokensRepository } from './revocationsRepository.ts';
import {
  providerAccounts,
  signInPage,
  templatePath,
  withoutExternalScripts,
  type BatchGetReply,
} from './emulatorSignInPage.ts';

/** Path prefixes the Firebase JS SDK uses against the Auth emulator. */
export const EMULATOR_PREFIXES = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/',
];

const IDT = '/identitytoolkit.googleapis.com/v1';
const TOKEN = '/securetoken.googleapis.com/v1/token';
/** The emulator's Google sign-in page and the helper frame its redirect flow loads. */
const HANDLER = '/emulator/auth/handler';
const IFRAME = '/emulator/auth/iframe';
/** Refresh tokens stay valid this long after their last use (each refresh extends it). */
export const REFRESH_TOKEN_IDLE_MS = 90 * 24 * 3600 * 1000;

const NOT_PROXIED = 'This Auth emulator call is not available through this server.';
const NO_ADMIN = 'Administrative calls to the Auth emulator are not available through this server.';
const UNREACHABLE = 'The identity provider is not reachable.';
const PAGE_CHANGED =
  "The Auth emulator's sign-in page is not one this server can show safely (a newer emulator?).";
export const FOREIGN_REDIRECT = 'redirectUrl must be a page of this site.';

export interface EmulatorProxyOptions {
  emulatorHost: string;
  /** The emulator's project (its accounts are listed on the sign-in page). */
  projectId: string;
  issued: EmulatorTokensRepository;
  /** ID tokens a sign-out spent: the proxy's lookup and linking refuse them too. */
  spent: SpentIdTokensRepository;
  /** HDS_UNSAFE_EMULATOR_ON_NETWORK: answer requests from other machines too. */
  allowNetwork: boolean;
}

type Fields = Record<string, unknown>;

/** A refusal the Firebase SDK understands (`error.message` is its code) that still has a detail. */
function refuse(reply: FastifyReply, status: number, code: string, detail: string) {
  return reply.status(status).send({
    error: { code: status, message: code, errors: [{ message: code, reason: 'invalid' }] },
    detail,
  });
}

/** The request body as fields: JSON (identitytoolkit) or a form (securetoken); null if neither. */
function fieldsOf(request: FastifyRequest): Fields | null {
  const raw = typeof request.body === 'string' ? request.body : '';
  if (String(request.headers['content-type']).includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const v: unknown = JSON.parse(raw);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : null;
  } catch {
    return null;
  }
}

const pick = (fields: Fields, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]]));

/**
 * Forwards the few Auth emulator calls the studio's sign-in needs through this origin, so the
 * page, the sign-in handler and its iframe are all same-origin: redirect sign-in then works
 * whatever host name the user typed, and only one port needs to be reachable.
 *
 * Only those calls pass — anonymous sign-up, Google sign-in and linking (signInWithIdp), the
 * account lookup, token refresh and the two sign-in pages — never the emulator's admin API
 * (`Authorization: Bearer owner`, /emulator/v1/*, custom tokens, batchGet, delete…). Every token
 * handed out is stamped and recorded (features/auth/emulatorTokens.ts), and a call presenting a token
 * (lookup, linking, refresh) must present one that was.
 */
export async function emulatorProxy(app: FastifyInstance, opts: EmulatorProxyOptions) {
  if (!opts.allowNetwork) onlyFromThisMachine(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_r, body, done) =>
    done(null, body),
  );
  const upstream = `http://${opts.emulatorHost}`;

  async function call(path: string, request: FastifyRequest, body: string, contentType: string) {
    const key = new URL(request.url, 'http://x').searchParams.get('key') ?? '';
    const res = await reach(`${upstream}${path}?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    const text = await res.text();
    let json: Fields | null = null;
    try {
      json = JSON.parse(text) as Fields;
    } catch {
      /* passed on as it is */
    }
    return { status: res.status, json, text, contentType: res.headers.get('content-type') };
  }

  async function stampId(value: unknown): Promise<string | undefined> {
    if (typeof value !== 'string') return undefined;
    const stamped = stampIdToken(value);
    if (!stamped?.expiresAt) return undefined;
    await opts.issued.record('id', stamped.token, stamped.uid, stamped.expiresAt);
    return stamped.token;
  }

  async function stampRefresh(value: unknown): Promise<string | undefined> {
    if (typeof value !== 'string') return undefined;
    const stamped = stampRefreshToken(value);
    if (!stamped) return undefined;
    await opts.issued.record(
      'refresh',
      stamped.token,
      stamped.uid,
      new Date(Date.now() + REFRESH_TOKEN_IDLE_MS),
    );
    return stamped.token;
  }

  /**
   * One allowed identitytoolkit call: POST, JSON, no credentials but the API key; `prepare`
   * returns the fields to forward or sends a refusal. A token-bearing answer is stamped.
   */
  function identityCall(
    name: string,
    prepare: (fields: Fields, reply: FastifyReply) => Promise<Fields | null>,
  ) {
    app.post(`${IDT}/accounts::${name}`, async (request, reply) => {
      if (request.headers.authorization) return refuse(reply, 403, 'PERMISSION_DENIED', NO_ADMIN);
      const fields = fieldsOf(request);
      if (!fields) return refuse(reply, 400, 'INVALID_JSON', 'The request body must be JSON.');
      const forward = await prepare(fields, reply);
      if (!forward) return reply;
      const res = await call(
        `${IDT}/accounts:${name}`,
        request,
        JSON.stringify(forward),
        'application/json',
      );
      if (res.status === 200 && res.json) {
        if (res.json.idToken !== undefined) res.json.idToken = await stampId(res.json.idToken);
        if (res.json.refreshToken !== undefined) {
          res.json.refreshToken = await stampRefresh(res.json.refreshToken);
        }
        // Issued together: a sign-out of the ID token's session revokes its refresh token.
        const { idToken, refreshToken, localId } = res.json;
        if (typeof idToken === 'string' && typeof refreshToken === 'string') {
          await opts.issued.link(
            idToken,
            refreshToken,
            typeof localId === 'string' ? localId : '',
            new Date(Date.now() + REFRESH_TOKEN_IDLE_MS),
          );
        }
      }
      return send(reply, res);
    });
  }

  function send(
    reply: FastifyReply,
    res: { status: number; json: Fields | null; text: string; contentType: string | null },
  ) {
    reply.status(res.status).header('cache-control', 'no-store');
    if (res.json) return reply.send(res.json);
    return reply.type(res.contentType ?? 'text/plain').send(res.text);
  }

  const issuedIdToken = async (fields: Fields, reply: FastifyReply) => {
    if (fields.idToken === undefined) return true;
    if (
      typeof fields.idToken === 'string' &&
      (await opts.issued.issuedTo('id', fields.idToken)) &&
      !(await opts.spent.isSpent(fields.idToken))
    ) {
      return true;
    }
    refuse(reply, 400, 'INVALID_ID_TOKEN', 'This ID token was not issued through this server.');
    return false;
  };

  // signInAnonymously: `{returnSecureToken: true}` and nothing else (no e-mail, no password).
  identityCall('signUp', async (fields, reply) => {
    if (Object.keys(fields).some((k) => k !== 'returnSecureToken')) {
      refuse(reply, 400, 'OPERATION_NOT_ALLOWED', 'Only anonymous sign-up is available here.');
      return null;
    }
    return { returnSecureToken: true };
  });

  // signInWithCredential / linkWithCredential with a Google credential.
  identityCall('signInWithIdp', async (fields, reply) => {
    const providerId = new URLSearchParams(String(fields.postBody ?? '')).get('providerId');
    if (providerId !== 'google.com') {
      refuse(reply, 400, 'OPERATION_NOT_ALLOWED', 'Only Google sign-in is available here.');
      return null;
    }
    if (!(await issuedIdToken(fields, reply))) return null;
    return pick(fields, [
      'requestUri',
      'postBody',
      'sessionId',
      'returnSecureToken',
      'returnIdpCredential',
      'idToken',
    ]);
  });

  // The SDK reloads the signed-in user (on start and before linking) with its own ID token.
  identityCall('lookup', async (fields, reply) => {
    if (typeof fields.idToken !== 'string') {
      refuse(reply, 400, 'MISSING_ID_TOKEN', 'An ID token is required.');
      return null;
    }
    return (await issuedIdToken(fields, reply)) ? { idToken: fields.idToken } : null;
  });

  // Token refresh: only a refresh token this server handed out; the answer keeps it.
  app.post(TOKEN, async (request, reply) => {
    if (request.headers.authorization) return refuse(reply, 403, 'PERMISSION_DENIED', NO_ADMIN);
    const fields = fieldsOf(request) ?? {};
    const grantType = fields.grant_type ?? fields.grantType;
    const refreshToken = fields.refresh_token ?? fields.refreshToken;
    const uid =
      grantType === 'refresh_token' && typeof refreshToken === 'string'
        ? await opts.issued.issuedTo('refresh', refreshToken)
        : null;
    if (!uid || typeof refreshToken !== 'string') {
      return refuse(
        reply,
        400,
        'INVALID_REFRESH_TOKEN',
        'This refresh token was not issued through this server.',
      );
    }
    const res = await call(
      TOKEN,
      request,
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      'application/x-www-form-urlencoded',
    );
    if (res.status === 200 && res.json) {
      if (res.json.user_id !== uid) {
        return refuse(reply, 400, 'INVALID_REFRESH_TOKEN', 'This refresh token is not valid.');
      }
      const idToken = await stampId(res.json.access_token ?? res.json.id_token);
      res.json.access_token = idToken;
      res.json.id_token = idToken;
      // The emulator's answer is the same token without our nonce: hand back the one it
      // replaces, now valid for longer.
      await opts.issued.record(
        'refresh',
        refreshToken,
        uid,
        new Date(Date.now() + REFRESH_TOKEN_IDLE_MS),
      );
      res.json.refresh_token = refreshToken;
      if (idToken) {
        await opts.issued.link(
          idToken,
          refreshToken,
          uid,
          new Date(Date.now() + REFRESH_TOKEN_IDLE_MS),
        );
      }
    }
    return send(reply, res);
  });

  // The sign-in page's template: the emulator's page with an empty account list, and the
  // hashes of its own scripts (features/auth/emulatorSignInPage.ts). Fetched once.
  let template: Promise<{ html: string; hashes: string[] }> | null = null;
  const handlerTemplate = () =>
    (template ??= reach(`${upstream}${templatePath(HANDLER)}`)
      .then(async (res) => {
        if (!res.ok) throw new HttpError(502, UNREACHABLE);
        const html = withoutExternalScripts(await res.text());
        return { html, hashes: inlineScriptHashes(html) };
      })
      .catch((err: unknown) => {
        template = null;
        throw err;
      }));

  const adminJson = async (path: string) => {
    const res = await reach(`${upstream}${path}`, { headers: { authorization: 'Bearer owner' } });
    if (!res.ok) throw new HttpError(502, UNREACHABLE);
    return (await res.json()) as BatchGetReply;
  };

  app.get(HANDLER, async (request, reply) => {
    const query = new URL(request.url, 'http://x').searchParams;
    const apiKey = query.get('apiKey');
    const providerId = query.get('providerId');
    if (!apiKey || !providerId) {
      throw new HttpError(400, 'The apiKey and providerId query parameters are required.');
    }
    if (providerId !== 'google.com') {
      throw new HttpError(400, 'Only Google sign-in is available here.');
    }
    // The page sends the browser to redirectUrl once an account is picked: only to this site.
    const redirectUrl = query.get('redirectUrl');
    if (redirectUrl !== null && !isOwnPage(app, request, redirectUrl)) {
      throw new HttpError(400, FOREIGN_REDIRECT);
    }
    const { html, hashes } = await handlerTemplate();
    const page = signInPage(html, await providerAccounts(adminJson, opts.projectId, providerId));
    if (page === null) throw new HttpError(502, PAGE_CHANGED);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', emulatorPageCsp(hashes, null, false))
      .type('text/html; charset=utf-8')
      .send(page);
  });

  // The helper frame echoes nothing: its own scripts by hash, and gapi for the popup flow.
  app.get(IFRAME, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const res = await reach(`${upstream}${IFRAME}${query}`);
    const html = await res.text();
    return reply
      .status(res.status)
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        emulatorPageCsp(inlineScriptHashes(html), 'https://apis.google.com', true),
      )
      .type(res.headers.get('content-type') ?? 'text/html; charset=utf-8')
      .send(html);
  });

  for (const prefix of EMULATOR_PREFIXES) {
    app.all(`${prefix}*`, async (_request, reply) =>
      reply.status(404).send({ detail: NOT_PROXIED }),
    );
  }
}

/** CSP hashes of a page's attribute-less inline scripts. */
export const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );

/**
 * The emulator's pages run their own inline scripts, allowed by hash. The sign-in page loads
 * no script from elsewhere (its Material Components script from unpkg.com is removed; the page
 * guards its use), so no published npm file can run on this origin; the helper iframe, which
 * echoes nothing, may load gapi from Google for the popup flow. Both work offline. Their
 * stylesheets may still come from unpkg.com and Google Fonts: CSS runs nothing. Only the
 * iframe may be framed.
 */
export function emulatorPageCsp(
  scriptHashes: string[],
  scriptOrigin: string | null,
  framable: boolean,
) {
  const sources = [...scriptHashes, ...(scriptOrigin ? [scriptOrigin] : [])];
  return [
    "default-src 'none'",
    `script-src ${sources.length ? sources.join(' ') : "'none'"}`,
    "style-src 'self' 'unsafe-inline' https://unpkg.com https://fonts.googleapis.com",
    'font-src https://fonts.gstatic.com',
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${framable ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** Whether `url` is a page of the site the request came to (or of PUBLIC_URL). */
function isOwnPage(app: FastifyInstance, request: FastifyRequest, url: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  const origins = new Set([app.publicOrigin(request)]);
  try {
    origins.add(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // A Host header that is no host: only the public origin then.
  }
  return origins.has(target.origin);
}

/** fetch to the emulator; unreachable is a 502 with a detail (the error handler sends it). */
async function reach(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new HttpError(502, UNREACHABLE);
  }
}
