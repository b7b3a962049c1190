import { randomBytes } from 'node:crypto';

/**
 * Test databases on the PostgreSQL server TEST_DATABASE_URL points at. Kept free of the app and
 * of vitest's runtime so the global set-up (test/globalSetup.ts) can use it too.
 */

/** Runs one statement on its own connection to the admin database. */
async function runAdmin(admin: string, statement: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(admin: string, name: string) {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database named `hds_test_…` (or `prefix…`), a copy of `template` when one is given;
 * `drop` removes it again.
 */
export async function createPostgresDatabase(
  admin: string,
  { template, prefix = 'hds_test_' }: { template?: string; prefix?: string } = {},
) {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await runAdmin(admin, `create database ${name}${template ? ` template ${template}` : ''}`);
  // Without FORCE: terminating a pooled connection that is still closing surfaces as an
  // uncaught error; instead wait for the server's own pool to finish closing.
  const drop = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await runAdmin(admin, `drop database if exists ${name}`);
      } catch (err) {
        const inUse = (err as { code?: string }).code === '55006';
        if (!inUse || attempt >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  return { name, url: databaseUrl(admin, name), drop };
}

/**
 * A database every migration has run on, made once for the whole suite (globalSetup): a test
 * server's database is then a copy of it (`CREATE DATABASE … TEMPLATE`, a file copy) instead of
 * a fresh one migrated again, which cost every server some 40 DDL commits. The migrations still
 * run on PostgreSQL here, from empty, and test/gallerySearch.test.ts migrates an empty database
 * of its own step by step; buildApp still calls migrateToLatest on every copy (a no-op there).
 * No connections are allowed to it afterwards, so nothing (autovacuum included) holds it open
 * while a copy is made.
 */
export async function migratedPostgresTemplate(admin: string) {
  const { migrateToLatest, openDatabase } = await import('../../src/db/connect.ts');
  const template = await createPostgresDatabase(admin, { prefix: 'hds_test_template_' });
  try {
    const db = await openDatabase({ databaseUrl: template.url, dataDir: ':memory:' });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await runAdmin(
      admin,
      `alter database ${template.name} with is_template true allow_connections false`,
    );
  } catch (err) {
    await template.drop();
    throw err;
  }
  return {
    name: template.name,
    async drop() {
      await runAdmin(admin, `alter database ${template.name} with is_template false`);
      await template.drop();
    },
  };
}
