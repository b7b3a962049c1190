/**
 * A least-recently-used cache bounded by the bytes its entries hold (each entry's size is given
 * when it is set). Reading an entry makes it the most recent; setting past the bound drops the
 * oldest until it fits. An entry larger than the whole bound is not kept.
 */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  readonly bytes: number;
  readonly size: number;
}

export function byteLru<V>(maxBytes: number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;
  return {
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      // Map keeps insertion order: re-inserting makes it the most recent.
      entries.delete(key);
      entries.set(key, e);
      return e.value;
    },
    set(key, value, bytes) {
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        total -= old.bytes;
      }
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [k, e] of entries) {
        if (total <= maxBytes) break;
        entries.delete(k);
        total -= e.bytes;
      }
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
