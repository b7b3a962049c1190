import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkpointsOf,
  installCommand,
  MANIFEST,
  type ModelEntry,
  type ModelFile,
  type ModelKind,
} from './manifest.ts';

/** The repository's root: MODELS_DIR's default sits under it whatever the process's cwd. */
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** Where the weights live: MODELS_DIR, default `data/models` under the repository. */
export function modelsDir(env: Record<string, string | undefined> = process.env): string {
  const dir = env.MODELS_DIR?.trim();
  if (!dir) return join(ROOT, 'data', 'models');
  return isAbsolute(dir) ? dir : resolve(dir);
}

/** The operator's own pins (`--accept-unpinned`, or written by hand), by path under MODELS_DIR. */
export function readPins(dir: string): Record<string, string> {
  const path = join(dir, 'pins.json');
  if (!existsSync(path)) return {};
  try {
    const pins = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return pins && typeof pins === 'object' ? (pins as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The hash a file is held to: the operator's pin in MODELS_DIR/pins.json (their decision, e.g.
 * another export of the checkpoint), else the manifest's, else none.
 */
export const pinOf = (dir: string, f: ModelFile): string | null =>
  readPins(dir)[f.file] ?? f.sha256 ?? null;

export function sha256File(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}

/** Whether a kind's files are there and whole: the checkpoint and paths to load, or why not. */
export type KindStatus =
  | { kind: ModelKind; active: true; checkpoint: ModelEntry; paths: Record<string, string> }
  | { kind: ModelKind; active: false; reason: string; command: string };

// A file's hash is checked once per (path, size, mtime): at the first load, not at every request.
const verified = new Map<string, string>();

function present(entry: ModelEntry, dir: string): Record<string, string> | string {
  const paths: Record<string, string> = {};
  for (const [role, f] of Object.entries(entry.files)) {
    const path = join(dir, f.file);
    if (!existsSync(path)) return f.file;
    paths[role] = path;
  }
  return paths;
}

/**
 * Cheap: are a checkpoint's files present? (No hashing: for `/capabilities/` and the choice of a
 * seam.) The kind's own checkpoint first, then its alternatives; the message names the own one.
 */
export function kindPresent(kind: ModelKind, dir: string): KindStatus {
  const entries = checkpointsOf(kind);
  for (const checkpoint of entries) {
    const paths = present(checkpoint, dir);
    if (typeof paths !== 'string') return { kind, active: true, checkpoint, paths };
  }
  const missing = present(entries[0]!, dir) as string;
  return {
    kind,
    active: false,
    reason: `The ${kind} model is not installed (${missing} is missing from ${dir}).`,
    command: installCommand(kind),
  };
}

/**
 * Present and whole: each file's SHA-256 equals its pin, for the first checkpoint of the kind that
 * is present. A file with no pin, or another hash, is refused with a sentence naming the file and
 * the command to run (then the next present checkpoint is tried); nothing is thrown.
 */
export async function kindVerified(kind: ModelKind, dir: string): Promise<KindStatus> {
  let refusal: KindStatus | null = null;
  for (const checkpoint of checkpointsOf(kind)) {
    const paths = present(checkpoint, dir);
    if (typeof paths === 'string') continue;
    const why = await unverified(checkpoint, dir);
    if (!why) return { kind, active: true, checkpoint, paths };
    refusal ??= { kind, active: false, reason: `The ${kind} model is not used: ${why}.`, command: installCommand(checkpoint === MANIFEST[kind] ? kind : checkpoint.id) }; // prettier-ignore
  }
  return refusal ?? kindPresent(kind, dir);
}

/** Why a present checkpoint's files may not be used, or null when each matches its pin. */
async function unverified(entry: ModelEntry, dir: string): Promise<string | null> {
  for (const f of Object.values(entry.files)) {
    const path = join(dir, f.file);
    const pin = pinOf(dir, f);
    if (!pin)
      return `${f.file} has no pinned SHA-256 (install it with --accept-unpinned to pin it)`;
    const st = statSync(path);
    const key = `${path}:${st.size}:${st.mtimeMs}`;
    const actual = verified.get(key) ?? (await sha256File(path));
    if (actual !== pin) return `${f.file} is corrupt (SHA-256 ${actual.slice(0, 12)}…, pinned ${pin.slice(0, 12)}…)`; // prettier-ignore
    verified.set(key, actual);
  }
  return null;
}
