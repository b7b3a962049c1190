import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@hds/api-client/contract';
import { nulAt, nulRefusal } from '../plugins/nulBytes.ts';
import { HttpError } from '../plugins/errors.ts';
import type { IncomingFile } from './prepare.ts';

/** A multipart request read: its files and its text fields. */
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
