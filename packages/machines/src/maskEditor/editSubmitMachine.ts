import { assign, fromPromise, setup } from 'xstate';

/**
 * An edit's submission when the engine may answer "not sure" (issue #38): the server refuses an
 * edit whose region the local engine could only guess (a 422 with one of the contract's
 * confidence sentences), spending no credit. When the operation has a mask editor the studio
 * then opens it on that operation's automatic mask, shows the sentence and waits for the user
 * to confirm or correct the mask; the edit is then submitted again with the confirmed mask
 * (which the server does not check again). Any other refusal fails the submission.
 */

export interface EditRequest {
  operation: string;
  args: Record<string, unknown>;
  /** Whether the operation has a mask editor the user can confirm its region in. */
  maskable: boolean;
}

/** What the server made of a submission: queued as a job, or refused as a guess. */
export type SubmitOutcome = { kind: 'queued'; jobId: string } | { kind: 'unsure'; reason: string };

export interface EditSubmitContext {
  request: EditRequest | null;
  /** The server's sentence while the mask waits for the user's confirmation. */
  refusal: string | null;
  error: string | null;
}

export type EditSubmitEvent =
  | ({ type: 'SUBMIT' } & EditRequest)
  /** The edit was queued with the mask the user confirmed (the mask step submits it itself). */
  | { type: 'CONFIRMED' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

export const editSubmitMessages = {
  failed: 'Failed to apply edit',
} as const;

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : editSubmitMessages.failed;

export const editSubmitMachine = setup({
  types: {
    context: {} as EditSubmitContext,
    events: {} as EditSubmitEvent,
  },
  actors: {
    /** Submits the edit: resolves `unsure` for a low-confidence refusal, rejects on any other. */
    submitEdit: fromPromise<SubmitOutcome, { operation: string; args: Record<string, unknown> }>(
      () => {
        throw new Error('editSubmitMachine: "submitEdit" is not provided');
      },
    ),
  },
  actions: {
    /** The edit is queued: follow its job. */
    onQueued: (_, _params: { jobId: string; operation: string }) => {},
    /** The engine was not sure: open the operation's mask with the server's sentence. */
    askToConfirm: (
      _,
      _params: { operation: string; args: Record<string, unknown>; reason: string },
    ) => {},
    /** The edit failed, or was refused without a mask to confirm: tell the user. */
    onFailed: (_, _params: { message: string; error: unknown }) => {},
  },
}).createMachine({
  id: 'editSubmit',
  context: { request: null, refusal: null, error: null },
  initial: 'idle',
  on: {
    SUBMIT: {
      target: '.submitting',
      actions: assign(({ event: { type: _, ...request } }) => ({
        request,
        refusal: null,
        error: null,
      })),
    },
  },
  states: {
    idle: {},
    submitting: {
      // A second SUBMIT while one is in flight is the same press twice: ignored.
      on: { SUBMIT: {} },
      invoke: {
        src: 'submitEdit',
        input: ({ context }) => ({
          operation: context.request!.operation,
          args: context.request!.args,
        }),
        onDone: [
          {
            guard: ({ event, context }) =>
              event.output.kind === 'unsure' && context.request!.maskable,
            target: 'confirmingMask',
            actions: assign(({ event }) => ({
              refusal: event.output.kind === 'unsure' ? event.output.reason : null,
            })),
          },
          {
            guard: ({ event }) => event.output.kind === 'unsure',
            target: 'failed',
            actions: [
              assign(({ event }) => ({
                error: event.output.kind === 'unsure' ? event.output.reason : null,
              })),
              {
                type: 'onFailed',
                params: ({ event }) => ({
                  message: event.output.kind === 'unsure' ? event.output.reason : '',
                  error: null,
                }),
              },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'onQueued',
              params: ({ event, context }) => ({
                jobId: event.output.kind === 'queued' ? event.output.jobId : '',
                operation: context.request!.operation,
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => ({ error: errorMessage(event.error) })),
            {
              type: 'onFailed',
              params: ({ event }) => ({ message: errorMessage(event.error), error: event.error }),
            },
          ],
        },
      },
    },
    confirmingMask: {
      entry: {
        type: 'askToConfirm',
        params: ({ context }) => ({
          operation: context.request!.operation,
          args: context.request!.args,
          reason: context.refusal ?? '',
        }),
      },
      on: {
        CONFIRMED: { target: 'idle', actions: assign({ request: null, refusal: null }) },
        CANCEL: { target: 'idle', actions: assign({ request: null, refusal: null }) },
      },
    },
    failed: {
      on: { DISMISS: { target: 'idle', actions: assign({ error: null }) } },
    },
  },
});

export type EditSubmitMachine = typeof editSubmitMachine;
