import { assign, fromPromise, setup } from 'xstate';
import { boardWizardMessages } from './messages.ts';
import type {
  BoardWizardContext,
  BoardWizardEvent,
  BoardWizardInput,
  CreateBoardInput,
  CreatedBoard,
  CreateShareLinkInput,
  SharePermission,
  ShareLink,
} from './types.ts';

/** Spec part 2 §9: copied-link indicator 2 s. */
export const DEFAULT_COPIED_MS = 2000;

function notProvided(name: string): never {
  throw new Error(
    `boardWizardMachine: "${name}" is not provided; supply it with boardWizardMachine.provide()`,
  );
}

/**
 * The board creation wizard of spec part 2 §2 and §4: step 1 (name, description, previews),
 * step 2 (review, create: the board exists only once this succeeds), step 3 (share links, copy,
 * finish).
 */
export const boardWizardMachine = setup({
  types: {
    context: {} as BoardWizardContext,
    events: {} as BoardWizardEvent,
    input: {} as BoardWizardInput,
  },
  actors: {
    /** Creates the board with the selected versions. */
    createBoard: fromPromise<CreatedBoard, CreateBoardInput>(async () =>
      notProvided('createBoard'),
    ),
    /** Creates a share link of the given permission for the board. */
    createShareLink: fromPromise<ShareLink, CreateShareLinkInput>(async () =>
      notProvided('createShareLink'),
    ),
    /** Writes the text to the clipboard. */
    copyText: fromPromise<void, { text: string }>(async () => notProvided('copyText')),
  },
  actions: {
    /** Called by FINISH with the created board. */
    onFinish: (_, _params: { board: CreatedBoard | null }) => {},
  },
  guards: {
    nameBlank: ({ context }) => context.name.trim() === '',
    noVersions: ({ context }) => context.versions.length === 0,
    hasLink: ({ context }, params: { permission: SharePermission }) =>
      context.links[params.permission] !== null,
  },
  delays: {
    copiedDelay: ({ context }) => context.copiedMs,
  },
}).createMachine({
  id: 'boardWizard',
  context: ({ input }) => ({
    projectId: input?.projectId ?? null,
    versions: input?.versions ?? [],
    name: input?.name ?? '',
    description: input?.description ?? '',
    board: null,
    links: { view: null, upload: null },
    generating: null,
    copied: null,
    error: null,
    copiedMs: input?.copiedMs ?? DEFAULT_COPIED_MS,
  }),
  initial: 'details',
  states: {
    /** Step 1. */
    details: {
      on: {
        SET_NAME: { actions: assign({ name: ({ event }) => event.name, error: null }) },
        SET_DESCRIPTION: { actions: assign({ description: ({ event }) => event.description }) },
        NEXT: [
          { guard: 'nameBlank', actions: assign({ error: boardWizardMessages.nameRequired }) },
          {
            guard: 'noVersions',
            actions: assign({ error: boardWizardMessages.versionsRequired }),
          },
          { target: 'review', actions: assign({ error: null }) },
        ],
      },
    },
    /** Step 2. */
    review: {
      on: {
        BACK: { target: 'details', actions: assign({ error: null }) },
        CREATE: { target: 'creating', actions: assign({ error: null }) },
      },
    },
    creating: {
      invoke: {
        id: 'createBoard',
        src: 'createBoard',
        input: ({ context }) => ({
          projectId: context.projectId,
          name: context.name.trim(),
          description: context.description.trim(),
          versionIds: context.versions.map((v) => v.id),
        }),
        onDone: { target: 'share', actions: assign({ board: ({ event }) => event.output }) },
        onError: { target: 'review', actions: assign({ error: boardWizardMessages.createFailed }) },
      },
    },
    /** Step 3: generation and copy run side by side. */
    share: {
      type: 'parallel',
      on: {
        FINISH: {
          target: 'finished',
          actions: { type: 'onFinish', params: ({ context }) => ({ board: context.board }) },
        },
      },
      states: {
        generation: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                GENERATE: {
                  target: 'generating',
                  actions: assign({
                    generating: ({ event }) => event.permission,
                    error: null,
                  }),
                },
              },
            },
            // GENERATE is not handled here: disabled while one generation runs.
            generating: {
              invoke: {
                id: 'createShareLink',
                src: 'createShareLink',
                input: ({ context }) => ({
                  boardId: context.board?.id ?? '',
                  permission: context.generating ?? 'view',
                }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    links: ({ context, event }) => ({
                      ...context.links,
                      [context.generating ?? 'view']: event.output,
                    }),
                    generating: null,
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    generating: null,
                    error: boardWizardMessages.shareLinkFailed,
                  }),
                },
              },
            },
          },
        },
        copy: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                COPY: {
                  guard: {
                    type: 'hasLink',
                    params: ({ event }) => ({ permission: event.permission }),
                  },
                  target: 'copying',
                  actions: assign({ copied: ({ event }) => event.permission, error: null }),
                },
              },
            },
            // COPY is ignored while the clipboard write runs.
            copying: {
              invoke: {
                id: 'copyText',
                src: 'copyText',
                input: ({ context }) => ({
                  text: context.links[context.copied ?? 'view']?.url ?? '',
                }),
                onDone: 'copied',
                onError: {
                  target: 'idle',
                  actions: assign({ copied: null, error: boardWizardMessages.copyFailed }),
                },
              },
            },
            /** 'Copied' on the link type just copied, for `copiedMs`. */
            copied: {
              on: {
                COPY: {
                  guard: {
                    type: 'hasLink',
                    params: ({ event }) => ({ permission: event.permission }),
                  },
                  target: 'copying',
                  actions: assign({ copied: ({ event }) => event.permission, error: null }),
                },
              },
              after: { copiedDelay: { target: 'idle', actions: assign({ copied: null }) } },
            },
          },
        },
      },
    },
    finished: { type: 'final' },
  },
});

export type BoardWizardMachine = typeof boardWizardMachine;
