import type { FastifyInstance } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { finished, Readable } from 'node:stream';
import yazl from 'yazl';
import { watermark } from '@hds/engine';
import { planIdOf } from '../../plans.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { imagesRepository, type ImageRow, type VersionRow } from '../images/repository.ts';
import { projectsRepository } from './repository.ts';
import type { Storage } from '../../storage/storage.ts';
import { ExportBody } from '@hds/api-client/contract';
import { projectNotFound, versionNotFound } from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';

/** A file name safe in every OS's unzip: letters, digits, dot, dash, underscore. */
const safe = (name: string) =>
  name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[^a-z0-9._-]+/gi, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80) || 'image';

export const exportMessages = {
  busy: (max: number) =>
    max === 1
      ? 'An export of yours is already running; try again when it finishes.'
      : `${max} exports of yours are already running; try again when one finishes.`,
} as const;

/**
 * Exports streaming now, per user, in this process: each holds a storage read and a response
 * for as long as the download lasts, so one user cannot tie up the server with many at once.
 */
export function exportSlots(max: number) {
  const running = new Map<string, number>();
  return {
    /** A release function (safe to call more than once), or null when all slots are taken. */
    take(userId: string): (() => void) | null {
      const n = running.get(userId) ?? 0;
      if (n >= max) return null;
      running.set(userId, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}

interface Entry {
  key: string;
  name: string;
  size: number;
  mtime: Date;
}

/** What goes in the zip: the versions asked for (each image's primary when none are), and
 * each of their images' originals too when asked. */
export interface ExportChoice {
  versionIds?: string[];
  includeOriginals?: boolean;
}

interface Wanted {
  img: ImageRow;
  key: string;
  mtime: Date;
  suffix: string;
}

/** The files `choice` names; a version id that is not one of these images' answers 404. */
function chooseFiles(rows: ImageRow[], versions: VersionRow[], choice: ExportChoice): Wanted[] {
  const byImage = new Map(rows.map((r) => [r.id, r]));
  const original = (img: ImageRow): Wanted => {
    const v = versions.find((x) => x.image_id === img.id && x.kind === 'original');
    return {
      img,
      key: img.original_key,
      mtime: new Date(v?.updated_at ?? img.created_at),
      suffix: '',
    };
  };
  let chosen: Wanted[];
  if (choice.versionIds) {
    chosen = [...new Set(choice.versionIds)].map((id) => {
      const v = versions.find((x) => x.id === id && x.storage_key);
      const img = v && byImage.get(v.image_id);
      if (!v || !img) throw versionNotFound();
      return { img, key: v.storage_key!, mtime: new Date(v.updated_at), suffix: '' };
    });
  } else {
    chosen = rows.map((img) => {
      const primary = versions.find(
        (v) => v.image_id === img.id && v.is_primary === 1 && v.storage_key,
      );
      return primary
        ? { img, key: primary.storage_key!, mtime: new Date(primary.updated_at), suffix: '' }
        : original(img);
    });
  }
  if (!choice.includeOriginals) return chosen;
  const keys = new Set(chosen.map((c) => c.key));
  const originals = [...new Set(chosen.map((c) => c.img))]
    .map((img) => ({ ...original(img), suffix: '-original' }))
    .filter((o) => !keys.has(o.key));
  return [...chosen, ...originals];
}

/** What a watermarked export lays over each picture (bottom-right, as the engine's op). */
export const EXPORT_WATERMARK = 'Home Design Studio';

/** The chosen files as zip entries named after their images; files missing from storage are
 * left out. `ext` renames them (a watermarked file is a JPEG whatever it was). */
async function exportEntries(storage: Storage, wanted: Wanted[], ext?: string): Promise<Entry[]> {
  const sizes = await existing(
    storage,
    wanted.map((w) => w.key),
  );
  const used = new Set<string>();
  const entries: Entry[] = [];
  for (const { img, key, mtime, suffix } of wanted) {
    const size = sizes.get(key);
    if (size === undefined) continue;
    const fileExt = ext ?? key.slice(key.lastIndexOf('.') + 1);
    const base = `${safe(img.name)}${suffix}`;
    let name = `${base}.${fileExt}`;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}.${fileExt}`;
    used.add(name);
    entries.push({ key, name, size, mtime });
  }
  return entries;
}

/** Sizes of the keys that exist, a few stat/HEAD calls at a time; missing keys are left out. */
async function existing(storage: Storage, keys: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const AT_ONCE = 8;
  for (let i = 0; i < keys.length; i += AT_ONCE) {
    const batch = keys.slice(i, i + AT_ONCE);
    const stats = await Promise.all(batch.map((k) => storage.stat(k)));
    stats.forEach((s, j) => {
      if (s) sizes.set(batch[j]!, s.size);
    });
  }
  return sizes;
}

/**
 * POST /projects/{id}/export/: a zip of each image's primary version at full resolution,
 * streamed: one file is read from storage at a time, straight into the reply, so memory stays
 * flat whatever the project's size. Every file is looked up (stat/HEAD) before the first byte
 * goes out, and a missing one is left out, so it cannot cut the zip short mid-stream; with
 * every size known up front the reply carries its Content-Length, so a download cut short
 * by a later failure is seen as incomplete rather than taken for a whole zip.
 */
export async function exportRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const projects = projectsRepository(deps.db);
  const images = imagesRepository(deps.db);
  const slots = exportSlots(deps.limits.exportsPerUser);

  app.post<{ Params: { id: string } }>('/projects/:id/export/', async (request, reply) => {
    const user = requireUser(request);
    const project = await projects.find(user.id, request.params.id);
    if (!project) throw projectNotFound();
    const parsed = ExportBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
    const choice = {
      versionIds: parsed.data.version_ids,
      includeOriginals: parsed.data.include_originals,
    };
    const release = slots.take(user.id);
    if (!release) throw new HttpError(429, exportMessages.busy(deps.limits.exportsPerUser));
    try {
      const rows = await images.list(user.id, { projectId: project.id });
      const versions = await images.versionsOf(rows.map((r) => r.id));
      // The plan table says whether this account's exports carry the watermark (Free does).
      const marked = deps.plans[planIdOf(user)].watermarkExports;
      const entries = await exportEntries(
        deps.storage,
        chooseFiles(rows, versions, choice),
        marked ? 'jpg' : undefined,
      );
      const output = zipStream(
        deps.storage,
        entries,
        (err) => request.log.warn({ err, project: project.id }, 'export cut short'),
        marked ? (bytes) => watermark(bytes, EXPORT_WATERMARK) : undefined,
      );
      reply.header('x-export-watermark', marked ? 'true' : 'false');
      // Released however the download ends: complete, failed, or dropped by the client.
      finished(reply.raw, release);
      output.stream.once('close', release);
      if (output.size >= 0) reply.header('content-length', output.size);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${safe(project.title)}.zip"`)
        .send(output.stream);
    } catch (err) {
      release();
      throw err;
    }
  });
}

/**
 * The zip of `entries` as a stream, each file opened only when the zip reaches it. Stored, not
 * deflated: JPEG, PNG and WebP are compressed already, so deflate would spend CPU for nothing
 * (and stored entries give the exact size in advance).
 */
function zipStream(
  storage: Storage,
  entries: Entry[],
  onFailure: (err: Error) => void,
  /** Rewrites each file (the watermark); its size is then unknown until it is made. */
  transform?: (bytes: Buffer) => Promise<Buffer>,
): { stream: Readable; size: number } {
  const zip = new yazl.ZipFile();
  let current: Readable | null = null;
  let closed = false;
  for (const e of entries) {
    const options = transform
      ? { mtime: e.mtime, compress: false }
      : { mtime: e.mtime, compress: false, size: e.size };
    zip.addReadStreamLazy(e.name, options, (cb) => {
      storage
        .open(e.key)
        .then(async (opened) => {
          if (!opened || !transform) return opened;
          // One picture in memory at a time: read, marked, handed to the zip.
          const marked = await transform(await buffer(opened.stream));
          return { stream: Readable.from([marked]) };
        })
        .then(
          (opened) => {
            // The download ended while the file was being opened: nobody will read it.
            if (closed) return opened?.stream.destroy();
            if (!opened) return cb(new Error(`${e.key} went missing during the export`), null!);
            current = opened.stream;
            cb(null, opened.stream);
          },
          (err: Error) => cb(err, null!),
        );
    });
  }
  let size = -1;
  // @types/yazl leaves out the total the callback is given (-1 when it cannot be known).
  const end = zip.end.bind(zip) as (options: undefined, cb: (total: number) => void) => void;
  end(undefined, (total) => {
    size = total;
  });
  const stream = zip.outputStream as Readable;
  // A file that fails half-way (deleted meanwhile, storage down) ends the download as an error.
  zip.on('error', (err: Error) => {
    onFailure(err);
    stream.destroy(err);
  });
  // The client went away: stop reading the file in flight too.
  stream.once('close', () => {
    closed = true;
    current?.destroy();
  });
  return { stream, size };
}
