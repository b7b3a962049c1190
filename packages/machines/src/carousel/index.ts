export {
  carouselMachine,
  DEFAULT_FADE_MS,
  isAutoAdvancing,
  SHOWCASE_INTERVAL_MS,
  SLIDER_INTERVAL_MS,
  type CarouselMachine,
} from './carouselMachine.ts';
export { selectCarousel, type CarouselSnapshot, type CarouselView } from './selectors.ts';
export type * from './types.ts';
