import {
  ANALYTICS_LIMITS,
  type AnalyticsEvent,
  type AnalyticsProperties,
} from '@hds/api-client/contract';

/** The timers the tracker runs on; tests pass a fake one. */
export interface TrackerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: TrackerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface TrackerOptions {
  /** Delivers one batch (at most `maxBatch` events); `keepalive` when the page is going away. */
  send: (events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<unknown>;
  clock?: TrackerClock;
  /** Where the visitor and session ids live between page loads; none keeps them in memory. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** A random id of 8–64 characters from [A-Za-z0-9_-]. */
  randomId?: () => string;
  /** A failed batch is kept for another try when this says so (offline, not ready yet). */
  isRetryable?: (error: unknown) => boolean;
  /** Told about a batch that was dropped. */
  onDrop?: (error: unknown, events: AnalyticsEvent[]) => void;
  /** Spec part 1 §9's figures unless a test shrinks them. */
  limits?: Partial<
    Record<'maxBatch' | 'flushIntervalMs' | 'sessionIdleMs' | 'anonymousIdTtlMs', number>
  >;
}

export interface AnalyticsUser {
  uid: string;
  isAnonymous: boolean;
}

/** Unsent events kept while the endpoint cannot be reached; older ones give way. */
export const MAX_QUEUE = 100;
export const STORAGE_KEY = 'hds.analytics';

interface Ids {
  anonymousId: string;
  anonymousSince: number;
  sessionId: string;
  lastActivity: number;
}

const L = ANALYTICS_LIMITS;

/** Keeps properties inside the contract (30 keys, short names, 500-character text, primitives). */
export function boundProperties(input: Record<string, unknown> = {}): AnalyticsProperties {
  const out: AnalyticsProperties = {};
  for (const [key, value] of Object.entries(input)) {
    if (Object.keys(out).length >= L.maxProperties) break;
    if (!key || key.length > L.maxPropertyKey) continue;
    if (typeof value === 'string') out[key] = value.slice(0, L.maxStringValue);
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'boolean' || value === null) out[key] = value;
  }
  return out;
}

const defaultRandomId = () => globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 24);

/**
 * The product-analytics facade (spec part 1 §9): events queue until 20 are waiting or 3000 ms
 * have passed since the first, then go out as one batch; a session ends after 1800 s without
 * an event; the visitor id is kept for 365 days. No browser API is touched here: time,
 * storage and delivery come in as options, so the rules are tested with a fake clock.
 */
export function createTracker(options: TrackerOptions) {
  const clock = options.clock ?? systemClock;
  const storage = options.storage ?? null;
  const randomId = options.randomId ?? defaultRandomId;
  const limits = {
    maxBatch: options.limits?.maxBatch ?? L.maxBatch,
    flushIntervalMs: options.limits?.flushIntervalMs ?? L.flushIntervalMs,
    sessionIdleMs: options.limits?.sessionIdleMs ?? L.sessionIdleMs,
    anonymousIdTtlMs: options.limits?.anonymousIdTtlMs ?? L.anonymousIdTtlMs,
  };

  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;
  let user: AnalyticsUser | null = null;
  let memoryIds: Ids | null = null;

  function loadIds(): Ids | null {
    if (!storage) return memoryIds;
    try {
      const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Ids | null;
      return value && typeof value.anonymousId === 'string' && typeof value.sessionId === 'string'
        ? value
        : null;
    } catch {
      return null;
    }
  }

  function saveIds(ids: Ids) {
    memoryIds = ids;
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(ids));
    } catch {
      // Blocked or full storage: the ids live in memory for this page.
    }
  }

  /** The visitor and session ids for an event now: a new session after the idle timeout. */
  function touch(): Ids {
    const now = clock.now();
    const stored = loadIds() ?? memoryIds;
    const anonymousFresh = stored && now - stored.anonymousSince < limits.anonymousIdTtlMs;
    const sessionFresh =
      stored && anonymousFresh && now - stored.lastActivity < limits.sessionIdleMs;
    const ids: Ids = {
      anonymousId: anonymousFresh ? stored.anonymousId : randomId(),
      anonymousSince: anonymousFresh ? stored.anonymousSince : now,
      sessionId: sessionFresh ? stored.sessionId : randomId(),
      lastActivity: now,
    };
    saveIds(ids);
    return ids;
  }

  function schedule() {
    if (timer !== null || queue.length === 0) return;
    timer = clock.setTimeout(() => {
      timer = null;
      void flush();
    }, limits.flushIntervalMs);
  }

  function cancelTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  async function deliver(batch: AnalyticsEvent[], keepalive: boolean) {
    try {
      await options.send(batch, { keepalive });
    } catch (error) {
      if (options.isRetryable?.(error)) {
        // Back in front, oldest first; the queue stays bounded while the endpoint is away.
        queue = [...batch, ...queue].slice(-MAX_QUEUE);
        schedule();
      } else {
        options.onDrop?.(error, batch);
      }
    }
  }

  /** Sends everything waiting, in batches of at most 20. */
  async function flush({ keepalive = false }: { keepalive?: boolean } = {}) {
    cancelTimer();
    const sends: Promise<void>[] = [];
    while (queue.length) {
      const batch = queue.slice(0, limits.maxBatch);
      queue = queue.slice(limits.maxBatch);
      sends.push(deliver(batch, keepalive));
    }
    await Promise.all(sends);
  }

  function enqueue(event: string, properties?: Record<string, unknown>, path?: string) {
    const ids = touch();
    queue.push({
      event,
      timestamp: new Date(clock.now()).toISOString(),
      session_id: ids.sessionId,
      anonymous_id: ids.anonymousId,
      ...(path ? { path: path.slice(0, L.maxPath) } : {}),
      properties: boundProperties(properties),
    });
    if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE);
    if (queue.length >= limits.maxBatch) void flush();
    else schedule();
  }

  return {
    /** A product event ('edit_applied', …) with a few primitive properties. */
    track: (event: string, properties?: Record<string, unknown>, path?: string) =>
      enqueue(event, properties, path),
    /** A page view of `path` (route change). */
    page: (path: string, properties?: Record<string, unknown>) =>
      enqueue('page_view', properties, path),
    /**
     * Who is using the app from now on (spec part 1 §4: uid, isAnonymous defaulting to false).
     * The e-mail and name stay out: the server knows the user from the session.
     */
    identify(next: AnalyticsUser) {
      if (user?.uid === next.uid && user.isAnonymous === next.isAnonymous) return;
      user = { uid: next.uid, isAnonymous: next.isAnonymous };
      enqueue('identify', { uid: next.uid, is_anonymous: next.isAnonymous });
    },
    /** Sign-out: what was queued goes out, then a new visitor and session begin. */
    reset() {
      void flush();
      user = null;
      memoryIds = null;
      try {
        storage?.removeItem(STORAGE_KEY);
      } catch {
        // Nothing stored then.
      }
    },
    flush,
    /** Events waiting to be sent (for tests and diagnostics). */
    pending: () => queue.length,
    currentUser: () => user,
  };
}
export type Tracker = ReturnType<typeof createTracker>;
