/**
 * The real stack for the load and fault benches: the Firebase Auth emulator
 * (@hds/dev's auth-emulator.mjs) and the API server as `npm start` runs it (`node --import tsx
 * src/main.ts`) in a child process on 127.0.0.1 with a temporary DATA_DIR, plus a browser-like
 * HTTP client that signs in the way the studio does — ID tokens from the server's own proxy of
 * the emulator, then a session cookie.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, startAuthEmulator } from '@hds/dev/auth-emulator';
import { multipart, type Part } from '../test/helpers/images.ts';

export const PROJECT_ID = 'demo-hds-bench';
const API_DIR = join(import.meta.dirname, '..');

export const startEmulator = () => startAuthEmulator({ projectId: PROJECT_ID, quiet: true });

export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** What the server printed (stderr and stdout), for a failure's message. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM: the server's own graceful shutdown. */
  stop: () => Promise<void>;
}

/** Starts `src/main.ts` on 127.0.0.1 and waits for /api/health to answer 200. */
export async function startServer(opts: {
  emulatorHost: string;
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: opts.emulatorHost,
      STUDIO_DIST: join(opts.dataDir, 'no-studio'),
      SHARE_VIEWER_DIST: join(opts.dataDir, 'no-share-viewer'),
      SAMPLES_DIR: '/nonexistent-samples',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before answering: ${out}`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    origin,
    port,
    child,
    output: () => out,
    async kill() {
      if (!ended()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!ended()) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (!ended()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A browser-like client over fetch: keeps cookies, echoes csrftoken in X-CSRFToken. */
export function browserClient(origin: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function send(method: string, path: string, body?: unknown, contentType?: string) {
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = cookie();
    if (jar.has('csrftoken')) headers['x-csrftoken'] = jar.get('csrftoken')!;
    let payload: BodyInit | undefined;
    if (Buffer.isBuffer(body)) {
      headers['content-type'] = contentType ?? 'application/octet-stream';
      payload = new Uint8Array(body);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(origin + path, { method, headers, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const text = await res.text();
    return {
      status: res.status,
      text,
      json: <T = Record<string, unknown>>() => JSON.parse(text) as T,
    };
  }
  return {
    jar,
    cookie,
    csrf: () => jar.get('csrftoken') ?? '',
    send,
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body ?? {}),
    upload: (path: string, parts: Part[]) => {
      const { payload, headers } = multipart(parts);
      return send('POST', path, payload, headers['content-type']);
    },
  };
}
export type BrowserClient = ReturnType<typeof browserClient>;

/** An ID token for a Google account, through the server's proxy of the emulator (as the SDK). */
export async function googleIdToken(origin: string, email: string): Promise<string> {
  const claims = { sub: `google-${email}`, email, email_verified: true };
  const res = await fetch(
    `${origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const json = (await res.json()) as { idToken?: string };
  if (!res.ok || !json.idToken) throw new Error(`sign-in with Google failed: ${res.status}`);
  return json.idToken;
}

/** A browser signed in as `email` (a session made from a proxied ID token). */
export async function signedIn(origin: string, email: string): Promise<BrowserClient> {
  const c = browserClient(origin);
  await c.get('/api/v1/auth/csrf/');
  const res = await c.post('/api/v1/auth/session', { idToken: await googleIdToken(origin, email) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return c;
}

/** Polls `check` until it returns a value, or throws after `ms`. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false>,
  ms: number,
  what: string,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `--name value` from argv, as a number, or the fallback. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} needs a positive number`);
  return v;
}
