import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where media bytes live. Keys are opaque, random and unguessable; the local-disk
 * implementation is the embedded default, an S3-compatible one can stand in for scale-out.
 */
export interface Storage {
  /** Writes the whole object; a reader never sees a partial object under `key`. */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the object, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** The object's size without reading it (stat / HEAD), or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key and when it was written (the media sweep looks for unreferenced ones). */
  list(): AsyncIterable<StoredObject>;
  /**
   * Removes what interrupted puts left behind before `olderThan` (a put that never finished);
   * returns how many. Backends whose puts cannot leave anything behind return 0.
   */
  removePartials(olderThan: Date): Promise<number>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

const KEY = /^[a-z0-9]{32}(?:_[a-z]+)?\.(?:jpg|png|webp)$/;

/** A fresh random key: 160 bits of randomness in base32-ish lowercase hex. */
export function newKey(ext: 'jpg' | 'png' | 'webp', suffix?: string): string {
  return `${randomBytes(16).toString('hex')}${suffix ? `_${suffix}` : ''}.${ext}`;
}

/** Keys come back from URLs: accept only the shape `newKey` makes, so nothing escapes. */
export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

/** Deletes every key, ignoring failures: cleanup must not hide the error that caused it. */
export async function deleteQuietly(storage: Storage, keys: Iterable<string>): Promise<void> {
  await Promise.all([...keys].map((k) => storage.delete(k).catch(() => undefined)));
}
