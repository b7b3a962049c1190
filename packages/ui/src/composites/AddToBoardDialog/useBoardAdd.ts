import { useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { boardAddMachine, type BoardAddRequest, type BoardAddResult } from '@hds/machines';

/**
 * Runs `boardAddMachine` with the caller's save call: `submit(request)` validates and saves,
 * `error` is the sentence to show, `isSaving` while the call runs; `onAdded` hears success.
 */
export function useBoardAdd(
  addVersions: (request: BoardAddRequest) => Promise<BoardAddResult>,
  onAdded?: (result: BoardAddResult) => void,
) {
  const callbacks = useRef({ addVersions, onAdded });
  callbacks.current = { addVersions, onAdded };
  const machine = useMemo(
    () =>
      boardAddMachine.provide({
        actors: {
          addVersions: fromPromise(({ input }: { input: BoardAddRequest }) =>
            callbacks.current.addVersions(input),
          ),
        },
        actions: {
          onAdded: (_, params: { result: BoardAddResult }) =>
            callbacks.current.onAdded?.(params.result),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  return {
    error: snapshot.context.error,
    isSaving: snapshot.matches('saving'),
    isAdded: snapshot.matches('added'),
    submit: (request: BoardAddRequest) => send({ type: 'SUBMIT', request }),
    edit: () => send({ type: 'EDIT' }),
    reset: () => send({ type: 'RESET' }),
  };
}
