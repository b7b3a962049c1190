import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createPostgresDatabase } from './postgres.ts';

export const TEST_PROJECT = 'demo-hds-test';

/**
 * A fresh PostgreSQL database on the server TEST_DATABASE_URL points at, or null when unset
 * (then the suite runs on SQLite). `migrated`: a copy of the suite's migrated template (made once
 * by globalSetup) instead of an empty one, for callers that migrate to the latest anyway. `drop`
 * removes it again.
 */
export async function freshPostgresDatabase({ migrated = false }: { migrated?: boolean } = {}) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const template = migrated ? inject('postgresTemplate') : '';
  return createPostgresDatabase(admin, template ? { template } : {});
}

/** A server on a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL), verifying
 * tokens against the suite's Auth emulator. */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: Pick<
    NonNullable<Parameters<typeof buildApp>[1]>,
    'engines' | 'storage' | 'previewPool'
  > = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-api-test-'));
  const postgres = await freshPostgresDatabase({ migrated: true });
  // firebase-admin reads the emulator host from the process environment.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  const config = loadConfig({
    FIREBASE_PROJECT_ID: TEST_PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    DATA_DIR: dataDir,
    STUDIO_DIST: join(dataDir, 'no-studio'),
    SHARE_VIEWER_DIST: join(dataDir, 'no-share-viewer'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, ...opts });
  return {
    app,
    config,
    async close() {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Cookie {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
}

/** A browser-like client: keeps cookies and echoes csrftoken in X-CSRFToken like the SPA. */
export function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  async function send(opts: InjectOptions & { csrf?: boolean }) {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.csrf !== false && jar.has('csrftoken')) headers['x-csrftoken'] = jar.get('csrftoken')!;
    const res = await app.inject({ ...opts, headers });
    for (const c of res.cookies as Cookie[]) {
      const gone =
        c.maxAge === 0 || c.value === '' || (c.expires && c.expires.getTime() < Date.now());
      if (gone) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }
  return {
    jar,
    send,
    get: (url: string) => send({ method: 'GET', url }),
    post: (url: string, payload?: unknown, extra: { csrf?: boolean } = {}) =>
      send({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra }),
  };
}
