/**
 * Issue #18 defects 1, 2 and 9: on the default install (Firebase Auth emulator, SQLite) nobody
 * can sign in as somebody else, the emulator's admin API is not reachable through the server,
 * and the sign-in endpoints are rate limited with a bounded, rotating set of sessions.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browser, startTestServer, TEST_PROJECT } from '../helpers/server.ts';
import { forgeToken } from '../helpers/idp.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const IDT = '/identitytoolkit.googleapis.com/v1';
const INVALID_TOKEN = 'Invalid or expired ID token.';

/** A call to the server's emulator proxy, as the browser SDK (or an attacker) makes it. */
async function viaProxy(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  extra: Partial<InjectOptions> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url,
    ...(payload === undefined
      ? {}
      : typeof payload === 'string'
        ? {
            payload,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { payload: payload as InjectOptions['payload'] }),
    ...extra,
    headers: {
      ...(typeof payload === 'string'
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : {}),
      ...(extra.headers as Record<string, string>),
    },
  });
  let body: Record<string, unknown> = {};
  try {
    body = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, res };
}

const googleClaims = (email: string) =>
  `id_token=${encodeURIComponent(
    JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: 'Test' }),
  )}&providerId=google.com`;

/** A guest made through the proxy: uid, ID token and refresh token as the SDK would hold them. */
async function guestViaProxy(app: FastifyInstance) {
  const r = await viaProxy(app, `${IDT}/accounts:signUp?key=demo-api-key`, {
    returnSecureToken: true,
  });
  expect(r.status).toBe(200);
  return {
    uid: r.body.localId as string,
    idToken: r.body.idToken as string,
    refreshToken: r.body.refreshToken as string,
  };
}

async function googleViaProxy(app: FastifyInstance, email: string, linkTo?: string) {
  const r = await viaProxy(app, `${IDT}/accounts:signInWithIdp?key=demo-api-key`, {
    postBody: googleClaims(email),
    requestUri: 'http://localhost',
    returnSecureToken: true,
    ...(linkTo ? { idToken: linkTo } : {}),
  });
  return r;
}

/** The emulator's own refresh-token format: base64 JSON, which anyone can write. */
const forgeRefreshToken = (uid: string, provider = 'anonymous') =>
  Buffer.from(
    JSON.stringify({
      _AuthEmulatorRefreshToken: 'DO NOT MODIFY',
      localId: uid,
      provider,
      extraClaims: {},
      projectId: TEST_PROJECT,
    }),
  ).toString('base64');

/** Asks the emulator directly (never through the server) whether an account exists. */
async function existsInEmulator(projectId: string, uid: string): Promise<boolean> {
  const res = await fetch(
    `http://${inject('authEmulatorHost')}${IDT}/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const json = (await res.json()) as { users?: unknown[] };
  return (json.users ?? []).length === 1;
}

async function session(app: FastifyInstance, idToken: string) {
  const b = browser(app);
  await b.get('/api/v1/auth/csrf/');
  const res = await b.post('/api/v1/auth/session', { idToken });
  return { b, res };
}

// Raised only where a test makes many sessions on purpose; the rate-limit tests use the default.
const MANY = { AUTH_RATE_LIMIT_PER_MINUTE: '1000' };

let server: Server;
beforeAll(async () => {
  server = await startTestServer(MANY);
});
afterAll(() => server.close());

describe('defect 1: no session from a token the emulator did not issue through this server', () => {
  it('refuses an unsigned (alg none) token naming an existing user', async () => {
    const victim = await guestViaProxy(server.app);
    expect((await session(server.app, victim.idToken)).res.statusCode).toBe(200);

    const forged = forgeToken(TEST_PROJECT, victim.uid);
    const { b, res } = await session(server.app, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: INVALID_TOKEN });
    expect(b.jar.has('sessionid')).toBe(false);
    const validate = await b.post('/api/v1/auth/validate', { idToken: forged });
    expect(validate.statusCode).toBe(401);
    expect(validate.json()).toEqual({ detail: INVALID_TOKEN });
  });

  it('refuses a forged token naming an existing Google user', async () => {
    const victim = await googleViaProxy(server.app, 'victim-google@example.com');
    expect(victim.status).toBe(200);
    const forged = forgeToken(TEST_PROJECT, victim.body.localId as string);
    expect((await session(server.app, forged)).res.statusCode).toBe(401);
  });

  it('refuses the unsigned custom-token sign-in through the proxy', async () => {
    const victim = await guestViaProxy(server.app);
    for (const token of [
      JSON.stringify({ uid: victim.uid }),
      forgeToken(TEST_PROJECT, victim.uid),
    ]) {
      const r = await viaProxy(server.app, `${IDT}/accounts:signInWithCustomToken?key=k`, {
        token,
        returnSecureToken: true,
      });
      expect(r.status).toBe(404);
      expect(r.body.detail).toBeTruthy();
      expect(r.body.idToken).toBeUndefined();
    }
  });

  it('refuses a forged refresh token at the proxied token endpoint', async () => {
    const victim = await guestViaProxy(server.app);
    const form = `grant_type=refresh_token&refresh_token=${encodeURIComponent(
      forgeRefreshToken(victim.uid),
    )}`;
    const r = await viaProxy(server.app, '/securetoken.googleapis.com/v1/token?key=k', form);
    expect(r.status).toBe(400);
    expect(r.body.detail).toBeTruthy();
    expect(r.body.id_token).toBeUndefined();
    expect(r.body.access_token).toBeUndefined();
    // The JSON spelling of the same request is refused too.
    const json = await viaProxy(server.app, '/securetoken.googleapis.com/v1/token?key=k', {
      grantType: 'refresh_token',
      refreshToken: forgeRefreshToken(victim.uid),
    });
    expect(json.status).toBe(400);
    expect(json.body.access_token).toBeUndefined();
  });

  it('refuses to link a Google identity to an account named by a forged token', async () => {
    const victim = await guestViaProxy(server.app);
    const r = await googleViaProxy(
      server.app,
      'attacker-link@example.com',
      forgeToken(TEST_PROJECT, victim.uid),
    );
    expect(r.status).toBe(400);
    expect(r.body.idToken).toBeUndefined();
    // The victim is still a guest: a genuine token of theirs still converts nothing.
    const lookup = await viaProxy(server.app, `${IDT}/accounts:lookup?key=k`, {
      idToken: victim.idToken,
    });
    expect(lookup.status).toBe(200);
    const [user] = lookup.body.users as { providerUserInfo?: unknown[] }[];
    expect(user!.providerUserInfo ?? []).toEqual([]);
  });

  it("refuses a lookup of someone else's account with a forged token", async () => {
    const victim = await googleViaProxy(server.app, 'lookup-victim@example.com');
    const r = await viaProxy(server.app, `${IDT}/accounts:lookup?key=k`, {
      idToken: forgeToken(TEST_PROJECT, victim.body.localId as string),
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).not.toContain('lookup-victim@example.com');
  });

  it('refuses a sign-up that is not anonymous (e-mail and password)', async () => {
    const r = await viaProxy(server.app, `${IDT}/accounts:signUp?key=k`, {
      email: 'pw@example.com',
      password: 'secret123',
      returnSecureToken: true,
    });
    expect(r.status).toBe(400);
    expect(r.body.idToken).toBeUndefined();
  });
});

describe('a genuine sign-in through the proxy still works', () => {
  it('anonymous: sign-up, session, token refresh and a session from the refreshed token', async () => {
    const guest = await guestViaProxy(server.app);
    const { b, res } = await session(server.app, guest.idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ uid: guest.uid, isAnonymous: true });
    expect((await b.post('/api/v1/auth/validate', { idToken: guest.idToken })).json()).toEqual({
      valid: true,
      uid: guest.uid,
    });

    const refreshed = await viaProxy(
      server.app,
      '/securetoken.googleapis.com/v1/token?key=demo-api-key',
      `grant_type=refresh_token&refresh_token=${encodeURIComponent(guest.refreshToken)}`,
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user_id).toBe(guest.uid);
    expect(refreshed.body.refresh_token).toBe(guest.refreshToken);
    const again = await session(server.app, refreshed.body.access_token as string);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json().user.uid).toBe(guest.uid);
  });

  it('Google: sign-in with the IdP, then the account lookup the SDK makes', async () => {
    const google = await googleViaProxy(server.app, 'genuine@example.com');
    expect(google.status).toBe(200);
    const { res } = await session(server.app, google.body.idToken as string);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'genuine@example.com', isAnonymous: false });
    const lookup = await viaProxy(server.app, `${IDT}/accounts:lookup?key=k`, {
      idToken: google.body.idToken,
    });
    expect(lookup.status).toBe(200);
    expect((lookup.body.users as { email: string }[])[0]!.email).toBe('genuine@example.com');
  });

  it('guest → Google: linking keeps the uid and the guest session converts', async () => {
    const guest = await guestViaProxy(server.app);
    const { b } = await session(server.app, guest.idToken);
    const linked = await googleViaProxy(server.app, 'linked@example.com', guest.idToken);
    expect(linked.status).toBe(200);
    expect(linked.body.localId).toBe(guest.uid);
    const res = await b.post('/api/v1/auth/convert', { idToken: linked.body.idToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ uid: guest.uid, isAnonymous: false });
  });

  it("serves the emulator's sign-in page and helper iframe (the redirect flow loads them)", async () => {
    for (const url of [
      '/emulator/auth/handler?apiKey=demo-api-key&providerId=google.com&authType=signInViaRedirect',
      '/emulator/auth/iframe?apiKey=demo-api-key&appName=%5BDEFAULT%5D',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('prints account names as text and runs only its own scripts on the sign-in page', async () => {
    const injected = 'document.title="owned"';
    const r = await viaProxy(server.app, `${IDT}/accounts:signInWithIdp?key=k`, {
      postBody: `id_token=${encodeURIComponent(
        JSON.stringify({
          sub: 'google-xss',
          email: 'xss@example.com',
          name: `<script>${injected}</script><img src=x onerror="${injected}">`,
        }),
      )}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    });
    expect(r.status).toBe(200);
    const page = await server.app.inject({
      method: 'GET',
      url: '/emulator/auth/handler?apiKey=demo-api-key&providerId=google.com',
    });
    expect(page.body).not.toContain(`<script>${injected}`);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;script&gt;document.title=&quot;owned&quot;&lt;/script&gt;');
    const csp = String(page.headers['content-security-policy']);
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(csp).not.toContain(sha(injected));
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // No script from another site (unpkg.com serves any published npm file).
    expect(csp).not.toMatch(/script-src[^;]*(https?:|\*)/);
    // The page's own script is allowed: the last inline script is the widget's.
    const own = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)![1]!;
    expect(csp).toContain(sha(own));
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("defect 2: the emulator's admin API is not proxied", () => {
  it('refuses `Authorization: Bearer owner` (accounts:batchGet lists nobody)', async () => {
    await guestViaProxy(server.app);
    for (const url of [
      `${IDT}/projects/${TEST_PROJECT}/accounts:batchGet?maxResults=100`,
      `${IDT}/accounts:batchGet?maxResults=100`,
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer owner' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBeTruthy();
      expect(res.json().users).toBeUndefined();
    }
    // Even an allowed call is refused with the admin credential.
    const r = await viaProxy(
      server.app,
      `${IDT}/accounts:lookup?key=k`,
      { localId: ['anyone'] },
      { headers: { authorization: 'Bearer owner' } },
    );
    expect(r.status).toBe(403);
    expect(r.body.users).toBeUndefined();
  });

  it.each([
    ['GET', `/emulator/v1/projects/${TEST_PROJECT}/oobCodes`],
    ['GET', `/emulator/v1/projects/${TEST_PROJECT}/config`],
    ['GET', `/emulator/action?mode=resetPassword&oobCode=x&apiKey=k`],
    ['GET', '/emulator/openapi.json'],
    ['POST', `${IDT}/accounts:delete?key=k`],
    ['POST', `${IDT}/accounts:query?key=k`],
    ['POST', `${IDT}/accounts:update?key=k`],
    ['POST', `${IDT}/accounts:sendOobCode?key=k`],
    ['POST', `${IDT}/projects/${TEST_PROJECT}/accounts`],
    ['PATCH', `/emulator/v1/projects/${TEST_PROJECT}/config`],
    ['GET', `${IDT}/accounts:signUp?key=k`],
    ['PUT', '/securetoken.googleapis.com/v1/token'],
  ])('answers %s %s with 404 and a detail', async (method, url) => {
    const res = await server.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: { authorization: 'Bearer owner' },
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTruthy();
  });

  it('DELETE /emulator/v1/projects/{id}/accounts is refused and every user survives', async () => {
    // A throwaway project, so that a regression here cannot wipe the other suites' users.
    const project = 'demo-hds-security-wipe';
    const created = await fetch(
      `http://${inject('authEmulatorHost')}${IDT}/projects/${project}/accounts`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: 'wipe-survivor' }),
      },
    );
    expect(created.ok).toBe(true);
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/emulator/v1/projects/${project}/accounts`,
      headers: { authorization: 'Bearer owner' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTruthy();
    expect(await existsInEmulator(project, 'wipe-survivor')).toBe(true);
  });
});

describe('emulator mode answers sign-in requests addressed to this machine only', () => {
  it.each([
    ['Host: evil.example', { host: 'evil.example' }],
    ['Host: a LAN address', { host: '192.168.1.20:8080' }],
    ['a reverse proxy (X-Forwarded-For)', { 'x-forwarded-for': '203.0.113.9' }],
    ['a reverse proxy (Forwarded)', { forwarded: 'for=203.0.113.9' }],
  ])('refuses %s with 403 and a detail', async (_name, headers) => {
    const guest = await guestViaProxy(server.app);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { idToken: guest.idToken },
      headers: { ...headers, cookie: 'csrftoken=t', 'x-csrftoken': 't' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/emulator/i);
    const proxied = await viaProxy(
      server.app,
      `${IDT}/accounts:signUp?key=k`,
      { returnSecureToken: true },
      { headers },
    );
    expect(proxied.status).toBe(403);
    expect(proxied.body.idToken).toBeUndefined();
    const page = await server.app.inject({
      method: 'GET',
      url: '/emulator/auth/handler?apiKey=k&providerId=google.com',
      headers,
    });
    expect(page.statusCode).toBe(403);
  });

  it.each([['localhost:8080'], ['127.0.0.1:8080'], ['[::1]:8080'], ['studio.localhost']])(
    'accepts Host: %s',
    async (host) => {
      const r = await viaProxy(
        server.app,
        `${IDT}/accounts:signUp?key=k`,
        { returnSecureToken: true },
        { headers: { host } },
      );
      expect(r.status).toBe(200);
    },
  );

  it('answers other hosts with the explicit override', async () => {
    const open = await startTestServer({
      ...MANY,
      HOST: '0.0.0.0',
      HDS_UNSAFE_EMULATOR_ON_NETWORK: 'anyone-can-sign-in-as-anyone',
    });
    try {
      const r = await viaProxy(
        open.app,
        `${IDT}/accounts:signUp?key=k`,
        { returnSecureToken: true },
        { headers: { host: '192.168.1.20:8080' } },
      );
      expect(r.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('defect 9: sign-in rate limits, a session cap and rotation', () => {
  it.each([['session'], ['validate'], ['convert']])(
    'POST /auth/%s answers 429 after the default limit (20 a minute per address)',
    async (route) => {
      const strict = await startTestServer();
      try {
        const b = browser(strict.app);
        await b.get('/api/v1/auth/csrf/');
        const statuses: number[] = [];
        for (let i = 0; i < 21; i++) {
          statuses.push((await b.post(`/api/v1/auth/${route}`, { idToken: 'x' })).statusCode);
        }
        expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
        const last = await b.post(`/api/v1/auth/${route}`, { idToken: 'x' });
        expect(last.statusCode).toBe(429);
        expect(last.json().detail).toMatch(/^Too many requests; try again in \d+ seconds$/);
        expect(last.headers['retry-after']).toBeTruthy();
      } finally {
        await strict.close();
      }
    },
  );

  it('keeps at most 20 live sessions per user: the oldest goes first', async () => {
    const google = await googleViaProxy(server.app, 'many-devices@example.com');
    const cookies: string[] = [];
    for (let i = 0; i < 21; i++) {
      const { b, res } = await session(server.app, google.body.idToken as string);
      expect(res.statusCode).toBe(200);
      cookies.push(b.jar.get('sessionid')!);
    }
    const me = async (sid: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { cookie: `sessionid=${sid}` },
        })
      ).json().isAuthenticated;
    expect(await me(cookies[0]!)).toBe(false);
    for (const sid of cookies.slice(1)) expect(await me(sid)).toBe(true);
  });

  it('rotates the session on sign-in: the previous cookie is dead', async () => {
    const guest = await guestViaProxy(server.app);
    const { b } = await session(server.app, guest.idToken);
    const before = b.jar.get('sessionid')!;
    const again = await b.post('/api/v1/auth/session', { idToken: guest.idToken });
    expect(again.statusCode).toBe(200);
    const after = b.jar.get('sessionid')!;
    expect(after).not.toBe(before);
    const old = await server.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: `sessionid=${before}` },
    });
    expect(old.json().isAuthenticated).toBe(false);
    expect((await b.get('/api/v1/auth/me')).json().isAuthenticated).toBe(true);
  });

  it('rotates the session on conversion: the guest cookie is dead', async () => {
    const guest = await guestViaProxy(server.app);
    const { b } = await session(server.app, guest.idToken);
    const guestCookie = b.jar.get('sessionid')!;
    const linked = await googleViaProxy(server.app, 'rotated@example.com', guest.idToken);
    const res = await b.post('/api/v1/auth/convert', { idToken: linked.body.idToken });
    expect(res.statusCode).toBe(200);
    expect(b.jar.get('sessionid')).not.toBe(guestCookie);
    const old = await server.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: `sessionid=${guestCookie}` },
    });
    expect(old.json().isAuthenticated).toBe(false);
    expect((await b.get('/api/v1/auth/me')).json().user.isAnonymous).toBe(false);
  });
});
