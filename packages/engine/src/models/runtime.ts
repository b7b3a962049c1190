import { availableParallelism } from 'node:os';
import type * as OrtModule from 'onnxruntime-node';
import type { InferenceSession, Tensor } from 'onnxruntime-node';

type Ort = typeof OrtModule;
let ortModule: Promise<Ort> | null = null;
/** onnxruntime-node loads its native library on first use only: no model, no 45 MB .so. */
export function ort(): Promise<Ort> {
  ortModule ??= import('onnxruntime-node').then(
    (m) => ((m as unknown as { default?: Ort }).default ?? m) as Ort,
  );
  return ortModule;
}

export interface PoolOptions {
  /** Unload a model this long after its last use (MODELS_IDLE_MS; default 5 minutes). */
  idleMs?: number;
  /** Runs at once across all models (MODELS_CONCURRENCY; default 1 on ≤ 2 cores, else 2). */
  concurrency?: number;
  /** onnxruntime's intra-op threads per session (MODELS_THREADS; default the cores). */
  threads?: number;
}

export function poolOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): PoolOptions {
  const n = (name: string) => {
    const v = Number(env[name]);
    return Number.isFinite(v) && v > 0 ? v : undefined;
  };
  return { idleMs: n('MODELS_IDLE_MS'), concurrency: n('MODELS_CONCURRENCY'), threads: n('MODELS_THREADS') }; // prettier-ignore
}

export type Sessions = Record<string, InferenceSession>;

interface Loaded {
  sessions: Promise<Sessions>;
  users: number;
  timer: NodeJS.Timeout | null;
  bytes: number;
}

/**
 * The loaded models, one entry per kind: loaded on first use, shared by every request that uses
 * it (a request that arrives while it loads waits for the same load), released `idleMs` after the
 * last one finished. Inference runs in onnxruntime's native threads, off the event loop; `run`
 * bounds how many run at once so two edits on a 2-core box do not each get half a core.
 */
export class ModelPool {
  private readonly entries = new Map<string, Loaded>();
  private running = 0;
  private readonly queue: (() => void)[] = [];
  readonly idleMs: number;
  readonly concurrency: number;
  readonly threads: number;
  /** How many times a model was loaded (tests: two requests share one load). */
  loads = 0;

  constructor(opts: PoolOptions = {}) {
    this.idleMs = opts.idleMs ?? 5 * 60_000;
    this.concurrency = opts.concurrency ?? (availableParallelism() <= 2 ? 1 : 2);
    this.threads = opts.threads ?? availableParallelism();
  }

  /** Is the kind's model in memory (or loading)? */
  state(key: string): 'unloaded' | 'loaded' {
    return this.entries.has(key) ? 'loaded' : 'unloaded';
  }

  /** Bytes of the model files behind each loaded kind (the per-model memory figure). */
  memory(): Record<string, number> {
    return Object.fromEntries([...this.entries].map(([k, e]) => [k, e.bytes]));
  }

  /** Loads the kind's files (role → path) if needed and calls `fn` with its sessions. */
  async use<T>(
    key: string,
    paths: Record<string, string>,
    bytes: number,
    fn: (s: Sessions) => Promise<T>,
  ): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { sessions: this.load(paths), users: 0, timer: null, bytes };
      this.entries.set(key, entry);
      // A failed load is forgotten, so the next request tries again (after an install).
      entry.sessions.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    }
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.users++;
    try {
      return await fn(await entry.sessions);
    } finally {
      entry.users--;
      if (entry.users === 0 && this.entries.get(key) === entry) {
        entry.timer = setTimeout(() => void this.unload(key), this.idleMs);
        entry.timer.unref();
      }
    }
  }

  /** One inference, waiting for a free slot of the pool. */
  async run(
    session: InferenceSession,
    feeds: Record<string, Tensor>,
  ): Promise<InferenceSession.ReturnType> {
    if (this.running >= this.concurrency) await new Promise<void>((go) => this.queue.push(go));
    this.running++;
    try {
      return await session.run(feeds);
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }

  /** Releases a kind's sessions (their native memory) now, if no request holds them. */
  async unload(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || entry.users > 0) return;
    this.entries.delete(key);
    if (entry.timer) clearTimeout(entry.timer);
    const sessions = await entry.sessions.catch(() => null);
    if (sessions) await Promise.all(Object.values(sessions).map((s) => s.release()));
  }

  async unloadAll(): Promise<void> {
    await Promise.all([...this.entries.keys()].map((k) => this.unload(k)));
  }

  private async load(paths: Record<string, string>): Promise<Sessions> {
    const { InferenceSession } = await ort();
    this.loads++;
    const sessions: Sessions = {};
    for (const [role, path] of Object.entries(paths)) {
      sessions[role] = await InferenceSession.create(path, {
        intraOpNumThreads: this.threads,
        interOpNumThreads: 1,
        graphOptimizationLevel: 'all',
      });
    }
    return sessions;
  }
}

let shared: ModelPool | null = null;
/** The process's pool (the API's job workers and the preview thread each have their own). */
export function sharedPool(): ModelPool {
  shared ??= new ModelPool(poolOptionsFromEnv());
  return shared;
}
