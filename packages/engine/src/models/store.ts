import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installCommand, MANIFEST, type ModelFile, type ModelKind } from './manifest.ts';

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

/** Whether a kind's files are there and whole: the paths to load, or why not. */
export type KindStatus =
  | { kind: ModelKind; active: true; paths: Record<string, string> }
  | { kind: ModelKind; active: false; reason: string; command: string };

// A file's hash is checked once per (path, size, mtime): at the first load, not at every request.
const verified = new Map<string, string>();

/** Cheap: are the files present? (No hashing: for `/capabilities/` and the choice of a seam.) */
export function kindPresent(kind: ModelKind, dir: string): KindStatus {
  const entry = MANIFEST[kind];
  const paths: Record<string, string> = {};
  for (const [role, f] of Object.entries(entry.files)) {
    const path = join(dir, f.file);
    if (!existsSync(path)) {
      return {
        kind,
        active: false,
        reason: `The ${kind} model is not installed (${f.file} is missing from ${dir}).`,
        command: installCommand(kind),
      };
    }
    paths[role] = path;
  }
  return { kind, active: true, paths };
}

/**
 * Present and whole: each file's SHA-256 equals its pin. A file with no pin, or another hash, is
 * refused with a sentence naming the file and the command to run; nothing is thrown.
 */
export async function kindVerified(kind: ModelKind, dir: string): Promise<KindStatus> {
  const present = kindPresent(kind, dir);
  if (!present.active) return present;
  for (const f of Object.values(MANIFEST[kind].files)) {
    const path = join(dir, f.file);
    const pin = pinOf(dir, f);
    const refuse = (why: string): KindStatus => ({
      kind,
      active: false,
      reason: `The ${kind} model is not used: ${f.file} ${why}.`,
      command: `${installCommand(kind)}`,
    });
    if (!pin) return refuse('has no pinned SHA-256 (install it with --accept-unpinned to pin it)');
    const st = statSync(path);
    const key = `${path}:${st.size}:${st.mtimeMs}`;
    const actual = verified.get(key) ?? (await sha256File(path));
    if (actual !== pin) return refuse(`is corrupt (SHA-256 ${actual.slice(0, 12)}…, pinned ${pin.slice(0, 12)}…)`); // prettier-ignore
    verified.set(key, actual);
  }
  return present;
}
