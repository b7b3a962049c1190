import { describe, expect, it, vi } from 'vitest';
import { AnalyticsBatch, type AnalyticsEvent } from '@hds/api-client/contract';
import {
  MAX_QUEUE,
  STORAGE_KEY,
  boundProperties,
  createTracker,
  type TrackerClock,
} from './tracker.ts';

/** A clock whose timers fire only when the test moves time on. */
function fakeClock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: TrackerClock & { advance(ms: number): void; timers: number } = {
    now: () => now,
    setTimeout(run, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until);
        if (!due.length) break;
        const [id, t] = due.sort((a, b) => a[1].at - b[1].at)[0]!;
        timers.delete(id);
        now = t.at;
        t.run();
      }
      now = until;
    },
    get timers() {
      return timers.size;
    },
  };
  return clock;
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

function setup(extra: Partial<Parameters<typeof createTracker>[0]> = {}) {
  const clock = fakeClock();
  const storage = memoryStorage();
  const batches: { events: AnalyticsEvent[]; keepalive: boolean }[] = [];
  let id = 0;
  const tracker = createTracker({
    send: async (events, { keepalive }) => {
      batches.push({ events, keepalive });
    },
    clock,
    storage,
    randomId: () => `id_${String(++id).padStart(8, '0')}`,
    ...extra,
  });
  return { tracker, clock, storage, batches };
}

describe('batching (spec part 1 §9: 20 events or 3000 ms)', () => {
  it('sends one batch 3000 ms after the first event, not before', async () => {
    const { tracker, clock, batches } = setup();
    tracker.page('/app/projects');
    clock.advance(1000);
    tracker.track('project_created', { images: 0 });
    clock.advance(1999);
    expect(batches).toHaveLength(0);
    clock.advance(1);
    await Promise.resolve();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.events.map((e) => e.event)).toEqual(['page_view', 'project_created']);
    expect(batches[0]!.keepalive).toBe(false);
    expect(clock.timers).toBe(0);
  });

  it('sends at once when the 20th event arrives, and the 21st starts a new wait', async () => {
    const { tracker, clock, batches } = setup();
    for (let i = 0; i < 20; i++) tracker.track('clicked', { i });
    await Promise.resolve();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.events).toHaveLength(20);
    expect(tracker.pending()).toBe(0);
    tracker.track('clicked', { i: 20 });
    clock.advance(3000);
    await Promise.resolve();
    expect(batches.map((b) => b.events.length)).toEqual([20, 1]);
  });

  it('makes every batch valid for the endpoint', async () => {
    const { tracker, batches } = setup();
    tracker.identify({ uid: 'u1', isAnonymous: true });
    tracker.page('/app/playground', { long: 'x'.repeat(900), nested: { no: 1 }, n: Infinity });
    await tracker.flush();
    for (const b of batches)
      expect(AnalyticsBatch.safeParse({ events: b.events }).success).toBe(true);
  });

  it('flushes with keepalive when the page goes away', async () => {
    const { tracker, clock, batches } = setup();
    tracker.page('/app');
    await tracker.flush({ keepalive: true });
    expect(batches).toEqual([
      { events: [expect.objectContaining({ path: '/app' })], keepalive: true },
    ]);
    expect(clock.timers).toBe(0);
  });

  it('splits a long queue into batches of 20 on flush', async () => {
    let ready = false;
    const { tracker, batches } = setup({
      send: async (events, { keepalive }) => {
        if (!ready) throw new Error('not ready');
        batches.push({ events, keepalive });
      },
      isRetryable: () => true,
    });
    for (let i = 0; i < 45; i++) tracker.track('clicked');
    await Promise.resolve();
    ready = true;
    await tracker.flush();
    expect(batches.map((b) => b.events.length)).toEqual([20, 20, 5]);
  });
});

describe('failures', () => {
  it('keeps a batch that may succeed later and sends it on the next timer', async () => {
    let offline = true;
    const sent: number[] = [];
    const { tracker, clock } = setup({
      send: async (events) => {
        if (offline) throw new TypeError('Failed to fetch');
        sent.push(events.length);
      },
      isRetryable: (e) => e instanceof TypeError,
    });
    tracker.track('a');
    tracker.track('b');
    clock.advance(3000);
    await vi.waitFor(() => expect(tracker.pending()).toBe(2));
    offline = false;
    clock.advance(3000);
    await vi.waitFor(() => expect(sent).toEqual([2]));
  });

  it('drops a refused batch and says so', async () => {
    const onDrop = vi.fn();
    const { tracker } = setup({
      send: async () => {
        throw new Error('HTTP 400');
      },
      onDrop,
    });
    tracker.track('a');
    await tracker.flush();
    expect(onDrop).toHaveBeenCalledWith(expect.any(Error), [
      expect.objectContaining({ event: 'a' }),
    ]);
    expect(tracker.pending()).toBe(0);
  });

  it(`never keeps more than ${MAX_QUEUE} unsent events`, async () => {
    const { tracker } = setup({
      send: async () => {
        throw new TypeError('offline');
      },
      isRetryable: () => true,
      limits: { maxBatch: 1000 },
    });
    for (let i = 0; i < 150; i++) tracker.track('e');
    expect(tracker.pending()).toBe(MAX_QUEUE);
  });
});

describe('sessions (1800 s idle) and the visitor id (365 days)', () => {
  it('keeps one session while events keep coming, a new one after 1800 s of quiet', async () => {
    const { tracker, clock, batches } = setup();
    tracker.page('/a');
    clock.advance(1799_000);
    tracker.page('/b');
    clock.advance(1800_000);
    tracker.page('/c');
    await tracker.flush();
    const events = batches.flatMap((b) => b.events);
    expect(events[0]!.session_id).toBe(events[1]!.session_id);
    expect(events[2]!.session_id).not.toBe(events[1]!.session_id);
    expect(new Set(events.map((e) => e.anonymous_id)).size).toBe(1);
  });

  it('carries the ids across page loads through storage', async () => {
    const first = setup();
    first.tracker.page('/a');
    await first.tracker.flush();
    const again = createTracker({
      send: async (events) => void first.batches.push({ events, keepalive: false }),
      clock: first.clock,
      storage: first.storage,
      randomId: () => 'other_id_000',
    });
    first.clock.advance(60_000);
    again.page('/b');
    await again.flush();
    const [a, b] = first.batches.flatMap((x) => x.events);
    expect(b!.session_id).toBe(a!.session_id);
    expect(b!.anonymous_id).toBe(a!.anonymous_id);
  });

  it('starts a new visitor id after 365 days', async () => {
    const { tracker, clock, batches } = setup();
    tracker.page('/a');
    await tracker.flush();
    for (let day = 0; day < 366; day++) {
      clock.advance(24 * 3600_000);
      tracker.track('daily');
      await tracker.flush();
    }
    const events = batches.flatMap((b) => b.events);
    expect(events.at(-1)!.anonymous_id).not.toBe(events[0]!.anonymous_id);
  });
});

describe('identify and reset', () => {
  it('identifies once per user and says whether they are a guest', async () => {
    const { tracker, batches } = setup();
    tracker.identify({ uid: 'u1', isAnonymous: true });
    tracker.identify({ uid: 'u1', isAnonymous: true });
    tracker.identify({ uid: 'u1', isAnonymous: false });
    await tracker.flush();
    expect(batches[0]!.events.map((e) => [e.event, e.properties])).toEqual([
      ['identify', { uid: 'u1', is_anonymous: true }],
      ['identify', { uid: 'u1', is_anonymous: false }],
    ]);
  });

  it('on reset sends what was queued and starts a new visitor and session', async () => {
    const { tracker, storage, batches } = setup();
    tracker.identify({ uid: 'u1', isAnonymous: false });
    tracker.page('/app/profile');
    tracker.reset();
    await Promise.resolve();
    expect(batches).toHaveLength(1);
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
    expect(tracker.currentUser()).toBeNull();
    tracker.page('/');
    await tracker.flush();
    const [before, after] = [batches[0]!.events[1]!, batches[1]!.events[0]!];
    expect(after.anonymous_id).not.toBe(before.anonymous_id);
    expect(after.session_id).not.toBe(before.session_id);
  });
});

describe('boundProperties', () => {
  it('keeps primitives, trims text to 500 characters and stops at 30 keys', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(boundProperties(many))).toHaveLength(30);
    expect(boundProperties({ t: 'x'.repeat(600) }).t).toHaveLength(500);
    expect(
      boundProperties({
        a: 1,
        b: 'b',
        c: true,
        d: null,
        e: undefined,
        f: {},
        g: NaN,
        ['k'.repeat(65)]: 1,
      }),
    ).toEqual({ a: 1, b: 'b', c: true, d: null });
  });
});
