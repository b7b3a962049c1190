import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from '../src/lib/periodic.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runPeriodically (the account deletion sweeper schedule)', () => {
  it('runs at once, then an interval after each run ends, and never overlaps', async () => {
    let finish = () => {};
    let active = 0;
    let maxActive = 0;
    const task = vi.fn(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((r) => (finish = r));
      active--;
    });
    const loop = runPeriodically(task, 1000, () => {});
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000); // the first run is still going
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(3);
    expect(maxActive).toBe(1);
    const stopped = loop.stop();
    finish();
    await stopped;
  });

  it('reports a failing run and keeps the schedule', async () => {
    const errors: unknown[] = [];
    const task = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(undefined);
    const loop = runPeriodically(task, 1000, (err) => errors.push(err));
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([new Error('db down')]);
    expect(task).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('stop waits for the run in progress and schedules no more', async () => {
    let finish = () => {};
    let done = false;
    const task = vi.fn(async () => {
      await new Promise<void>((r) => (finish = r));
      done = true;
    });
    const loop = runPeriodically(task, 1000, () => {});
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(done).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
