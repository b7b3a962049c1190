import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@hds/api-client/contract';
import { HttpError } from '../plugins/errors.ts';
import { deleteQuietly, newKey, type Storage } from '../storage/storage.ts';
import type { NewImage } from '../repositories/images.ts';
import { extensionOf, processUpload, type ProcessedImage } from './processing.ts';

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

/**
 * Writes the renditions under fresh random keys, then runs `commit` (one DB transaction). If
 * the commit fails, the files are deleted again: file and rows land together or not at all.
 */
export async function storeThenCommit<T>(
  storage: Storage,
  prepared: PreparedImage[],
  commit: (images: NewImage[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    const images: NewImage[] = [];
    for (const { name, processed } of prepared) {
      const originalKey = newKey(extensionOf(processed.format));
      const previewKey = newKey('webp', 'preview');
      const thumbKey = newKey('webp', 'thumb');
      for (const [key, data] of [
        [originalKey, processed.original],
        [previewKey, processed.preview],
        [thumbKey, processed.thumbnail],
      ] as const) {
        written.push(key);
        await storage.put(key, data);
      }
      images.push({
        name,
        format: processed.format,
        originalKey,
        previewKey,
        thumbKey,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.original.length,
      });
    }
    return await commit(images);
  } catch (err) {
    await deleteQuietly(storage, written);
    throw err;
  }
}
