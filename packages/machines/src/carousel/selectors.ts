import type { SnapshotFrom } from 'xstate';
import { isAutoAdvancing, type CarouselMachine } from './carouselMachine.ts';

export type CarouselSnapshot = SnapshotFrom<CarouselMachine>;

export interface CarouselView {
  index: number;
  count: number;
  /** The slide faded to, during a fade. */
  nextIndex: number;
  isFading: boolean;
  /** The user's play/pause choice (the toggle's state). */
  isPlaying: boolean;
  /** Whether slides currently advance by themselves. */
  isAutoAdvancing: boolean;
  /** Paused by interaction (pointer or focus inside). */
  isInteracting: boolean;
  reducedMotion: boolean;
}

export function selectCarousel(snapshot: CarouselSnapshot): CarouselView {
  const { context } = snapshot;
  return {
    index: context.index,
    count: context.count,
    nextIndex: context.nextIndex,
    isFading: snapshot.matches('fading'),
    isPlaying: context.playing,
    isAutoAdvancing: isAutoAdvancing(context),
    isInteracting: context.hovering || context.focused,
    reducedMotion: context.reducedMotion,
  };
}
