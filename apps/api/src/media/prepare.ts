import { basename } from 'node:path';
import { HttpError } from '../lib/httpError.ts';
import { extensionOf, processUpload, type ProcessedImage } from './processing.ts';
import { checkUploadNames } from './uploadNames.ts';

/** An uploaded file as read from the request (or a sample file from disk). */
export interface IncomingFile {
  filename: string;
  data: Buffer;
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
