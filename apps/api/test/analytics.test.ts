import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, AnalyticsReply, analyticsPaths } from '@hds/api-client/contract';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { ANALYTICS_RATE_LIMIT } from '../src/features/analytics/routes.ts';
import { browser, startTestServer } from './helpers/server.ts';
import { signedIn } from './helpers/session.ts';

const EVENTS = analyticsPaths.events;

let server: Awaited<ReturnType<typeof startTestServer>>;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = await openDatabase(server.config);
});
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

let n = 0;
/** A well-formed event; each call gets its own session id so rows can be told apart. */
function event(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    event: 'page_view',
    timestamp: new Date().toISOString(),
    session_id: `session_${String(n).padStart(6, '0')}`,
    anonymous_id: 'visitor_0001',
    path: '/app/projects',
    properties: { title: 'Projects' },
    ...overrides,
  };
}

/** Every request comes from its own address, so the rate limit of one test never hits another. */
let addresses = 0;
function visitor() {
  addresses += 1;
  const b = browser(server.app);
  const remoteAddress = `10.1.${Math.floor(addresses / 250)}.${addresses % 250}`;
  return {
    ...b,
    csrf: () => b.send({ method: 'GET', url: '/api/v1/auth/csrf/', remoteAddress }),
    post: (payload: unknown, extra: { csrf?: boolean; headers?: Record<string, string> } = {}) =>
      b.send({
        method: 'POST',
        url: EVENTS,
        payload: payload as string,
        remoteAddress,
        ...extra,
      }),
  };
}

const rowsOfSession = (sessionId: string) =>
  db.selectFrom('analytics_events').selectAll().where('session_id', '=', sessionId).execute();

describe('POST /api/v1/analytics/events/', () => {
  it("stores a signed-in visitor's batch with the session's user id", async () => {
    const guest = await signedIn(server.app);
    const a = event({ event: 'identify', properties: { is_anonymous: true } });
    const b = event({ path: '/app/playground', properties: {} });
    const res = await guest.post(EVENTS, { events: [a, b] });
    expect(res.statusCode, res.body).toBe(202);
    expect(AnalyticsReply.parse(res.json())).toEqual({ accepted: 2 });

    const uid = (await guest.get('/api/v1/auth/me')).json().user.uid;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('firebase_uid', '=', uid)
      .executeTakeFirstOrThrow();
    const [row] = await rowsOfSession(a.session_id);
    expect(row).toMatchObject({
      user_id: user.id,
      anonymous_id: 'visitor_0001',
      event: 'identify',
      path: '/app/projects',
      occurred_at: a.timestamp,
    });
    expect(JSON.parse(row!.properties)).toEqual({ is_anonymous: true });
    expect((await rowsOfSession(b.session_id))[0]).toMatchObject({
      path: '/app/playground',
      properties: '{}',
    });
  });

  it('stores a signed-out visitor’s events without a user', async () => {
    const v = visitor();
    await v.csrf();
    const e = event({ path: '/' });
    const res = await v.post({ events: [e] });
    expect(res.statusCode, res.body).toBe(202);
    expect((await rowsOfSession(e.session_id))[0]).toMatchObject({ user_id: null, path: '/' });
  });

  it('refuses a call without the CSRF header, like every unsafe call', async () => {
    const v = visitor();
    await v.csrf();
    const e = event();
    const res = await v.post({ events: [e] }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toEqual(expect.any(String));
    expect(await rowsOfSession(e.session_id)).toEqual([]);
  });

  it('refuses more than 20 events, and none of them is stored', async () => {
    const v = visitor();
    await v.csrf();
    const batch = Array.from({ length: ANALYTICS_LIMITS.maxBatch + 1 }, () => event());
    const res = await v.post({ events: batch });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('at most 20 events per batch');
    expect(await rowsOfSession(batch[0]!.session_id)).toEqual([]);
  });

  it.each([
    ['an empty batch', { events: [] }, 'events: send at least one event'],
    ['no events field', { hello: 'world' }, /^events: /],
    ['an array body', [event()], /^body|expected object/i],
    [
      'a bad event name',
      { events: [event({ event: 'drop table;' })] },
      /^events\.0\.event: must be/,
    ],
    ['a bad timestamp', { events: [event({ timestamp: 'soon' })] }, /^events\.0\.timestamp/],
    [
      'a nested property',
      { events: [event({ properties: { deep: { a: 1 } } })] },
      /^events\.0\.properties\.deep/,
    ],
    [
      'a too long text value',
      { events: [event({ properties: { t: 'x'.repeat(501) } })] },
      /500 characters/,
    ],
  ])('answers 400 with a detail for %s', async (_what, body, detail) => {
    const v = visitor();
    await v.csrf();
    const res = await v.post(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toMatch(detail);
  });

  it('answers 400 for malformed JSON and 413 for a huge body, never 500', async () => {
    const v = visitor();
    await v.csrf();
    const json = { 'content-type': 'application/json' };
    const malformed = await v.post('{"events": [', { headers: json });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Malformed JSON body' });

    const huge = JSON.stringify({
      events: [event({ properties: { t: 'x'.repeat(ANALYTICS_LIMITS.maxBodyBytes) } })],
    });
    const tooLarge = await v.post(huge, { headers: json });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: 'Request body is too large' });

    const text = await v.post('events', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json().detail).toEqual(expect.any(String));
  });

  it('limits one address to its rate and says when to come back', async () => {
    const v = visitor();
    await v.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i++) {
      statuses.push((await v.post({ events: [event()] })).statusCode);
    }
    expect(statuses.every((s) => s === 202)).toBe(true);
    const refused = await v.post({ events: [event()] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many requests; try again in \d+ seconds$/);
    // Another address is not affected.
    const other = visitor();
    await other.csrf();
    expect((await other.post({ events: [event()] })).statusCode).toBe(202);
  });

  it("goes with the account: deleting the user deletes the user's events", async () => {
    const guest = await signedIn(server.app);
    const e = event();
    expect((await guest.post(EVENTS, { events: [e] })).statusCode).toBe(202);
    const [row] = await rowsOfSession(e.session_id);
    expect(row?.user_id).toEqual(expect.any(String));
    await db.deleteFrom('users').where('id', '=', row!.user_id!).execute();
    expect(await rowsOfSession(e.session_id)).toEqual([]);
  });
});
