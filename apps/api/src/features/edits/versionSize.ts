import sharp from 'sharp';
import { HttpError } from '../../lib/httpError.ts';
import type { Storage } from '../../storage/storage.ts';

/** A version's pixel size: from its row, else read from its file (rows from before sizes). */
export async function versionSize(
  storage: Storage,
  version: { width: number | null; height: number | null; storage_key: string | null },
): Promise<{ width: number; height: number }> {
  if (version.width && version.height) return { width: version.width, height: version.height };
  const data = version.storage_key ? await storage.read(version.storage_key) : null;
  if (!data) throw new HttpError(409, 'The file of this version is missing');
  const meta = await sharp(data).metadata();
  if (!meta.width || !meta.height) throw new HttpError(409, 'The file of this version is missing');
  return { width: meta.width, height: meta.height };
}
