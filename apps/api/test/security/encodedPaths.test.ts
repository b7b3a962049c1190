import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@hds/api-client/contract';
import { CSRF_FAILED } from '../../src/plugins/csrf.ts';
import { startTestServer } from '../helpers/server.ts';
import { HD, signedIn, type Client } from '../helpers/session.ts';

/**
 * The router decodes and normalises the path before it matches a route; the CSRF and session
 * checks must decide on that same route, not on the raw URL, or `/%61pi/…` walks past them.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A call carrying the session cookie only, as a cross-site form or fetch would. */
function cookieOnly(u: Client, method: string, url: string, payload?: unknown) {
  return server.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: `${SESSION_COOKIE}=${u.jar.get(SESSION_COOKIE)}` },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

async function stillSignedIn(u: Client) {
  const me = await u.get('/api/v1/auth/me');
  return me.json().isAuthenticated === true;
}

const event = () => ({
  event: 'page_view',
  timestamp: new Date().toISOString(),
  session_id: 'session_encoded_1',
  anonymous_id: 'visitor_encoded_1',
});

describe('percent-encoded, doubled and re-cased paths', () => {
  it('POST /%61pi/v1/auth/logout without the CSRF header is refused and the session stays', async () => {
    const u = await signedIn(server.app);
    const res = await cookieOnly(u, 'POST', '/%61pi/v1/auth/logout');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CSRF_FAILED });
    expect(await stillSignedIn(u)).toBe(true);
  });

  it('POST /%61pi/v1/analytics/events/ without a token is refused', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/%61pi/v1/analytics/events/',
      payload: { events: [event()] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CSRF_FAILED });
  });

  it.each([
    ['an encoded letter further in', '/api/v1/%61uth/logout'],
    ['every letter encoded', '/%61%70%69/%76%31/%61%75%74%68/%6c%6f%67%6f%75%74'],
    ['an upper-case escape', '/%41pi/v1/auth/logout'],
    ['an encoded slash', '/api%2Fv1%2Fauth%2Flogout'],
    ['an encoded slash, lower case', '/api%2fv1/auth/logout'],
    ['doubled slashes', '//api//v1//auth//logout'],
    ['doubled slashes and an escape', '//%61pi/v1/auth/logout/'],
    ['a trailing slash', '/api/v1/auth/logout/'],
    ['upper case', '/API/v1/auth/logout'],
    ['mixed case, encoded', '/%41PI/v1/auth/logout'],
    ['a query string', '/%61pi/v1/auth/logout?next=/'],
  ])('%s (%s) never logs out without the token', async (_name, url) => {
    const u = await signedIn(server.app);
    const res = await cookieOnly(u, 'POST', url);
    // Refused by the CSRF check, or not a route at all: never a logout.
    expect([403, 404]).toContain(res.statusCode);
    expect(typeof res.json().detail).toBe('string');
    expect(res.headers['set-cookie'] ?? '').not.toContain(`${SESSION_COOKIE}=;`);
    expect(await stillSignedIn(u)).toBe(true);
  });

  it('an encoded /api path that is no route is still checked before its 404', async () => {
    const u = await signedIn(server.app);
    const res = await cookieOnly(u, 'POST', '/%61pi/v1/no-such-thing/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CSRF_FAILED });
  });

  it('the upper-case path is not a route (the router is case-sensitive)', async () => {
    const u = await signedIn(server.app);
    const res = await u.post('/API/v1/auth/logout');
    expect(res.statusCode).toBe(404);
    expect(await stillSignedIn(u)).toBe(true);
  });

  it('a state change on an encoded home-design path needs the token too', async () => {
    const u = await signedIn(server.app);
    const { id } = (await u.post(`${HD}/projects/`, { title: 'Keep me' })).json();
    const encoded = `/%61pi/v1/home-design/%70rojects/${id}/`;
    const patched = await cookieOnly(u, 'PATCH', encoded, { title: 'Taken over' });
    expect(patched.statusCode).toBe(403);
    const deleted = await cookieOnly(u, 'DELETE', encoded);
    expect(deleted.statusCode).toBe(403);
    expect((await u.get(`${HD}/projects/${id}/`)).json().title).toBe('Keep me');
  });

  it('the session is resolved on an encoded path, and logout with the token works there', async () => {
    const u = await signedIn(server.app);
    const me = await u.get('/%61pi/v1/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().isAuthenticated).toBe(true);
    const list = await u.get(`/%61pi/v1/home-design/projects/`);
    expect(list.statusCode).toBe(200);
    const out = await u.post('/%61pi/v1/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(await stillSignedIn(u)).toBe(false);
  });

  it('a GET on an encoded path issues the CSRF cookie as /api does', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/%61pi/v1/auth/csrf/' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie?.value).toBeTruthy();
    expect(res.json().csrfToken).toBe(cookie?.value);
  });

  it('an encoded /api path is not served as the studio page', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/%61pi/v1/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(typeof res.json().detail).toBe('string');
  });

  it.each([
    ['POST', '/api/v1/auth/%zzlogout'],
    ['POST', '/%E0%A4%A/v1/auth/logout'],
    ['GET', '/api/v1/home-design/projects/%/'],
  ])('a malformed escape (%s %s) is a 400 with a detail', async (method, url) => {
    const u = await signedIn(server.app);
    const res = await u.send({
      method: method as 'GET',
      url,
      headers: { [CSRF_HEADER]: u.jar.get(CSRF_COOKIE)! },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
    expect(await stillSignedIn(u)).toBe(true);
  });
});
