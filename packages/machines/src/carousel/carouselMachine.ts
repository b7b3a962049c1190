import { assign, setup } from 'xstate';
import type { CarouselContext, CarouselEvent, CarouselInput } from './types.ts';

/** Spec part 1 §9: carousel intervals 4000 ms (showcase), 3000 ms (slider); fade 300 ms. */
export const SHOWCASE_INTERVAL_MS = 4000;
export const SLIDER_INTERVAL_MS = 3000;
export const DEFAULT_FADE_MS = 300;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** Whether the carousel advances by itself: playing, not interacted with, motion allowed. */
export function isAutoAdvancing(context: CarouselContext): boolean {
  return (
    context.playing &&
    !context.hovering &&
    !context.focused &&
    !context.reducedMotion &&
    context.count > 1
  );
}

function isOtherSlide(context: CarouselContext, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < context.count && index !== context.index;
}

/** Re-decides auto-advance (restarting the interval) after a change of the flags. */
const redecide = { target: '.deciding', reenter: true } as const;

/**
 * The image carousel of the showcase and slider (spec part 1 §9): auto-advance every interval
 * with a fade between slides, wrap-around, manual navigation, play/pause, paused while the user
 * interacts (pointer or focus inside) and under prefers-reduced-motion.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actions: {
    fadeTo: assign(({ context }, params: { index: number }) => ({
      nextIndex: wrap(params.index, context.count),
    })),
    /** Reduced motion: slides change without a fade. */
    jumpTo: assign(({ context }, params: { index: number }) => ({
      index: wrap(params.index, context.count),
      nextIndex: wrap(params.index, context.count),
    })),
    settle: assign(({ context }) => ({ index: context.nextIndex })),
    setPlaying: assign((_, params: { playing: boolean }) => ({ playing: params.playing })),
  },
  guards: {
    autoAdvancing: ({ context }) => isAutoAdvancing(context),
    canNavigate: ({ context }) => context.count > 1,
    canNavigateInstantly: ({ context }) => context.count > 1 && context.reducedMotion,
    isOtherSlide: ({ context }, params: { index: number }) => isOtherSlide(context, params.index),
    isOtherSlideInstantly: ({ context }, params: { index: number }) =>
      context.reducedMotion && isOtherSlide(context, params.index),
  },
  delays: {
    autoAdvance: ({ context }) => context.intervalMs,
    fade: ({ context }) => context.fadeMs,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const count = Math.max(0, Math.floor(input?.count ?? 0));
    const index = count > 0 ? wrap(Math.floor(input?.startIndex ?? 0), count) : 0;
    return {
      count,
      index,
      nextIndex: index,
      playing: input?.autoPlay ?? true,
      hovering: false,
      focused: false,
      reducedMotion: input?.reducedMotion ?? false,
      intervalMs: input?.intervalMs ?? SHOWCASE_INTERVAL_MS,
      fadeMs: input?.fadeMs ?? DEFAULT_FADE_MS,
    };
  },
  initial: 'showing',
  states: {
    showing: {
      initial: 'deciding',
      on: {
        PLAY: { ...redecide, actions: { type: 'setPlaying', params: { playing: true } } },
        PAUSE: { ...redecide, actions: { type: 'setPlaying', params: { playing: false } } },
        TOGGLE_PLAY: {
          ...redecide,
          actions: { type: 'setPlaying', params: ({ context }) => ({ playing: !context.playing }) },
        },
        POINTER_ENTER: { ...redecide, actions: assign({ hovering: true }) },
        POINTER_LEAVE: { ...redecide, actions: assign({ hovering: false }) },
        FOCUS_IN: { ...redecide, actions: assign({ focused: true }) },
        FOCUS_OUT: { ...redecide, actions: assign({ focused: false }) },
        SET_REDUCED_MOTION: {
          ...redecide,
          actions: assign({ reducedMotion: ({ event }) => event.reducedMotion }),
        },
        SET_COUNT: {
          ...redecide,
          actions: assign(({ event }) => {
            const count = Math.max(0, Math.floor(event.count));
            return { count, index: 0, nextIndex: 0 };
          }),
        },
        NEXT: [
          {
            guard: 'canNavigateInstantly',
            ...redecide,
            actions: { type: 'jumpTo', params: ({ context }) => ({ index: context.index + 1 }) },
          },
          {
            guard: 'canNavigate',
            target: '#carousel.fading',
            actions: { type: 'fadeTo', params: ({ context }) => ({ index: context.index + 1 }) },
          },
        ],
        PREV: [
          {
            guard: 'canNavigateInstantly',
            ...redecide,
            actions: { type: 'jumpTo', params: ({ context }) => ({ index: context.index - 1 }) },
          },
          {
            guard: 'canNavigate',
            target: '#carousel.fading',
            actions: { type: 'fadeTo', params: ({ context }) => ({ index: context.index - 1 }) },
          },
        ],
        GO_TO: [
          {
            guard: {
              type: 'isOtherSlideInstantly',
              params: ({ event }) => ({ index: event.index }),
            },
            ...redecide,
            actions: { type: 'jumpTo', params: ({ event }) => ({ index: event.index }) },
          },
          {
            guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
            target: '#carousel.fading',
            actions: { type: 'fadeTo', params: ({ event }) => ({ index: event.index }) },
          },
        ],
      },
      states: {
        deciding: {
          always: [{ guard: 'autoAdvancing', target: 'auto' }, { target: 'still' }],
        },
        auto: {
          after: {
            autoAdvance: {
              target: '#carousel.fading',
              actions: { type: 'fadeTo', params: ({ context }) => ({ index: context.index + 1 }) },
            },
          },
        },
        still: {},
      },
    },
    fading: {
      after: { fade: { target: 'showing', actions: 'settle' } },
      // Navigation waits for the fade; the flags still change.
      on: {
        PLAY: { actions: { type: 'setPlaying', params: { playing: true } } },
        PAUSE: { actions: { type: 'setPlaying', params: { playing: false } } },
        TOGGLE_PLAY: {
          actions: { type: 'setPlaying', params: ({ context }) => ({ playing: !context.playing }) },
        },
        POINTER_ENTER: { actions: assign({ hovering: true }) },
        POINTER_LEAVE: { actions: assign({ hovering: false }) },
        FOCUS_IN: { actions: assign({ focused: true }) },
        FOCUS_OUT: { actions: assign({ focused: false }) },
        SET_REDUCED_MOTION: {
          actions: assign({ reducedMotion: ({ event }) => event.reducedMotion }),
        },
      },
    },
  },
});

export type CarouselMachine = typeof carouselMachine;
