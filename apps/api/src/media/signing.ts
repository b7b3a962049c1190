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
  /**
   * A path for a share recipient, with `l` (the share link's id) under the signature too: it
   * serves only while that link is live (features/media/routes.ts looks it up), so revoking the link
   * ends it at once, and it expires after {@link SHARE_MEDIA_TTL_SECONDS} whatever happens.
   */
  sharedUrl(key: string, linkId: string): string;
  /** null when valid, else the reason to show. */
  check(key: string, exp: unknown, sig: unknown, now?: number): string | null;
  /** The same for a {@link MediaSigner.sharedUrl}; the link's liveness is the caller's to check. */
  checkShared(
    key: string,
    linkId: unknown,
    exp: unknown,
    sig: unknown,
    now?: number,
  ): string | null;
}

/**
 * Lifetime of a share recipient's media URL: an hour (rounded up to 5 minutes so a page's
 * images keep their URLs, and the browser cache, across reloads). Revocation does not wait
 * for it (the link is checked on every fetch); it bounds how long a copied URL lives while
 * the link does, and keeps a viewer left open able to open its lightbox for a while.
 */
export const SHARE_MEDIA_TTL_SECONDS = 3600;
const SHARE_MEDIA_ROUNDING_SECONDS = 300;

export const MEDIA_EXPIRED = 'This media link has expired.';
export const MEDIA_BAD_SIGNATURE = 'Invalid media signature.';

const LINK_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Signed owner URLs kept in memory (~200 bytes each). */
export const SIGNED_URL_CACHE_SIZE = 20_000;

export function mediaSigner(secret: Buffer, defaultTtlSeconds: number): MediaSigner {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const sign = (key: string, exp: number) => hmac(`${key}\n${exp}`);
  // Its own prefix: no owner URL's signature can ever pass for a shared one, or the reverse.
  const signShared = (key: string, linkId: string, exp: number) =>
    hmac(`share\n${linkId}\n${key}\n${exp}`);
  const expiry = (ttlSeconds: number, rounding: number) =>
    Math.ceil((Date.now() / 1000 + ttlSeconds) / rounding) * rounding;

  function verify(expected: () => string, exp: unknown, sig: unknown, now: number) {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) {
      return MEDIA_BAD_SIGNATURE;
    }
    const want = Buffer.from(expected());
    const given = Buffer.from(sig);
    if (want.length !== given.length || !timingSafeEqual(want, given)) {
      return MEDIA_BAD_SIGNATURE;
    }
    if (Number(exp) < now) return MEDIA_EXPIRED;
    return null;
  }

  // The same key signs to the same URL for the rest of its hour, so each is signed once an
  // hour, not once per reply (a project of 50 images carries ~150 URLs): the URL kept by key
  // and expiry. First in, first out past SIGNED_URL_CACHE_SIZE; only the default lifetime.
  const signed = new Map<string, { exp: number; url: string }>();

  return {
    url(key, ttlSeconds = defaultTtlSeconds) {
      // Rounded up to the hour, so the same image keeps the same URL for a while (cacheable).
      const exp = expiry(ttlSeconds, 3600);
      const cacheable = ttlSeconds === defaultTtlSeconds;
      if (cacheable) {
        const hit = signed.get(key);
        if (hit?.exp === exp) return hit.url;
      }
      const url = `${MEDIA_PREFIX}${key}?exp=${exp}&sig=${sign(key, exp)}`;
      if (cacheable) {
        if (signed.size >= SIGNED_URL_CACHE_SIZE && !signed.has(key)) {
          signed.delete(signed.keys().next().value!);
        }
        signed.set(key, { exp, url });
      }
      return url;
    },
    sharedUrl(key, linkId) {
      const exp = expiry(SHARE_MEDIA_TTL_SECONDS, SHARE_MEDIA_ROUNDING_SECONDS);
      return `${MEDIA_PREFIX}${key}?exp=${exp}&l=${linkId}&sig=${signShared(key, linkId, exp)}`;
    },
    check(key, exp, sig, now = Date.now() / 1000) {
      return verify(() => sign(key, Number(exp)), exp, sig, now);
    },
    checkShared(key, linkId, exp, sig, now = Date.now() / 1000) {
      if (typeof linkId !== 'string' || !LINK_ID.test(linkId)) return MEDIA_BAD_SIGNATURE;
      return verify(() => signShared(key, linkId, Number(exp)), exp, sig, now);
    },
  };
}
