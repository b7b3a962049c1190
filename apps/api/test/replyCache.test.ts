import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { replyCache } from '../src/lib/replyCache.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';

/**
 * Kept replies of the signed-in reads (src/lib/replyCache.ts) must never be older than the data:
 * whatever writes — this process, the worker's own connection, another user — the next read
 * shows it.
 */

/** The least of Fastify's reply that `serve` uses: what it was sent. */
function fakeReply() {
  const sent: string[] = [];
  const reply = {
    type: () => reply,
    send: (body: Buffer) => {
      sent.push(body.toString());
      return reply;
    },
  };
  return { reply: reply as never, sent };
}

describe('replyCache (unit, SQLite in memory)', () => {
  it('serves a kept reply until anything is written, then reads again', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
    const cache = replyCache(db);
    let reads = 0;
    const handler = async () => ({ n: ++reads });
    const { reply, sent } = fakeReply();
    await cache.serve({} as never, reply, 'k', handler);
    await cache.serve({} as never, reply, 'k', handler);
    expect(sent).toEqual(['{"n":1}', '{"n":1}']);
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });
    // Any row written on this connection, even in an unrelated table, makes the entry stale.
    await db.schema.createTable('t').addColumn('x', 'integer').execute();
    await db
      .insertInto('t' as never)
      .values({ x: 1 } as never)
      .execute();
    await cache.serve({} as never, reply, 'k', handler);
    expect(sent.at(-1)).toBe('{"n":2}');
    await db.destroy();
  });

  it('keeps an entry at most a minute, and keys apart', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
    let t = 0;
    const cache = replyCache(db, () => t);
    let reads = 0;
    const handler = async () => ++reads;
    const { reply, sent } = fakeReply();
    await cache.serve({} as never, reply, 'a', handler);
    await cache.serve({} as never, reply, 'b', handler);
    t = 59_000;
    await cache.serve({} as never, reply, 'a', handler);
    t = 60_000;
    await cache.serve({} as never, reply, 'a', handler);
    expect(sent).toEqual(['1', '2', '1', '3']);
    await db.destroy();
  });

  it('keeps nothing when the database gives no change stamp (PostgreSQL)', async () => {
    const db = { fake: true } as never;
    const cache = replyCache(db);
    let reads = 0;
    const { reply, sent } = fakeReply();
    await cache.serve({} as never, reply, 'k', async () => ++reads);
    await cache.serve({} as never, reply, 'k', async () => ++reads);
    expect(sent).toEqual(['1', '2']);
  });
});

describe('kept replies through the API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let alice: Client;
  let projectId: string;
  beforeAll(async () => {
    server = await startTestServer();
    alice = await signedIn(server.app);
    const res = await alice.post(`${HD}/projects/`, { title: 'Before' });
    expect(res.statusCode).toBe(201);
    projectId = res.json().id;
  });
  afterAll(() => server.close());

  const title = async (c: Client) => (await c.get(`${HD}/projects/${projectId}/`)).json().title;

  it('a write through the API is in the very next read', async () => {
    const { hits } = server.app.replyCache.stats;
    expect(await title(alice)).toBe('Before');
    expect(await title(alice)).toBe('Before');
    // The second read was served kept (on SQLite; PostgreSQL keeps nothing): nothing a
    // signed-in GET does writes to the database.
    expect(server.app.replyCache.stats.hits).toBe(server.config.databaseUrl ? 0 : hits + 1);
    expect((await alice.patch(`${HD}/projects/${projectId}/`, { title: 'After' })).statusCode).toBe(200); // prettier-ignore
    expect(await title(alice)).toBe('After');
    const list = await alice.get(`${HD}/projects/`);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.json().results.map((p: { title: string }) => p.title)).toContain('After');
  });

  it("a write by another process (the worker's connection) is in the very next read", async () => {
    // Only SQLite keeps replies; on PostgreSQL this is an ordinary read-after-write.
    expect(await title(alice)).toBe('After');
    if (server.config.databaseUrl) return;
    const other = new Database(join(server.config.dataDir, 'hds.sqlite3'));
    other.prepare('UPDATE projects SET title = ? WHERE id = ?').run('Worker', projectId);
    other.close();
    expect(await title(alice)).toBe('Worker');
  });

  it("another user is not served someone's kept reply", async () => {
    expect((await alice.get(`${HD}/projects/${projectId}/`)).statusCode).toBe(200);
    const bob = await signedIn(server.app);
    expect((await bob.get(`${HD}/projects/${projectId}/`)).statusCode).toBe(404);
    const page = await bob.get(`${HD}/images/?project=${projectId}&page_size=24`);
    expect(page.statusCode).toBe(404);
  });
});
