import { useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { jobPollingMachine, selectJobPolling } from '@hds/machines';
import { editsApi } from '../../api.ts';

export interface EditJobCallbacks {
  onCompleted: (resultVersionId: string | null) => void;
  onFailed: (message: string) => void;
}

/**
 * Follows one edit job with the jobPolling machine (every 2000 ms, 60 attempts, 120 s) on the
 * real job calls; the page hears once when it completes or fails.
 */
export function useEditJob(callbacks: EditJobCallbacks) {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const machine = useMemo(
    () =>
      jobPollingMachine.provide({
        actors: {
          fetchJob: fromPromise(({ input }) => editsApi.job(input.jobId)),
          cancelJob: fromPromise(({ input }) => editsApi.cancel(input.jobId)),
          retryJob: fromPromise(async ({ input }) => {
            const reply = await editsApi.retry(input.jobId);
            return { id: reply.job_id };
          }),
        },
        actions: {
          onCompleted: (_, params) => latest.current.onCompleted(params.resultVersion),
          onFailed: (_, params) => latest.current.onFailed(params.message),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: {} });
  const view = selectJobPolling(snapshot);
  return {
    view,
    start: (jobId: string) => send({ type: 'START', jobId }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
