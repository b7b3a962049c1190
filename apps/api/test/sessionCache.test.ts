import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@hds/api-client/contract';
import { sweepDueAccounts } from '../src/features/account/deleteAccount.ts';
import {
  SESSION_CACHE_TTL_MS,
  sessionCache,
  sessionsEnded,
  userChanged,
} from '../src/features/auth/sessionCache.ts';
import { openDatabase } from '../src/db/connect.ts';
import { MAX_SESSIONS_PER_USER, sessionHash } from '../src/features/auth/sessionsRepository.ts';
import type { User } from '../src/features/auth/usersRepository.ts';
import { storageFromConfig } from '../src/storage/fromConfig.ts';
import { signInWithGoogle, signUpAnonymously } from './helpers/idp.ts';
import { browser, startTestServer } from './helpers/server.ts';
import { HD } from './helpers/session.ts';

/**
 * The session cache (src/features/auth/sessionCache.ts) must never let an ended session or a deleted
 * user through: each case first makes the session's lookup cached (a request answered with
 * it), then ends it the way the product does, and the very next request must be refused.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let app: FastifyInstance;
beforeAll(async () => {
  // The cap case signs one account in 21 times: past the per-address sign-in limit.
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  app = server.app;
});
afterAll(() => server.close());

/** A request carrying only this session cookie (a copy kept by an attacker, another tab). */
const withCookie = (sid: string, url: string = authPaths.me) =>
  app.inject({ method: 'GET', url, headers: { cookie: `sessionid=${sid}` } });
const isSignedIn = async (sid: string) => (await withCookie(sid)).json().isAuthenticated;

async function signIn(idToken: string) {
  const b = browser(app);
  await b.get(authPaths.csrf);
  const res = await b.post(authPaths.session, { idToken });
  expect(res.statusCode).toBe(200);
  return { b, sid: b.jar.get('sessionid')! };
}

/** Makes the session's lookup cached: an answered API call with it. */
async function warm(sid: string) {
  expect((await withCookie(sid, `${HD}/projects/`)).statusCode).toBe(200);
  expect(await isSignedIn(sid)).toBe(true);
}

describe('session cache: whatever ends a session is seen at once', () => {
  it('sign-out: the signed-out cookie is refused on the next request', async () => {
    const { b, sid } = await signIn((await signUpAnonymously(app)).idToken);
    await warm(sid);
    expect((await b.post(authPaths.logout)).statusCode).toBe(200);
    expect(await isSignedIn(sid)).toBe(false);
    expect((await withCookie(sid, `${HD}/projects/`)).statusCode).toBe(401);
  });

  it('a new sign-in in the same browser ends the previous session at once', async () => {
    const { idToken } = await signUpAnonymously(app);
    const { b, sid } = await signIn(idToken);
    await warm(sid);
    expect((await b.post(authPaths.session, { idToken })).statusCode).toBe(200);
    expect(b.jar.get('sessionid')).not.toBe(sid);
    expect(await isSignedIn(sid)).toBe(false);
    expect(await isSignedIn(b.jar.get('sessionid')!)).toBe(true);
  });

  it(`revocation by the session cap: the oldest of ${MAX_SESSIONS_PER_USER + 1} is refused`, async () => {
    const { idToken } = await signInWithGoogle(app, 'cache-cap@example.com');
    const sids: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) sids.push((await signIn(idToken)).sid);
    for (const sid of sids) await warm(sid);
    const newest = (await signIn(idToken)).sid;
    expect(await isSignedIn(sids[0]!)).toBe(false);
    expect((await withCookie(sids[0]!, `${HD}/projects/`)).statusCode).toBe(401);
    for (const sid of [...sids.slice(1), newest]) expect(await isSignedIn(sid)).toBe(true);
  });

  it('account deletion: the request ends every session at once, the sweep leaves none', async () => {
    const { idToken } = await signInWithGoogle(app, 'cache-deleted@example.com');
    const here = await signIn(idToken);
    const elsewhere = await signIn(idToken);
    await warm(here.sid);
    await warm(elsewhere.sid);
    const me = (await withCookie(here.sid)).json().user;
    const res = await here.b.post(authPaths.deleteAccount, {
      confirmation: me.email,
    });
    expect(res.statusCode).toBe(202);
    expect(await isSignedIn(here.sid)).toBe(false);
    // The other device's session, warm in the cache, ends with the request too (issue #44)…
    expect(await isSignedIn(elsewhere.sid)).toBe(false);
    // …and the sweep, on its own connection as in production, deletes the account: nothing
    // answers for the deleted user afterwards either.
    const db = await openDatabase(server.config);
    try {
      const log = { info: () => undefined, error: () => undefined };
      const later = new Date(Date.now() + server.config.accountDeletion.graceMs + 1000);
      await sweepDueAccounts({ db, storage: storageFromConfig(server.config), log }, later);
      const left = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'cache-deleted@example.com')
        .execute();
      expect(left).toEqual([]);
    } finally {
      await db.destroy();
    }
    expect(await isSignedIn(elsewhere.sid)).toBe(false);
    expect((await withCookie(elsewhere.sid, `${HD}/projects/`)).statusCode).toBe(401);
  });

  it("a user's change (guest → Google) is seen at once by their other sessions", async () => {
    const guest = await signUpAnonymously(app);
    const first = await signIn(guest.idToken);
    const second = await signIn(guest.idToken);
    await warm(first.sid);
    expect((await withCookie(first.sid)).json().user.isAnonymous).toBe(true);
    const linked = await signInWithGoogle(app, 'cache-linked@example.com', guest.idToken);
    expect((await second.b.post(authPaths.convert, { idToken: linked.idToken })).statusCode).toBe(
      200,
    );
    const user = (await withCookie(first.sid)).json().user;
    expect(user).toMatchObject({ uid: guest.uid, isAnonymous: false });
    expect(user.email).toBe('cache-linked@example.com');
  });

  it('another process ending a session: refused within the cache lifetime', async () => {
    const { sid } = await signIn((await signUpAnonymously(app)).idToken);
    await warm(sid);
    const db = await openDatabase(server.config);
    try {
      await db.deleteFrom('sessions').where('id_hash', '=', sessionHash(sid)).execute();
    } finally {
      await db.destroy();
    }
    await new Promise((r) => setTimeout(r, SESSION_CACHE_TTL_MS + 50));
    expect(await isSignedIn(sid)).toBe(false);
  });
});

describe('session cache (unit)', () => {
  const user = (id: string): User => ({
    id,
    firebaseUid: `uid-${id}`,
    email: null,
    displayName: null,
    isAnonymous: true,
    hasDiscoveryCall: false,
    quotaLimit: 2000,
    createdAt: new Date(0).toISOString(),
    plan: null,
  });
  const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

  it('answers within its lifetime and never past the session expiry', () => {
    const cache = sessionCache(1000);
    try {
      const now = Date.now();
      cache.set('a', user('u1'), inAnHour(), cache.begin(), now);
      expect(cache.get('a', now + 999)?.id).toBe('u1');
      expect(cache.get('a', now + 1000)).toBeUndefined();
      const soon = new Date(now + 500).toISOString();
      cache.set('b', user('u2'), soon, cache.begin(), now);
      expect(cache.get('b', now + 499)?.id).toBe('u2');
      expect(cache.get('b', now + 500)).toBeUndefined();
    } finally {
      cache.close();
    }
  });

  it('forgets ended sessions and every session of a changed user, in every cache', () => {
    const one = sessionCache();
    const two = sessionCache();
    try {
      for (const c of [one, two]) {
        c.set('s1', user('u1'), inAnHour(), c.begin());
        c.set('s2', user('u1'), inAnHour(), c.begin());
        c.set('s3', user('u2'), inAnHour(), c.begin());
      }
      sessionsEnded(['s3']);
      userChanged('u1');
      for (const c of [one, two]) {
        expect(c.get('s1')).toBeUndefined();
        expect(c.get('s2')).toBeUndefined();
        expect(c.get('s3')).toBeUndefined();
      }
    } finally {
      one.close();
      two.close();
    }
  });

  it('does not store a lookup that an invalidation overtook', () => {
    const cache = sessionCache();
    try {
      const started = cache.begin();
      // The lookup's query read the session; meanwhile the session was ended.
      sessionsEnded(['s1']);
      cache.set('s1', user('u1'), inAnHour(), started);
      expect(cache.get('s1')).toBeUndefined();
    } finally {
      cache.close();
    }
  });

  it('keeps a bounded number of sessions and freezes the shared user', () => {
    const cache = sessionCache(60_000, 3);
    try {
      for (const id of ['a', 'b', 'c', 'd']) cache.set(id, user(id), inAnHour(), cache.begin());
      expect(cache.entries.size).toBe(3);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('d')?.id).toBe('d');
      expect(Object.isFrozen(cache.get('d'))).toBe(true);
    } finally {
      cache.close();
    }
  });
});
