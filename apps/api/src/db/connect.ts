import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
