import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { freePort } from '@hds/dev/auth-emulator';
import { startApiServer, type ApiServer } from '@hds/dev/stack';

export interface OwnServerOptions {
  /** Prefix of its temporary data folder. */
  name: string;
  /** Variables on top of the e2e stack's. */
  env?: NodeJS.ProcessEnv;
  /** Without the generative engines the shared stack configures (its fake Replicate). */
  localEngineOnly?: boolean;
  /** Runs on the empty data folder before the server starts. */
  prepare?: (dataDir: string) => void;
}

export interface OwnServer {
  base: string;
  dataDir: string;
  /** A browser context of its own: cookies are per host, not per port. */
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A server of the journey's own, on the shared Auth emulator, for what the shared stack's
 * configuration cannot show (the local engine alone, a sign-in limit of one).
 */
export async function startOwnServer(
  browser: Browser,
  options: OwnServerOptions,
): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `hds-e2e-${options.name}-`));
  options.prepare?.(dataDir);
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: process.env.E2E_FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST,
    ...options.env,
  };
  if (options.localEngineOnly) {
    for (const k of ['REPLICATE_API_TOKEN', 'REPLICATE_BASE_URL', 'COMFYUI_URL'])
      env[k] = undefined;
  }
  let api: ApiServer;
  try {
    api = await startApiServer({ port, env });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const base = api.baseURL;
  const context = await browser.newContext({ baseURL: base });
  const close = async () => {
    await context.close();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, dataDir, context, close };
}
