import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MEDIA_PREFIX = '/media/';

/**
 * The secret that signs media URLs: MEDIA_SECRET when set, else one generated on first start
 * and kept in DATA_DIR/media-secret so URLs stay valid across restarts.
 */
export function loadMediaSecret(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured);
  if (dataDir === ':memory:') return randomBytes(32);
  const file = join(dataDir, 'media-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return Buffer.from(existing);
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return Buffer.from(secret);
  } catch {
    // Another process wrote it first: use theirs.
    return Buffer.from(readFileSync(file, 'utf8').trim());
  }
}

export interface MediaSigner {
  /** A path with query `exp` (unix seconds) and `sig`, valid for `ttlSeconds`. */
  url(key: string, ttlSeconds?: number): string;
  /** null when valid, else the reason to show. */
  check(key: string, exp: unknown, sig: unknown, now?: number): string | null;
}

export const MEDIA_EXPIRED = 'This media link has expired.';
export const MEDIA_BAD_SIGNATURE = 'Invalid media signature.';

export function mediaSigner(secret: Buffer, defaultTtlSeconds: number): MediaSigner {
  const sign = (key: string, exp: number) =>
    createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
  return {
    url(key, ttlSeconds = defaultTtlSeconds) {
      // Rounded up to the hour, so the same image keeps the same URL for a while (cacheable).
      const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;
      return `${MEDIA_PREFIX}${key}?exp=${exp}&sig=${sign(key, exp)}`;
    },
    check(key, exp, sig, now = Date.now() / 1000) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) {
        return MEDIA_BAD_SIGNATURE;
      }
      const expected = Buffer.from(sign(key, Number(exp)));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return MEDIA_BAD_SIGNATURE;
      }
      if (Number(exp) < now) return MEDIA_EXPIRED;
      return null;
    },
  };
}
