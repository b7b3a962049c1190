import type { User } from './user.ts';

/**
 * How long a resolved session is trusted without asking the database again. Every change this
 * process makes (sign-out, a session ended by a newer one, a user's sign-in refreshing their
 * fields, an account deleted) reaches the cache at once through {@link sessionsEnded} and
 * {@link userChanged}; this bounds only what another process sharing the database does (a
 * second API instance on PostgreSQL): there, a revocation takes effect within this time.
 */
export const SESSION_CACHE_TTL_MS = 2000;
/** Live sessions kept; the oldest entry goes first past it. */
export const SESSION_CACHE_SIZE = 10_000;

interface Entry {
  user: User;
  /** The session's own expiry (ms since the epoch), checked on every hit. */
  expiresAt: number;
  /** Date.now() until which the entry may answer. */
  until: number;
}

/** Every cache of this process (one per app; tests run several), told of every change. */
const caches = new Set<SessionCache>();
/**
 * Bumped by every invalidation: a lookup that started before one does not store what it read,
 * so a session ended (or a user deleted) while the lookup's query ran is not cached afresh.
 */
let epoch = 0;

/** Sessions ended (by the sha256 of their token, as stored) are refused from now on. */
export function sessionsEnded(idHashes: readonly string[]): void {
  if (!idHashes.length) return;
  epoch++;
  for (const cache of caches) for (const h of idHashes) cache.entries.delete(h);
}

/** A user changed or was deleted: each of their sessions is read again from the database. */
export function userChanged(userId: string): void {
  epoch++;
  for (const cache of caches) {
    for (const [h, e] of cache.entries) if (e.user.id === userId) cache.entries.delete(h);
  }
}

export interface SessionCache {
  entries: Map<string, Entry>;
  /** The cached user of a live session, or undefined (not cached, stale or expired). */
  get(idHash: string, now?: number): User | undefined;
  /** The epoch to hand back to {@link SessionCache.set} with what the lookup read. */
  begin(): number;
  set(idHash: string, user: User, expiresAt: string, startedAt: number, now?: number): void;
  /** Stops receiving invalidations (the app closes). */
  close(): void;
}

export function sessionCache(
  ttlMs = SESSION_CACHE_TTL_MS,
  size = SESSION_CACHE_SIZE,
): SessionCache {
  const cache: SessionCache = {
    entries: new Map(),
    get(idHash, now = Date.now()) {
      const e = cache.entries.get(idHash);
      if (!e) return undefined;
      if (e.until <= now || e.expiresAt <= now) {
        cache.entries.delete(idHash);
        return undefined;
      }
      return e.user;
    },
    begin: () => epoch,
    set(idHash, user, expiresAt, startedAt, now = Date.now()) {
      if (startedAt !== epoch) return;
      if (cache.entries.size >= size && !cache.entries.has(idHash)) {
        cache.entries.delete(cache.entries.keys().next().value!);
      }
      // Shared by concurrent requests of the session: nobody may change it under another.
      cache.entries.set(idHash, {
        user: Object.freeze(user),
        expiresAt: Date.parse(expiresAt),
        until: now + ttlMs,
      });
    },
    close() {
      caches.delete(cache);
      cache.entries.clear();
    },
  };
  caches.add(cache);
  return cache;
}
