import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { browser } from './server.ts';
import { signInWithGoogle, signUpAnonymously } from './idp.ts';
import { multipart, type Part } from './images.ts';

export const HD = '/api/v1/home-design';

/** A browser signed in as a fresh emulator user (a guest unless an e-mail is given). */
export async function signedIn(app: FastifyInstance, email?: string) {
  const b = browser(app);
  await b.get('/api/v1/auth/csrf/');
  const { idToken } = email ? await signInWithGoogle(app, email) : await signUpAnonymously(app);
  const res = await b.post('/api/v1/auth/session', { idToken });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return {
    ...b,
    patch: (url: string, payload?: unknown) =>
      b.send({ method: 'PATCH', url, payload: payload as string }),
    del: (url: string) => b.send({ method: 'DELETE', url }),
    upload: (url: string, parts: Part[]) => b.send({ method: 'POST', url, ...multipart(parts) }),
  };
}
export type Client = Awaited<ReturnType<typeof signedIn>>;

/** Every file stored under DATA_DIR/media. */
export function mediaFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'media'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** Row counts of the media tables, read straight from the server's database (either dialect). */
export async function rowCounts(config: { databaseUrl: string | null; dataDir: string }) {
  const { openDatabase } = await import('../../src/db/connect.ts');
  const { sql } = await import('kysely');
  const db = await openDatabase(config);
  try {
    const count = async (t: string) =>
      Number(
        (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(t)}`.execute(db))
          .rows[0]!.n,
      );
    return {
      projects: await count('projects'),
      images: await count('images'),
      versions: await count('versions'),
      tags: await count('tags'),
    };
  } finally {
    await db.destroy();
  }
}

/**
 * Every row of every table of the server's database (migration bookkeeping aside), each table's
 * rows as sorted JSON: two snapshots are equal only if nothing at all was written in between.
 */
export async function tableSnapshot(config: { databaseUrl: string | null; dataDir: string }) {
  const { openDatabase } = await import('../../src/db/connect.ts');
  const { sql } = await import('kysely');
  const db = await openDatabase(config);
  try {
    const names = config.databaseUrl
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db);
    const out: Record<string, string[]> = {};
    for (const { name } of names.rows) {
      if (name.startsWith('kysely_')) continue;
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      out[name] = rows.rows.map((r) => JSON.stringify(r)).sort();
    }
    return out;
  } finally {
    await db.destroy();
  }
}
