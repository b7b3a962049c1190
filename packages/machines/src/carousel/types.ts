export interface CarouselInput {
  /** Number of slides. */
  count: number;
  /** Auto-advance interval: 4000 (showcase) or 3000 (slider). @default 4000 */
  intervalMs?: number;
  /** Fade between slides. @default 300 */
  fadeMs?: number;
  /** prefers-reduced-motion as read by the app. @default false */
  reducedMotion?: boolean;
  /** Starts playing. @default true */
  autoPlay?: boolean;
  /** @default 0 */
  startIndex?: number;
}

export interface CarouselContext {
  count: number;
  index: number;
  /** The slide being faded to (equals `index` when not fading). */
  nextIndex: number;
  /** The user's play/pause choice. */
  playing: boolean;
  hovering: boolean;
  focused: boolean;
  reducedMotion: boolean;
  intervalMs: number;
  fadeMs: number;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE_PLAY' }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'SET_REDUCED_MOTION'; reducedMotion: boolean }
  | { type: 'SET_COUNT'; count: number };
