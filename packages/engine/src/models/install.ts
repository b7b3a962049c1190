import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import {
  DEFAULT_BASE_URL,
  MANIFEST,
  MODEL_KINDS,
  type ModelEntry,
  type ModelKind,
} from './manifest.ts';
import { pinOf, readPins, sha256File } from './store.ts';

/** An install that cannot go on; its message is what the operator reads. */
export class ModelInstallError extends Error {
  override name = 'ModelInstallError';
}

export interface InstallOptions {
  dir: string;
  /** Replaces the manifest's host (MODELS_BASE_URL: a mirror; tests: a closed port). */
  baseUrl?: string;
  /**
   * Copy the files from this folder, laid out as MODELS_DIR is (one filled where there is
   * internet), instead of downloading them; each is held to its pin all the same.
   */
  from?: string;
  /** Download files that have no pinned hash and pin the hash computed here. */
  acceptUnpinned?: boolean;
  /** Until the server answers (headers); the body then streams without a deadline. */
  connectTimeoutMs?: number;
  manifest?: Record<ModelKind, ModelEntry>;
  log?: (line: string) => void;
}

export function kindsOf(arg: string | undefined): ModelKind[] {
  if (!arg || arg === 'all') return [...MODEL_KINDS];
  if ((MODEL_KINDS as readonly string[]).includes(arg)) return [arg as ModelKind];
  throw new ModelInstallError(
    `Unknown model kind '${arg}': choose ${MODEL_KINDS.join(', ')} or all.`,
  );
}

/**
 * Downloads (or copies, `from`) each file of the kinds, verifies its SHA-256, and only then moves
 * it into place. A download is held to the manifest's pin, which belongs to its URL; the
 * operator's pins.json entry for it then gives way to the manifest's.
 */
export async function installModels(kinds: ModelKind[], opts: InstallOptions): Promise<void> {
  const manifest = opts.manifest ?? MANIFEST;
  const log = opts.log ?? (() => {});
  const pins = readPins(opts.dir);
  for (const kind of kinds) {
    for (const f of Object.values(manifest[kind].files)) {
      const target = join(opts.dir, f.file);
      const current = pinOf(opts.dir, f);
      if (current && existsSync(target) && (await sha256File(target)) === current) {
        log(`${f.file}: already installed and verified`);
        continue;
      }
      const pin = f.sha256 ?? current;
      if (!pin && !opts.acceptUnpinned) {
        throw new ModelInstallError(
          `${f.file} has no pinned SHA-256 in the repository's manifest (packages/engine/src/models/manifest.ts), so it cannot be verified: pin the hash the publisher lists for it, or run again with --accept-unpinned to trust this download and pin its hash in ${join(opts.dir, 'pins.json')}.`,
        );
      }
      let actual: string;
      if (opts.from) {
        const source = join(opts.from, f.file);
        if (!existsSync(source)) throw new ModelInstallError(`${f.file} is not in ${opts.from}: copy the whole models folder of a machine where npm run models -- install ${kind} ran.`); // prettier-ignore
        log(`${f.file}: copying ${source}`);
        actual = await copy(source, `${target}.part`);
      } else {
        const url = opts.baseUrl ? f.url.replace(DEFAULT_BASE_URL, opts.baseUrl.replace(/\/$/, '')) : f.url; // prettier-ignore
        log(`${f.file}: downloading ${url}`);
        actual = await download(url, `${target}.part`, opts.connectTimeoutMs ?? 8000);
      }
      if (pin && actual !== pin) {
        rmSync(`${target}.part`, { force: true });
        throw new ModelInstallError(
          `${f.file} is corrupt: its SHA-256 is ${actual}, the pinned one ${pin}. The file was not installed; run the install again, or check the ${opts.from ? 'copy' : 'mirror'}.`,
        );
      }
      renameSync(`${target}.part`, target);
      if (!pin || (f.sha256 && pins[f.file])) {
        if (pin) delete pins[f.file];
        else pins[f.file] = actual;
        await writeFile(join(opts.dir, 'pins.json'), `${JSON.stringify(pins, null, 2)}\n`);
      }
      if (!pin)
        log(`${f.file}: installed, UNVERIFIED (no published hash); pinned ${actual} in pins.json`); // prettier-ignore
      else log(`${f.file}: installed, SHA-256 verified`);
    }
  }
}

async function download(url: string, part: string, connectTimeoutMs: number): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(connectTimeoutMs), redirect: 'follow' });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
    throw new ModelInstallError(
      `Cannot download ${url} (${why}): this machine has no network to ${new URL(url).host}. Download the files where there is internet and copy them into the models folder (MODELS_DIR), then run npm run models -- list.`,
    );
  }
  if (!res.ok || !res.body) {
    throw new ModelInstallError(`Cannot download ${url}: the server answered ${res.status}.`);
  }
  mkdirSync(dirname(part), { recursive: true });
  const hash = createHash('sha256');
  const body = Readable.fromWeb(res.body as WebStream);
  body.on('data', (chunk: Buffer) => hash.update(chunk));
  await pipeline(body, createWriteStream(part));
  return hash.digest('hex');
}

async function copy(source: string, part: string): Promise<string> {
  mkdirSync(dirname(part), { recursive: true });
  const hash = createHash('sha256');
  const body = createReadStream(source);
  body.on('data', (chunk) => hash.update(chunk));
  await pipeline(body, createWriteStream(part));
  return hash.digest('hex');
}

export interface InstalledFile {
  kind: ModelKind;
  file: string;
  bytes: number | null;
  licence: string;
  checkpoint: string;
  pinned: 'manifest' | 'pins.json' | 'no';
}

/** Every manifest file with its size on disk (null: not installed) and where its pin comes from. */
export function listModels(dir: string, manifest = MANIFEST): InstalledFile[] {
  const pins = readPins(dir);
  return MODEL_KINDS.flatMap((kind) =>
    Object.values(manifest[kind].files).map((f) => {
      const path = join(dir, f.file);
      return {
        kind,
        file: f.file,
        bytes: existsSync(path) ? statSync(path).size : null,
        licence: manifest[kind].licence,
        checkpoint: manifest[kind].checkpoint,
        pinned: pins[f.file] ? 'pins.json' : f.sha256 ? 'manifest' : 'no',
      } satisfies InstalledFile;
    }),
  );
}
