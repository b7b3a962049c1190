import { afterEach, describe, expect, it, vi } from 'vitest';
import { monotonicNow } from '../src/lib/monotonicNow.ts';

describe('monotonicNow', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out strictly later times while the clock stands still (one millisecond)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:00.000Z'));
    const times = Array.from({ length: 5 }, () => monotonicNow().toISOString());
    expect(new Set(times).size).toBe(5);
    expect([...times].sort()).toEqual(times);
  });

  it('follows the clock when it moves on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'));
    expect(monotonicNow().toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});
