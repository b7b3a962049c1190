import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import {
  DEFAULT_JOB_MAX_ATTEMPTS,
  DEFAULT_JOB_POLL_INTERVAL_MS,
  DEFAULT_JOB_TIMEOUT_MS,
  jobPollingMachine,
} from './jobPollingMachine.ts';
import { jobPollingMessages } from './messages.ts';
import { selectJobPolling } from './selectors.ts';
import type { Job, JobPollingInput, RetriedJob } from './types.ts';

interface Impl {
  fetchJob: (input: { jobId: string }) => Promise<Job>;
  cancelJob: (input: { jobId: string }) => Promise<unknown>;
  retryJob: (input: { jobId: string }) => Promise<RetriedJob>;
}

const running: Array<Actor<typeof jobPollingMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

const job = (status: string, extra: Partial<Job> = {}): Job => ({ id: 'job-1', status, ...extra });

function harness(impl: Partial<Impl> = {}, input: JobPollingInput = { jobId: 'job-1' }) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const actions = {
    onCompleted: vi.fn(),
    onFailed: vi.fn(),
    logError: vi.fn(),
  };
  const full: Impl = {
    fetchJob: async () => job('pending'),
    cancelJob: async () => ({}),
    retryJob: async () => ({ id: 'job-2' }),
    ...impl,
  };
  const machine = jobPollingMachine.provide({
    actors: {
      fetchJob: fromPromise<Job, { jobId: string }>(async ({ input }) => {
        calls.push({ name: 'fetchJob', input });
        return full.fetchJob(input);
      }),
      cancelJob: fromPromise<unknown, { jobId: string }>(async ({ input }) => {
        calls.push({ name: 'cancelJob', input });
        return full.cancelJob(input);
      }),
      retryJob: fromPromise<RetriedJob, { jobId: string }>(async ({ input }) => {
        calls.push({ name: 'retryJob', input });
        return full.retryJob(input);
      }),
    },
    actions: {
      onCompleted: (_, params) => actions.onCompleted(params),
      onFailed: (_, params) => actions.onFailed(params),
      logError: (_, params) => actions.logError(params),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { intervalMs: 2000, maxAttempts: 60, timeoutMs: 120_000, ...input },
    clock,
  });
  running.push(actor);
  return {
    actor,
    clock,
    calls,
    actions,
    view: () => selectJobPolling(actor.getSnapshot()),
    fetches: () => calls.filter((c) => c.name === 'fetchJob'),
    async tick(ms: number) {
      clock.increment(ms);
      await flush();
    },
    start() {
      actor.start();
      return this;
    },
    until: (status: string) =>
      waitFor(actor, (s) => selectJobPolling(s).status === status, { timeout: 1000 }),
  };
}

describe('jobPollingMachine', () => {
  it('has the spec defaults: 2000 ms, 60 attempts, 120 s', () => {
    expect(DEFAULT_JOB_POLL_INTERVAL_MS).toBe(2000);
    expect(DEFAULT_JOB_MAX_ATTEMPTS).toBe(60);
    expect(DEFAULT_JOB_TIMEOUT_MS).toBe(120_000);
    const actor = createActor(jobPollingMachine, { input: {} });
    expect(actor.getSnapshot().context).toMatchObject({
      intervalMs: 2000,
      maxAttempts: 60,
      timeoutMs: 120_000,
    });
  });

  it('waits in idle without a job, and START polls the given job at once', async () => {
    const h = harness({}, {}).start();
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.view().status).toBe('idle');
    h.actor.send({ type: 'START', jobId: 'job-9' });
    await flush();
    expect(h.fetches()).toEqual([{ name: 'fetchJob', input: { jobId: 'job-9' } }]);
    expect(h.view()).toMatchObject({ status: 'polling', isPolling: true, jobId: 'job-9' });
  });

  it.each(['pending', 'in_progress', 'processing', 'queued'])(
    'keeps polling every interval while the status is %s',
    async (status) => {
      const h = harness({ fetchJob: async () => job(status) }).start();
      await flush();
      expect(h.fetches()).toHaveLength(1);
      expect(h.actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
      await h.tick(1999);
      expect(h.fetches()).toHaveLength(1);
      await h.tick(1);
      expect(h.fetches()).toHaveLength(2);
      await h.tick(2000);
      expect(h.fetches()).toHaveLength(3);
      expect(h.view()).toMatchObject({ status: 'polling', attempts: 3 });
    },
  );

  it.each(['completed', 'succeeded'])(
    'a %s job ends polling with its result_version',
    async (status) => {
      const replies = [job('processing'), job(status, { result_version: 'v-7' })];
      const h = harness({ fetchJob: async () => replies.shift()! }).start();
      await flush();
      await h.tick(2000);
      expect(h.view()).toMatchObject({
        status: 'completed',
        resultVersion: 'v-7',
        error: null,
        isPolling: false,
      });
      expect(h.actions.onCompleted).toHaveBeenCalledWith({ jobId: 'job-1', resultVersion: 'v-7' });
      await h.tick(10_000);
      expect(h.fetches()).toHaveLength(2);
    },
  );

  it("a failed job shows its error_message, with the poll helper's 'Job failed'", async () => {
    const h = harness({
      fetchJob: async () => job('failed', { error_message: 'GPU out of memory' }),
    }).start();
    await h.until('failed');
    expect(h.view().error).toBe('GPU out of memory');
    expect(h.actor.getSnapshot().context.failureReason).toBe(jobPollingMessages.jobFailed);
    expect(jobPollingMessages.jobFailed).toBe('Job failed');
    expect(h.actions.onFailed).toHaveBeenCalledWith({
      jobId: 'job-1',
      message: 'GPU out of memory',
    });
  });

  it.each([undefined, null, ''])(
    "a failed job without error_message (%s) shows 'Edit failed'",
    async (message) => {
      const h = harness({
        fetchJob: async () => job('failed', { error_message: message }),
      }).start();
      await h.until('failed');
      expect(h.view().error).toBe('Edit failed');
      expect(jobPollingMessages.editFailed).toBe('Edit failed');
    },
  );

  it("gives up with 'Job timeout' after the maximum number of attempts", async () => {
    const h = harness({}, { jobId: 'job-1', maxAttempts: 3 }).start();
    await flush();
    await h.tick(2000);
    await h.tick(2000);
    expect(h.fetches()).toHaveLength(3);
    expect(h.view()).toMatchObject({ status: 'failed', error: 'Job timeout' });
    expect(h.actor.getSnapshot().context.failureReason).toBe('Job timeout');
    await h.tick(2000);
    expect(h.fetches()).toHaveLength(3);
  });

  it("gives up with 'Job timeout' when the overall time limit passes", async () => {
    const h = harness({ fetchJob: () => new Promise<Job>(() => {}) }).start();
    await flush();
    await h.tick(119_999);
    expect(h.view().status).toBe('polling');
    await h.tick(1);
    expect(h.view()).toMatchObject({ status: 'failed', error: jobPollingMessages.jobTimeout });
    expect(h.actions.onFailed).toHaveBeenCalledWith({ jobId: 'job-1', message: 'Job timeout' });
  });

  it('stops silently on a polling (network) error and stores it', async () => {
    const h = harness({ fetchJob: async () => Promise.reject(new Error('offline')) }).start();
    await h.until('stopped');
    expect(h.view().error).toBeNull();
    expect(h.actor.getSnapshot().context.pollError).toBe('offline');
    expect(h.actions.onFailed).not.toHaveBeenCalled();
    await h.tick(10_000);
    expect(h.fetches()).toHaveLength(1);
  });

  it('stores a non-Error polling failure as text', async () => {
    const h = harness({ fetchJob: async () => Promise.reject('boom') }).start();
    await h.until('stopped');
    expect(h.actor.getSnapshot().context.pollError).toBe('boom');
  });

  it('CANCEL marks the job failed locally at once and calls cancelJob', async () => {
    const cancel = deferred<unknown>();
    const h = harness({ cancelJob: () => cancel.promise }).start();
    await flush();
    h.actor.send({ type: 'CANCEL' });
    expect(h.view()).toMatchObject({ status: 'failed', isCancelled: true, error: null });
    expect(h.actor.getSnapshot().matches({ failed: 'cancelling' })).toBe(true);
    await flush();
    expect(h.calls.at(-1)).toEqual({ name: 'cancelJob', input: { jobId: 'job-1' } });
    cancel.resolve({});
    await flush();
    expect(h.actor.getSnapshot().matches({ failed: 'settled' })).toBe(true);
    await h.tick(10_000);
    expect(h.fetches()).toHaveLength(1);
  });

  it('logs a failed cancel call and stays failed', async () => {
    const h = harness({ cancelJob: async () => Promise.reject(new Error('nope')) }).start();
    await flush();
    h.actor.send({ type: 'CANCEL' });
    await flush();
    expect(h.actor.getSnapshot().matches({ failed: 'settled' })).toBe(true);
    expect(h.actions.logError).toHaveBeenCalledWith({
      message: 'cancel failed',
      cause: new Error('nope'),
    });
  });

  it('RETRY after a failure gets a new job id from retryJob and polls it', async () => {
    const replies = [job('failed'), job('completed', { result_version: 'v-2' })];
    const h = harness({ fetchJob: async () => replies.shift()! }).start();
    await h.until('failed');
    h.actor.send({ type: 'RETRY' });
    await h.until('completed');
    expect(h.calls.map((c) => c.name)).toEqual(['fetchJob', 'retryJob', 'fetchJob']);
    expect(h.calls[1]?.input).toEqual({ jobId: 'job-1' });
    expect(h.calls[2]?.input).toEqual({ jobId: 'job-2' });
    expect(h.view()).toMatchObject({ jobId: 'job-2', resultVersion: 'v-2', error: null });
  });

  it('RETRY after a stopped poll retries too', async () => {
    const h = harness({ fetchJob: async () => Promise.reject(new Error('offline')) }).start();
    await h.until('stopped');
    expect(h.view().canRetry).toBe(true);
    h.actor.send({ type: 'RETRY' });
    await flush();
    expect(h.calls.map((c) => c.name)).toContain('retryJob');
  });

  it("a failed retry call leaves the job failed with 'Job failed'", async () => {
    const h = harness({
      fetchJob: async () => job('failed'),
      retryJob: async () => Promise.reject(new Error('500')),
    }).start();
    await h.until('failed');
    h.actor.send({ type: 'RETRY' });
    await waitFor(h.actor, (s) => s.matches('failed') && h.calls.length === 2, { timeout: 500 });
    await flush();
    expect(h.view()).toMatchObject({ status: 'failed', error: 'Job failed' });
    expect(h.actions.logError).toHaveBeenCalledWith({
      message: 'retry failed',
      cause: new Error('500'),
    });
  });

  it('RETRY and CANCEL are ignored where they do not apply', async () => {
    const h = harness({ fetchJob: async () => job('completed') }).start();
    expect(h.actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    await h.until('completed');
    h.actor.send({ type: 'RETRY' });
    h.actor.send({ type: 'CANCEL' });
    expect(h.view().status).toBe('completed');
    expect(h.calls.map((c) => c.name)).toEqual(['fetchJob']);
  });

  it('START while polling replaces the job and restarts the attempts', async () => {
    const h = harness().start();
    await flush();
    await h.tick(2000);
    expect(h.view().attempts).toBe(2);
    h.actor.send({ type: 'START', jobId: 'job-5' });
    await flush();
    expect(h.view()).toMatchObject({ jobId: 'job-5', attempts: 1 });
    expect(h.fetches().at(-1)?.input).toEqual({ jobId: 'job-5' });
  });

  it('the default actors throw: polling stops silently', async () => {
    const actor = createActor(jobPollingMachine, { input: { jobId: 'x' } });
    running.push(actor);
    actor.start();
    await waitFor(actor, (s) => s.matches('stopped'), { timeout: 500 });
    expect(actor.getSnapshot().context.pollError).toMatch(/"fetchJob" is not provided/);
  });
});
