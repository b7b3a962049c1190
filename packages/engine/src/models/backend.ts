import { statSync } from 'node:fs';
import { MANIFEST, type ModelEntry, type ModelKind } from './manifest.ts';
import { sharedPool, type ModelPool, type Sessions } from './runtime.ts';
import { kindVerified, modelsDir } from './store.ts';

/** Where an adapter finds its weights and the pool that holds them. */
export interface ModelBackend {
  dir: string;
  pool: ModelPool;
  /** Told once per distinct reason when an adapter falls back to the heuristics. */
  onFallback?: (kind: ModelKind, reason: string) => void;
}

export function defaultBackend(
  env: Record<string, string | undefined> = process.env,
): ModelBackend {
  return { dir: modelsDir(env), pool: sharedPool() };
}

export type ModelOutcome<T> = { ok: true; value: T } | { ok: false; reason: string };

const told = new Set<string>();
function fallback(b: ModelBackend, kind: ModelKind, reason: string): { ok: false; reason: string } {
  const key = `${kind}:${reason}`;
  if (!told.has(key)) {
    told.add(key);
    (b.onFallback ?? ((k, r) => console.warn(`[models] ${k}: ${r} The heuristics run instead.`)))(kind, reason); // prettier-ignore
  }
  return { ok: false, reason };
}

/**
 * Runs `fn` with the kind's loaded sessions, or says why not: files missing or not matching
 * their pinned hash, or a model that does not load or run (a file for another export). The
 * caller then does what the engine did before the models: its heuristics.
 */
export async function withModel<T>(
  b: ModelBackend,
  kind: ModelKind,
  fn: (sessions: Sessions, pool: ModelPool, checkpoint: ModelEntry) => Promise<T>,
): Promise<ModelOutcome<T>> {
  const status = await kindVerified(kind, b.dir);
  if (!status.active) return fallback(b, kind, `${status.reason} Run ${status.command}.`);
  const { checkpoint, paths } = status;
  const bytes = Object.values(paths).reduce((n, p) => n + statSync(p).size, 0);
  // The pool holds each checkpoint apart: installing the kind's own one replaces an alternative.
  const key = checkpoint === MANIFEST[kind] ? kind : `${kind}:${checkpoint.id}`;
  try {
    return { ok: true, value: await b.pool.use(key, paths, bytes, (s) => fn(s, b.pool, checkpoint)) }; // prettier-ignore
  } catch (err) {
    if ((err as Error)?.name === 'AbortError' || (err as Error)?.name === 'EngineError') throw err;
    const msg = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return fallback(b, kind, `The ${kind} model in ${Object.values(checkpoint.files)[0]!.file} failed (${msg}).`); // prettier-ignore
  }
}
