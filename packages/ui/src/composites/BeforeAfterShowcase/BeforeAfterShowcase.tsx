import type { HTMLAttributes } from 'react';
import { SHOWCASE_INTERVAL_MS } from '@hds/machines';
import { BeforeAfterSlider } from '../BeforeAfterSlider/BeforeAfterSlider.tsx';
import { Carousel, type CarouselSlide } from '../Carousel/Carousel.tsx';

/** One picture of a showcase pair, sized so the browser can reserve its box. */
export interface ShowcaseImage {
  src: string;
  /** Responsive candidates ("url 640w, url 1280w"). */
  srcSet?: string;
  /** Describes the picture for screen readers. */
  alt: string;
  width: number;
  height: number;
}

/** A before/after pair of the same room (an empty and a furnished render, or an edit). */
export interface ShowcaseSlide {
  id: string;
  /** Names the pair ('Living room: empty and furnished'); shown as the caption. */
  label: string;
  before: ShowcaseImage;
  after: ShowcaseImage;
}

export interface BeforeAfterShowcaseProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Accessible name of the carousel. @default 'Before and after showcase' */
  'aria-label'?: string;
  slides: readonly ShowcaseSlide[];
  /** Auto-advance interval. @default 4000 (spec: showcase) */
  intervalMs?: number;
  /** @default 300 */
  fadeMs?: number;
  /** @default true */
  autoPlay?: boolean;
  /** Overrides `prefers-reduced-motion` (stories, tests). */
  reducedMotion?: boolean;
  /**
   * The first slide is the page's largest picture (a hero): its pictures are fetched first,
   * the others lazily.
   * @default false
   */
  priority?: boolean;
  /** `sizes` for the pictures' `srcSet`. @default '100vw' */
  sizes?: string;
  /** Frame proportions. @default the first slide's after picture (width / height) */
  aspectRatio?: string;
  /** Called with the index of the slide now shown. */
  onSlideChange?: (index: number) => void;
}

/**
 * A carousel of before/after sliders: each slide compares two pictures of one room, its
 * divider dragged with the pointer or moved with the arrow keys, Page Up/Down and Home/End.
 * The slides auto-advance every 4 s with a 300 ms fade and wrap around; a play/pause button
 * follows the shown divider, and the rotation pauses while the pointer or focus is inside
 * (so dragging a divider never has the slide fade away under it) and under `prefers-reduced-motion`.
 */
export function BeforeAfterShowcase({
  'aria-label': ariaLabel = 'Before and after showcase',
  slides,
  intervalMs = SHOWCASE_INTERVAL_MS,
  fadeMs = 300,
  autoPlay = true,
  reducedMotion,
  priority = false,
  sizes = '100vw',
  aspectRatio,
  onSlideChange,
  ...props
}: BeforeAfterShowcaseProps) {
  const first = slides[0]?.after;
  const ratio = aspectRatio ?? (first ? `${first.width} / ${first.height}` : '3 / 2');
  const carouselSlides: CarouselSlide[] = slides.map((slide, index) => ({
    id: slide.id,
    label: `${slide.label} (${index + 1} of ${slides.length})`,
    caption: slide.label,
    content: (
      <BeforeAfterSlider
        before={slide.before}
        after={slide.after}
        aspectRatio={ratio}
        priority={priority && index === 0}
        sizes={sizes}
        sliderLabel={`Before and after divider: ${slide.label}`}
      />
    ),
  }));
  return (
    <Carousel
      {...props}
      aria-label={ariaLabel}
      slides={carouselSlides}
      intervalMs={intervalMs}
      fadeMs={fadeMs}
      autoPlay={autoPlay}
      reducedMotion={reducedMotion}
      aspectRatio={ratio}
      onSlideChange={onSlideChange}
      emptyMessage="No before and after pictures yet"
    />
  );
}
