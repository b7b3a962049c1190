/** Model-based test of job polling over the machine's own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { jobPollingMachine } from './jobPollingMachine.ts';
import { jobPollingMessages } from './messages.ts';
import { selectJobPolling, type JobPollingSnapshot } from './selectors.ts';

const spec: ModelSpec<typeof jobPollingMachine> = {
  machine: jobPollingMachine,
  input: { jobId: 'job-1', intervalMs: 2000, maxAttempts: 3, timeoutMs: 120_000 },
  promiseActors: ['fetchJob', 'cancelJob', 'retryJob'],
  outputs: {
    fetchJob: [
      { id: 'j', status: 'pending' },
      { id: 'j', status: 'completed', result_version: 'v-1' },
      { id: 'j', status: 'failed', error_message: 'GPU error' },
      { id: 'j', status: 'failed' },
    ],
    cancelJob: [{}],
    retryJob: [{ id: 'job-2' }],
  },
  events: [{ type: 'CANCEL' }, { type: 'RETRY' }, { type: 'START', jobId: 'job-3' } as EventObject],
  delays: { pollInterval: 2000, jobTimeout: 120_000 },
  provide: { actions: { logError: () => {} } },
  // The overall limit is replayed where no poll timer is pending (the clock fires timers in order).
  filter: (snapshot, event) =>
    !event.type.startsWith('xstate.after.jobTimeout') || snapshot.matches({ polling: 'fetching' }),
  describe: (snapshot: JobPollingSnapshot) => ({
    value: snapshot.value,
    ...snapshot.context,
  }),
  check: (snapshot: JobPollingSnapshot) => {
    const view = selectJobPolling(snapshot);
    expect([null, 'GPU error', ...Object.values(jobPollingMessages)]).toContain(view.error);
    expect(view.attempts).toBeLessThanOrEqual(3);
    if (view.status === 'completed') expect(view.resultVersion).toBe('v-1');
    if (view.status !== 'failed') expect(view.error).toBeNull();
    if (view.status === 'stopped') expect(snapshot.context.pollError).not.toBeNull();
  },
};

describe('jobPollingMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([
      // Left in the same macrostep (an `always` transition).
      'jobPolling.checking',
      // Only without a job in the input (the model starts with one; see the unit tests).
      'jobPolling.idle',
    ]);
    for (const type of [
      'CANCEL',
      'RETRY',
      'START',
      'xstate.after.pollInterval.jobPolling.polling.waiting',
      'xstate.after.jobTimeout.jobPolling.polling',
      'xstate.done.actor.fetchJob',
      'xstate.error.actor.fetchJob',
      'xstate.done.actor.cancelJob',
      'xstate.error.actor.cancelJob',
      'xstate.done.actor.retryJob',
      'xstate.error.actor.retryJob',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThan(10);
    await replayAll(spec, built);
  });
});
