import type { TestProject } from 'vitest/node';
import { ensureStagerBuilt } from '@hds/stager/build';
import { startAuthEmulator } from '@hds/dev/auth-emulator';
import { migratedPostgresTemplate } from './helpers/postgres.ts';

/**
 * One real Firebase Auth emulator for the whole server suite and, with TEST_DATABASE_URL, one
 * migrated PostgreSQL database the test servers' databases are copied from (helpers/postgres.ts).
 * The local stager's page is built meanwhile when it is missing or stale (the edits that stage
 * furniture open it as the server does, from @hds/stager's dist/stager.js).
 */
export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL;
  const [, emulator, template] = await Promise.all([
    ensureStagerBuilt(),
    startAuthEmulator({ projectId: 'demo-hds-test' }),
    admin ? migratedPostgresTemplate(admin) : null,
  ]);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    await emulator.stop();
    await template?.drop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** The migrated template database's name on TEST_DATABASE_URL's server, or ''. */
    postgresTemplate: string;
  }
}
