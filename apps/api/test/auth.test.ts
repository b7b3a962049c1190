import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestServer, TEST_PROJECT } from './helpers/server.ts';
import { forgeToken, signInWithGoogle, signUpAnonymously } from './helpers/idp.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('CSRF double submit', () => {
  it('issues a readable csrftoken cookie on GET /api/v1/auth/csrf/', async () => {
    const b = browser(server.app);
    const res = await b.get('/api/v1/auth/csrf/');
    expect(res.statusCode).toBe(200);
    expect(res.json().csrfToken).toBe(b.jar.get('csrftoken'));
    const cookie = res.cookies.find((c) => c.name === 'csrftoken')!;
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.sameSite).toBe('Lax');
  });

  it('refuses a POST without X-CSRFToken with 403 and a detail, creating no session', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const { idToken } = await signUpAnonymously(server.app);
    const res = await b.post('/api/v1/auth/session', { idToken }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/CSRF/);
    expect(b.jar.has('sessionid')).toBe(false);
    expect((await b.get('/api/v1/auth/me')).json().isAuthenticated).toBe(false);
  });

  it('refuses a header that does not match the cookie', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const { idToken } = await signUpAnonymously(server.app);
    const res = await b.send({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { idToken },
      csrf: false,
      headers: { 'x-csrftoken': 'attacker-chosen' },
    });
    expect(res.statusCode).toBe(403);
    expect(b.jar.has('sessionid')).toBe(false);
  });
});

describe('ID token verification', () => {
  it('answers 400 with a detail for a missing token', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const res = await b.post('/api/v1/auth/session', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('idToken is required');
    expect(b.jar.has('sessionid')).toBe(false);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['a forged emulator-shaped token', forgeToken(TEST_PROJECT)],
    ['a token for another project', forgeToken('demo-other-project')],
  ])('answers 401 with a detail for %s and creates no session', async (_name, idToken) => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const res = await b.post('/api/v1/auth/session', { idToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Invalid or expired ID token.');
    expect(b.jar.has('sessionid')).toBe(false);
    expect((await b.get('/api/v1/auth/me')).json()).toEqual({ isAuthenticated: false, user: null });
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const res = await b.send({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: '{"idToken": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON body' });
  });

  it('answers 413 with a detail for a huge body', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const res = await b.post('/api/v1/auth/session', { idToken: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('Request body is too large');
  });
});

describe('guest session lifecycle', () => {
  it('creates an httpOnly session for a guest, reports it on me, and logs out', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const { uid, idToken } = await signUpAnonymously(server.app);
    const res = await b.post('/api/v1/auth/session', { idToken });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sessionid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const me = (await b.get('/api/v1/auth/me')).json();
    expect(me).toEqual({
      isAuthenticated: true,
      user: {
        uid,
        email: null,
        displayName: 'Guest',
        name: 'Guest',
        isAnonymous: true,
        // The guest plan's monthly designs, as the quota and the credits box count them.
        quota: { used: 0, limit: 10, hasDiscoveryCall: false },
        plan: {
          id: 'guest',
          label: 'Guest (Limited)',
          monthlyDesigns: 10,
          apiAccess: false,
          watermarkExports: true,
        },
        isModerator: false,
      },
    });

    const out = await b.post('/api/v1/auth/logout');
    expect(out.json()).toEqual({ success: true, clearLocalAuth: true });
    expect((await b.get('/api/v1/auth/me')).json().isAuthenticated).toBe(false);
  });

  it('a stolen-then-logged-out session cookie is dead', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    await b.post('/api/v1/auth/session', {
      idToken: (await signUpAnonymously(server.app)).idToken,
    });
    const stolen = b.jar.get('sessionid')!;
    await b.post('/api/v1/auth/logout');
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: `sessionid=${stolen}` },
    });
    expect(res.json().isAuthenticated).toBe(false);
  });

  it('validates a real token and rejects a forged one', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const { uid, idToken } = await signUpAnonymously(server.app);
    expect((await b.post('/api/v1/auth/validate', { idToken })).json()).toEqual({
      valid: true,
      uid,
    });
    expect(
      (await b.post('/api/v1/auth/validate', { idToken: forgeToken(TEST_PROJECT) })).statusCode,
    ).toBe(401);
  });
});

describe('converting a guest to Google', () => {
  it('keeps the same uid and turns the account into a registered one', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const guest = await signUpAnonymously(server.app);
    await b.post('/api/v1/auth/session', { idToken: guest.idToken });
    const linked = await signInWithGoogle(server.app, 'grace@example.com', guest.idToken);
    expect(linked.uid).toBe(guest.uid);

    const res = await b.post('/api/v1/auth/convert', { idToken: linked.idToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      uid: guest.uid,
      isAnonymous: false,
      email: 'grace@example.com',
      // The Google profile's name: the gallery shows it as the author of what they publish.
      displayName: 'grace',
    });
    expect((await b.get('/api/v1/auth/me')).json().user.isAnonymous).toBe(false);

    const again = await b.post('/api/v1/auth/convert', { idToken: linked.idToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('User must be anonymous to convert');
  });

  it('refuses to convert without a session', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const google = await signInWithGoogle(server.app, 'nosession@example.com');
    const res = await b.post('/api/v1/auth/convert', { idToken: google.idToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });

  it("refuses a token of a different account than the guest's", async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    await b.post('/api/v1/auth/session', {
      idToken: (await signUpAnonymously(server.app)).idToken,
    });
    const other = await signInWithGoogle(server.app, 'someone-else@example.com');
    const res = await b.post('/api/v1/auth/convert', { idToken: other.idToken });
    expect(res.statusCode).toBe(409);
    expect((await b.get('/api/v1/auth/me')).json().user.isAnonymous).toBe(true);
  });
});

describe('server basics', () => {
  it('reports health', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/Not found/);
  });

  it('keeps only the hash of session ids in the database', async () => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    await b.post('/api/v1/auth/session', {
      idToken: (await signUpAnonymously(server.app)).idToken,
    });
    const token = b.jar.get('sessionid')!;
    const { openDatabase } = await import('../src/db/connect.ts');
    const db = await openDatabase(server.config);
    const rows = await db.selectFrom('sessions').select('id_hash').execute();
    await db.destroy();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id_hash === token)).toBe(false);
  });
});
