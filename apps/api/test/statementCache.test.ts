import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { openDatabase, reusingStatements } from '../src/db/connect.ts';
import { sql } from 'kysely';

describe('SQLite statements are prepared once per SQL text', () => {
  it('reuses a statement for the same text and drops the least recently used past the size', () => {
    const sqlite = new SQLite(':memory:');
    const prepared: string[] = [];
    const db = reusingStatements(
      {
        prepare: (text) => {
          prepared.push(text);
          return sqlite.prepare(text);
        },
        close: () => sqlite.close(),
      },
      2,
    );
    expect(db.prepare('select 1 as a').all([])).toEqual([{ a: 1 }]);
    expect(db.prepare('select 1 as a').all([])).toEqual([{ a: 1 }]);
    db.prepare('select 2 as b');
    db.prepare('select 1 as a'); // used again: now the most recent
    db.prepare('select 3 as c'); // evicts 'select 2 as b'
    db.prepare('select 1 as a');
    db.prepare('select 2 as b');
    expect(prepared).toEqual(['select 1 as a', 'select 2 as b', 'select 3 as c', 'select 2 as b']);
    db.close();
  });

  it('gives the same answers through Kysely, writes and reads alike', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
    await sql`create table t (id integer primary key, v text)`.execute(db);
    for (const v of ['a', 'b', 'c']) await sql`insert into t (v) values (${v})`.execute(db);
    const read = () => sql<{ v: string }>`select v from t order by id`.execute(db);
    expect((await read()).rows.map((r) => r.v)).toEqual(['a', 'b', 'c']);
    await sql`update t set v = ${'z'} where id = ${2}`.execute(db);
    expect((await read()).rows.map((r) => r.v)).toEqual(['a', 'z', 'c']);
    await db.destroy();
  });
});
