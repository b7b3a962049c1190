import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations.ts';

export type Db = Kysely<Database>;

/** Opens PostgreSQL when a URL is given, else SQLite in `dataDir` (or memory for ':memory:'). */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Db> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }),
      }),
    });
  }
  const { default: SQLite } = await import('better-sqlite3');
  let file = ':memory:';
  if (opts.dataDir !== ':memory:') {
    mkdirSync(opts.dataDir, { recursive: true });
    file = join(opts.dataDir, 'hds.sqlite3');
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
  });
  return withChangeStamp(db, sqlite);
}

const changeStamps = new WeakMap<Db, () => string>();

/** Gives `db` (over this better-sqlite3 connection) its change stamp (`changeStampOf`). */
export function withChangeStamp(
  db: Db,
  sqlite: { prepare(sql: string): { pluck(): { get(): unknown } } },
): Db {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  changeStamps.set(db, () => `${dataVersion.get()}:${totalChanges.get()}`);
  return db;
}

/**
 * A stamp of everything written to the database so far, or null when the database cannot say
 * (PostgreSQL): equal stamps mean no process committed a change in between. SQLite's
 * `data_version` moves with every commit by another connection (the worker process) and
 * `total_changes()` with every row this connection writes, uncommitted ones included, so a stamp
 * read before a query is never equal to one read after a change the query could have missed.
 */
export function changeStampOf(db: Db): (() => string) | null {
  return changeStamps.get(db) ?? null;
}

/** Prepared statements kept per SQL text, least recently used dropped first. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query afresh, which was 14 % of the CPU of a project
 * list under load: the same query shape always compiles to the same SQL text, so each text's
 * statement is prepared once and reused. better-sqlite3 runs a statement to completion before
 * the next call, and nothing here streams rows (a statement being iterated cannot be reused),
 * so sharing one is safe; SQLite re-prepares it by itself after a schema change.
 */
export function reusingStatements(
  sqlite: { prepare(sql: string): SqliteStatement; close(): void },
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Runs every pending migration in order; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  // Parallel work adds migrations out of order (0007 may land before 0006); each one stands
  // alone, so a database that already ran a later one still takes an earlier newcomer.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
