/**
 * The server's one in-memory cache: least-recently-used, bounded by the bytes its entries hold
 * (each entry's size is given when it is set; give 1 to bound the number of entries instead).
 * Reading an entry makes it the most recent; setting past the bound drops the oldest until it
 * fits. An entry larger than the whole bound is not kept. With `ttlMs`, an entry older than
 * that is a miss (and dropped).
 */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  clear(): void;
  readonly bytes: number;
  readonly size: number;
}

export interface ByteLruOptions {
  /** How long an entry answers after it was set, in ms (default: until it is pushed out). */
  ttlMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export function byteLru<V>(maxBytes: number, options: ByteLruOptions = {}): ByteLru<V> {
  const { ttlMs = Infinity, now = Date.now } = options;
  const entries = new Map<string, { value: V; bytes: number; at: number }>();
  let total = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    total -= e.bytes;
  };
  return {
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (now() - e.at >= ttlMs) {
        drop(key);
        return undefined;
      }
      // Map keeps insertion order: re-inserting makes it the most recent.
      entries.delete(key);
      entries.set(key, e);
      return e.value;
    },
    set(key, value, bytes) {
      drop(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes, at: now() });
      total += bytes;
      for (const [k, e] of entries) {
        if (total <= maxBytes) break;
        entries.delete(k);
        total -= e.bytes;
      }
    },
    delete: drop,
    clear() {
      entries.clear();
      total = 0;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
