import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@hds/dev/auth-emulator';
import { until } from './queue-helpers.ts';

/*
 * The container image, checked without building it (no container runtime here): the Dockerfile
 * read stage by stage — a slim Node 20 final stage with Chromium, no dev dependencies, a
 * non-root user, a health check — and the entrypoint it runs started for real as `api` and
 * `worker`, which must be the very commands `npm run test:cluster` starts.
 */
const ROOT = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Instruction {
  op: string;
  args: string;
}
/** The instructions of each stage (continuation lines joined, comments dropped). */
function stages(dockerfile: string): Instruction[][] {
  const lines = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: Instruction[][] = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const ins = { op: op!.toUpperCase(), args: rest.join(' ') };
    if (ins.op === 'FROM') out.push([]);
    out[out.length - 1]?.push(ins);
  }
  return out;
}

describe('Dockerfile', () => {
  const all = stages(read('Dockerfile'));
  const final = all[all.length - 1]!;
  const runs = final.filter((i) => i.op === 'RUN').map((i) => i.args);

  it('builds in one stage and runs on Node 20 slim in another', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(final[0]!.args).toMatch(/^node:20[\w.-]*-slim\b/);
    expect(all[0]!.some((i) => i.op === 'RUN' && /npm run build/.test(i.args))).toBe(true);
    expect(runs.some((r) => /npm run build/.test(r))).toBe(false);
  });

  it('installs no dev dependencies in the final image', () => {
    const installs = runs.filter((r) => /\bnpm (ci|install|i)\b/.test(r));
    expect(installs.length).toBeGreaterThan(0);
    for (const r of installs) expect(r).toMatch(/--omit=dev\b/);
    // Built output comes from the build stage, not a build here.
    expect(final.filter((i) => i.op === 'COPY' && i.args.includes('--from=build')).length).toBe(4);
  });

  it('has Chromium for the stager and says where it is', () => {
    expect(runs.some((r) => /apt-get install[^&]*\bchromium\b/.test(r))).toBe(true);
    expect(
      final.some((i) => i.op === 'ENV' && /CHROMIUM_PATH=\/usr\/bin\/chromium/.test(i.args)),
    ).toBe(true);
  });

  it('runs as a user other than root, set after the last RUN', () => {
    const users = final.filter((i) => i.op === 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users[users.length - 1]!.args).not.toMatch(/^(root|0)(:|$)/);
    const lastUser = final.lastIndexOf(users[users.length - 1]!);
    expect(final.slice(lastUser).some((i) => i.op === 'RUN')).toBe(false);
  });

  it('checks its health on the readiness route', () => {
    const health = final.find((i) => i.op === 'HEALTHCHECK');
    expect(health?.args).toMatch(/CMD .*\/api\/(ready|health)/);
  });

  it('runs deploy/entrypoint.sh, which exists and is executable', () => {
    const entry = final.find((i) => i.op === 'ENTRYPOINT')!.args;
    expect(entry).toContain('/app/deploy/entrypoint.sh');
    accessSync(join(ROOT, 'deploy/entrypoint.sh'), constants.X_OK);
    expect(final.find((i) => i.op === 'CMD')!.args).toBe('["api"]');
    // The build context leaves out what the image must not carry.
    const ignore = read('.dockerignore');
    for (const p of ['**/node_modules', '.git', 'data']) expect(ignore).toContain(p);
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  it('has PostgreSQL, MinIO, two APIs and two pg-boss workers, with health checks', () => {
    for (const s of ['postgres', 'minio', 'api-1', 'api-2', 'worker-1', 'worker-2']) {
      expect(compose).toMatch(new RegExp(`^  ${s}:`, 'm'));
    }
    expect(compose).toContain('QUEUE: pgboss');
    expect(compose).toContain('STORAGE: s3');
    expect(compose.match(/healthcheck:/g)?.length).toBeGreaterThanOrEqual(3);
    expect(compose).toContain("command: ['worker']");
  });
});

describe('deploy/entrypoint.sh', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const script = read('deploy/entrypoint.sh');

  it('starts the same processes as npm run test:cluster', () => {
    const cluster = read('apps/api/test/cluster/run.ts') + read('apps/api/bench/loadStack.ts');
    expect(script).toContain('api) exec node --import tsx src/main.ts');
    expect(script).toContain('worker) exec node --import tsx src/worker.ts');
    expect(cluster).toContain("['--import', 'tsx', 'src/main.ts']");
    expect(cluster).toContain("['--import', 'tsx', 'src/worker.ts']");
    for (const path of ['src/main.ts', 'src/worker.ts', 'src/ops/backup/main.ts']) {
      expect(existsSync(join(ROOT, 'apps/api', path)), path).toBe(true);
    }
  });

  /** Runs the entrypoint with a role; resolves once `ready` says so, then stops it. */
  async function start(
    role: string,
    env: Record<string, string>,
    ready: (out: string) => Promise<boolean>,
  ) {
    const dataDir = mkdtempSync(join(tmpdir(), 'hds-entrypoint-'));
    dirs.push(dataDir);
    const child = spawn(join(ROOT, 'deploy/entrypoint.sh'), [role], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SAMPLES_DIR: '/nonexistent-samples',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      await until(
        async () => {
          if (child.exitCode !== null) throw new Error(`${role} exited: ${out}`);
          return ready(out);
        },
        60_000,
        `${role} to start`,
      );
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    return out;
  }

  it('starts the API (it answers /api/ready) and a worker', async () => {
    const port = await freePort();
    await start('api', { HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' }, async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200;
      } catch {
        return false;
      }
    });
    const out = await start('worker', { QUEUE_WORKERS: '1' }, async (o) =>
      o.includes('"msg":"worker started"'),
    );
    expect(out).toContain('"mode":"embedded"');
  }, 130_000);

  it('refuses an unknown role with its usage', async () => {
    const child = spawn(join(ROOT, 'deploy/entrypoint.sh'), ['webserver'], { stdio: 'pipe' });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(2);
    expect(err).toMatch(/^usage: entrypoint\.sh api \| worker/);
  });
});
