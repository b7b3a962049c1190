import { assign, fromPromise, setup } from 'xstate';
import { objectRemovalMessages } from './messages.ts';
import type {
  DetectedCategory,
  DetectObjectsInput,
  ObjectRemovalContext,
  ObjectRemovalEvent,
  ObjectRemovalInput,
  RemoveObjectsInput,
} from './types.ts';

function notProvided(name: string): never {
  throw new Error(
    `objectRemovalMachine: "${name}" is not provided; supply it with objectRemovalMachine.provide()`,
  );
}

/** A usable cached detection: a non-empty list of categories; anything else is ignored. */
export function isUsableDetection(cached: unknown): cached is DetectedCategory[] {
  return Array.isArray(cached) && cached.length > 0;
}

/**
 * The object-removal flow of spec part 1 §4: idle → detecting → selectingCategories → removing
 * → idle. It resets when the selected version changes and when the card is collapsed.
 */
export const objectRemovalMachine = setup({
  types: {
    context: {} as ObjectRemovalContext,
    events: {} as ObjectRemovalEvent,
    input: {} as ObjectRemovalInput,
  },
  actors: {
    /** POST /images/{id}/detect_objects/ {version_id} → categories. */
    detectObjects: fromPromise<DetectedCategory[], DetectObjectsInput>(async () =>
      notProvided('detectObjects'),
    ),
    /** POST /images/{id}/remove_by_description/ → the reply (e.g. the job to poll). */
    removeObjects: fromPromise<unknown, RemoveObjectsInput>(async () =>
      notProvided('removeObjects'),
    ),
  },
  actions: {
    /** Called with the removal's reply (the app polls its job). */
    onRemoved: (_, _params: { result: unknown }) => {},
  },
  guards: {
    hasCachedDetection: (_, params: { cached: unknown }) => isUsableDetection(params.cached),
    hasSelection: ({ context }) => context.selected.length > 0,
  },
}).createMachine({
  id: 'objectRemoval',
  context: ({ input }) => ({
    imageId: input?.imageId ?? null,
    versionId: input?.versionId ?? null,
    error: null,
    categories: [],
    selected: [],
    result: null,
  }),
  initial: 'idle',
  on: {
    // From any state: back to idle with nothing detected or selected (running calls are dropped).
    VERSION_CHANGED: {
      target: '.idle',
      reenter: true,
      actions: assign(({ context, event }) => ({
        error: null,
        categories: [],
        selected: [],
        result: null,
        versionId: event.versionId,
        imageId: event.imageId === undefined ? context.imageId : event.imageId,
      })),
    },
    COLLAPSE: {
      target: '.idle',
      reenter: true,
      actions: assign({ error: null, categories: [], selected: [], result: null }),
    },
  },
  states: {
    idle: {
      on: {
        DETECT: [
          {
            guard: {
              type: 'hasCachedDetection',
              params: ({ event }) => ({ cached: event.cached }),
            },
            target: 'selectingCategories',
            actions: assign({
              categories: ({ event }) => event.cached ?? [],
              selected: [],
              error: null,
            }),
          },
          // A missing cached detection is ignored: detect.
          { target: 'detecting', actions: assign({ categories: [], selected: [], error: null }) },
        ],
      },
    },
    detecting: {
      invoke: {
        id: 'detectObjects',
        src: 'detectObjects',
        input: ({ context }) => ({ imageId: context.imageId, versionId: context.versionId }),
        onDone: {
          target: 'selectingCategories',
          actions: assign({ categories: ({ event }) => event.output ?? [] }),
        },
        onError: {
          target: 'idle',
          actions: assign({ error: objectRemovalMessages.detectionFailed }),
        },
      },
      on: { CANCEL: 'idle' },
    },
    selectingCategories: {
      on: {
        TOGGLE_CATEGORY: {
          actions: assign(({ context, event }) => {
            const known = context.categories.some((c) => c.type === event.category);
            if (!known) return {};
            const on = context.selected.includes(event.category);
            const next = on
              ? context.selected.filter((c) => c !== event.category)
              : [...context.selected, event.category];
            return {
              selected: context.categories.map((c) => c.type).filter((t) => next.includes(t)),
              error: null,
            };
          }),
        },
        REMOVE: [
          { guard: 'hasSelection', target: 'removing', actions: assign({ error: null }) },
          // Spec part 1 §5: removal needs at least one selected category.
          { actions: assign({ error: objectRemovalMessages.noCategorySelected }) },
        ],
        CANCEL: { target: 'idle', actions: assign({ categories: [], selected: [], error: null }) },
      },
    },
    removing: {
      invoke: {
        id: 'removeObjects',
        src: 'removeObjects',
        input: ({ context }) => ({
          imageId: context.imageId,
          versionId: context.versionId,
          categories: context.selected,
          detectedCategories: context.categories,
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ result: ({ event }) => event.output, categories: [], selected: [] }),
            { type: 'onRemoved', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'selectingCategories',
          actions: assign({ error: objectRemovalMessages.removalFailed }),
        },
      },
    },
  },
});

export type ObjectRemovalMachine = typeof objectRemovalMachine;
