import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@hds/api-client/contract';
import type { Db } from '../db/connect.ts';
import { nulAt, nulRefusal } from '../plugins/nulBytes.ts';
import { HttpError } from '../plugins/errors.ts';
import { newKey, type Storage } from '../storage/storage.ts';
import type { NewImage } from '../repositories/images.ts';
import { pendingMediaRepository } from '../repositories/pendingMedia.ts';
import { extensionOf, processUpload, type ProcessedImage } from './processing.ts';
import { checkUploadNames } from './uploadNames.ts';

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

export interface MultipartUpload {
  files: IncomingFile[];
  fields: Record<string, string>;
}

const FIELD_MAX = 1000;

/**
 * Reads a multipart upload with its caps enforced while streaming: a file past 10 MB stops the
 * read (413), an 11th file stops it too (400). Nothing is stored here.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { maxFiles: number },
): Promise<MultipartUpload> {
  // Already read (plugins/idempotency.ts compared it with an Idempotency-Key's first request).
  const preread = request.multipartPreread;
  if (preread) {
    if (preread.files.length > opts.maxFiles)
      throw multipartError({ code: 'FST_FILES_LIMIT' }, opts.maxFiles);
    return preread;
  }
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Expected a multipart/form-data upload');
  }
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: opts.maxFiles,
        fields: 20,
        fieldSize: FIELD_MAX,
        parts: opts.maxFiles + 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ filename: part.filename ?? '', data });
      } else if (typeof part.value === 'string') {
        if (nulAt(part.fieldname) !== null) throw nulRefusal('');
        if (nulAt(part.value) !== null) throw nulRefusal(part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err, opts.maxFiles);
  }
  return { files, fields };
}

function multipartError(err: unknown, maxFiles: number): Error {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, uploadMessages.size);
    case 'FST_FILES_LIMIT':
      return new HttpError(
        400,
        maxFiles === 1 ? 'Only one file can be uploaded' : uploadMessages.count,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'Invalid form field name');
    default:
      return new HttpError(400, 'Malformed multipart upload');
  }
}

/** A display name from the uploaded file name: no folders, no control characters, bounded. */
export function cleanName(filename: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
  const name = basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return (name.trim() || fallback).slice(0, 200);
}

export interface PreparedImage {
  name: string;
  processed: ProcessedImage;
}

/** Validates and renders every file before anything is written; the first bad file refuses all. */
export async function prepareImages(
  files: IncomingFile[],
  names: string[] = [],
): Promise<PreparedImage[]> {
  checkUploadNames(files, names);
  const out: PreparedImage[] = [];
  for (const [i, file] of files.entries()) {
    let processed: ProcessedImage;
    try {
      processed = await processUpload(file.data);
    } catch (err) {
      if (err instanceof HttpError && files.length > 1 && file.filename) {
        throw new HttpError(err.statusCode, `${cleanName(file.filename, 'file')}: ${err.detail}`);
      }
      throw err;
    }
    const fallback = `image.${extensionOf(processed.format)}`;
    out.push({ name: cleanName(names[i] || file.filename, fallback), processed });
  }
  return out;
}

export interface MediaDeps {
  db: Db;
  storage: Storage;
}

/**
 * Writes the renditions under fresh random keys and commits the rows that name them: file and
 * rows land together or not at all, even if the process dies half-way. The keys go into the
 * media journal before the first byte is written and leave it in the transaction that commits
 * the rows (`commit` runs inside it); a failure deletes the files again, and what a crash
 * leaves behind is found through the journal by the media sweep (media/sweep.ts).
 */
export async function storeThenCommit<T>(
  deps: MediaDeps,
  prepared: PreparedImage[],
  commit: (images: NewImage[], trx: Db) => Promise<T>,
): Promise<T> {
  const planned = prepared.map(({ name, processed }) => ({
    name,
    processed,
    originalKey: newKey(extensionOf(processed.format)),
    previewKey: newKey('webp', 'preview'),
    thumbKey: newKey('webp', 'thumb'),
  }));
  const keys = planned.flatMap((p) => [p.originalKey, p.previewKey, p.thumbKey]);
  await pendingMediaRepository(deps.db).intendWrites(keys);
  try {
    const images: NewImage[] = [];
    for (const p of planned) {
      await deps.storage.put(p.originalKey, p.processed.original);
      await deps.storage.put(p.previewKey, p.processed.preview);
      await deps.storage.put(p.thumbKey, p.processed.thumbnail);
      images.push({
        name: p.name,
        format: p.processed.format,
        originalKey: p.originalKey,
        previewKey: p.previewKey,
        thumbKey: p.thumbKey,
        width: p.processed.width,
        height: p.processed.height,
        sizeBytes: p.processed.original.length,
      });
    }
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await pendingMediaRepository(trx).settleWrites(keys))) {
        throw new HttpError(503, 'The upload took too long to store; please try again');
      }
      return commit(images, trx);
    });
  } catch (err) {
    await discardFiles(deps, keys);
    throw err;
  }
}

/**
 * Deletes files and takes the deleted ones off the journal; one that could not be deleted
 * stays listed for the sweep. Never throws: cleanup must not hide the error that caused it.
 */
export async function discardFiles(deps: MediaDeps, keys: string[]): Promise<void> {
  const gone = await Promise.all(
    keys.map((k) =>
      deps.storage.delete(k).then(
        () => k,
        () => null,
      ),
    ),
  );
  await pendingMediaRepository(deps.db)
    .forget(gone.filter((k): k is string => k !== null))
    .catch(() => undefined);
}
