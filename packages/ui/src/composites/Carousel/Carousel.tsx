import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { useMachine } from '@xstate/react';
import { Button as RACButton } from 'react-aria-components';
import { SHOWCASE_INTERVAL_MS, carouselMachine, selectCarousel } from '@hds/machines';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { ChevronIcon, ImageIcon, PauseIcon, PlayIcon } from '../../primitives/Icon/Icon.tsx';
import { ImageFallback, useImageStatus } from '../../internal/imageStatus.tsx';
import * as styles from './Carousel.css.ts';

interface CarouselSlideBase {
  id: string;
  /** Visible caption over the bottom of the slide. */
  caption?: ReactNode;
  /** Accessible name of the slide. @default '{n} of {count}' */
  label?: string;
}

/** A picture slide. */
export interface CarouselImageSlide extends CarouselSlideBase {
  src: string;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Responsive candidates of the picture. */
  srcSet?: string;
  content?: undefined;
}

/** A slide of any content (a before/after slider, a card). */
export interface CarouselContentSlide extends CarouselSlideBase {
  content: ReactNode;
  src?: undefined;
  alt?: undefined;
  srcSet?: undefined;
}

export type CarouselSlide = CarouselImageSlide | CarouselContentSlide;

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Accessible name of the carousel, e.g. 'Showcase'. */
  'aria-label': string;
  slides: readonly CarouselSlide[];
  /**
   * Auto-advance interval: 4000 ms for the showcase, 3000 ms for the animated slider
   * (`SHOWCASE_INTERVAL_MS`, `SLIDER_INTERVAL_MS`).
   * @default 4000
   */
  intervalMs?: number;
  /** Fade between slides. @default 300 */
  fadeMs?: number;
  /** Starts playing. @default true */
  autoPlay?: boolean;
  /**
   * Overrides the user's `prefers-reduced-motion` setting (stories, tests). Left undefined,
   * the carousel follows the media query and reacts when it changes.
   */
  reducedMotion?: boolean;
  /** @default '16 / 9' */
  aspectRatio?: string;
  /** Called with the index of the slide now shown. */
  onSlideChange?: (index: number) => void;
  /** Shown in the frame when there are no slides. @default 'No images to show yet' */
  emptyMessage?: ReactNode;
}

/** A slide's picture, or 'Failed to load image' in its place (the other slides go on). */
function SlideImage({
  src,
  alt,
  srcSet,
  eager,
}: {
  src: string;
  alt: string;
  srcSet?: string;
  eager: boolean;
}) {
  const { status, imgProps } = useImageStatus(src);
  if (status === 'error') return <ImageFallback alt={alt} className={styles.image} />;
  return (
    <img
      {...imgProps}
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? '100vw' : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
/** How long after a slide is shown the next one starts loading (after the shown one's pictures). */
const PREFETCH_DELAY_MS = 1500;

/**
 * An auto-advancing image carousel after the WAI-ARIA APG carousel pattern: a play/pause
 * button first in the tab order, previous/next buttons, one button per slide, and a live
 * region that is silent while the slides rotate by themselves (so screen readers are not
 * interrupted) and polite once the user is in control. It pauses while hovered or focused and
 * never moves by itself under `prefers-reduced-motion`. A picture that fails to load reads
 * 'Failed to load image' in its slide; with no slides the frame says so (`emptyMessage`).
 */
export function Carousel({
  slides,
  intervalMs = SHOWCASE_INTERVAL_MS,
  fadeMs = 300,
  autoPlay = true,
  reducedMotion,
  aspectRatio = '16 / 9',
  onSlideChange,
  emptyMessage = 'No images to show yet',
  className,
  style,
  ...props
}: CarouselProps) {
  const [snapshot, send] = useMachine(carouselMachine, {
    input: {
      count: slides.length,
      intervalMs,
      fadeMs,
      autoPlay,
      // The media query is read in an effect: server and hydrating renders must agree.
      reducedMotion: reducedMotion ?? false,
    },
  });
  const view = selectCarousel(snapshot);
  const slidesId = useId();

  useEffect(() => {
    if (reducedMotion !== undefined) {
      send({ type: 'SET_REDUCED_MOTION', reducedMotion });
      return;
    }
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(reducedMotionQuery);
    const onChange = () => send({ type: 'SET_REDUCED_MOTION', reducedMotion: query.matches });
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [reducedMotion, send]);

  useEffect(() => {
    if (slides.length !== view.count) send({ type: 'SET_COUNT', count: slides.length });
  }, [slides.length, view.count, send]);

  useEffect(() => {
    onSlideChange?.(view.index);
    // Only a settled slide change is reported, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.index]);

  // Only the slides seen so far (and, a moment after each change, the next one) are rendered:
  // stacked in one frame, every hidden slide's pictures would download with the first one and
  // compete with it, and the server-rendered page would carry them all.
  const [rendered, setRendered] = useState<ReadonlySet<number>>(() => new Set([view.index]));
  const current = view.isFading ? view.nextIndex : view.index;
  const next = slides.length > 1 ? (current + 1) % slides.length : current;
  useEffect(() => {
    setRendered((seen) => (seen.has(current) ? seen : new Set(seen).add(current)));
    const timer = setTimeout(
      () => setRendered((seen) => (seen.has(next) ? seen : new Set(seen).add(next))),
      Math.min(PREFETCH_DELAY_MS, intervalMs / 2),
    );
    return () => clearTimeout(timer);
  }, [current, next, intervalMs]);

  if (slides.length === 0) {
    return (
      <section
        {...props}
        aria-roledescription="carousel"
        className={[styles.carousel, className].filter(Boolean).join(' ')}
        style={style}
      >
        <div className={`${styles.viewport} ${styles.empty}`} style={{ aspectRatio }}>
          <ImageIcon size="lg" />
          <p className={styles.emptyText}>{emptyMessage}</p>
        </div>
      </section>
    );
  }
  const shown = view.isFading ? view.nextIndex : view.index;
  const many = slides.length > 1;

  return (
    <section
      {...props}
      aria-roledescription="carousel"
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      style={style}
      onPointerEnter={() => send({ type: 'POINTER_ENTER' })}
      onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
      onFocus={() => send({ type: 'FOCUS_IN' })}
      onBlur={(event) => {
        // Focus moving between the carousel's own controls is still "inside".
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          send({ type: 'FOCUS_OUT' });
        }
      }}
    >
      <div
        id={slidesId}
        className={styles.viewport}
        style={{ aspectRatio, '--fade': `${fadeMs}ms` } as CSSProperties}
        aria-live={view.isAutoAdvancing ? 'off' : 'polite'}
        aria-atomic="false"
      >
        {slides.map((slide, index) => {
          const isCurrent = index === view.index;
          const isEntering = view.isFading && index === view.nextIndex;
          const visible = isCurrent || isEntering;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label ?? `${index + 1} of ${slides.length}`}
              aria-hidden={index === shown ? undefined : true}
              // Controls inside a slide (a slider's handle) leave the tab order with it.
              inert={index === shown ? undefined : true}
              className={styles.slide}
              data-visible={visible || undefined}
              data-entering={isEntering || undefined}
            >
              {!rendered.has(index) ? null : slide.src === undefined ? (
                slide.content
              ) : (
                <SlideImage
                  src={slide.src}
                  alt={slide.alt}
                  srcSet={slide.srcSet}
                  eager={index === 0}
                />
              )}
              {slide.caption ? <p className={styles.caption}>{slide.caption}</p> : null}
            </div>
          );
        })}
      </div>
      {many ? (
        <div className={styles.controls}>
          <IconButton
            size="sm"
            variant="secondary"
            aria-label={view.isPlaying ? 'Stop automatic slide show' : 'Start automatic slide show'}
            onPress={() => send({ type: 'TOGGLE_PLAY' })}
            isDisabled={view.reducedMotion}
          >
            {view.isPlaying && !view.reducedMotion ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <IconButton
            size="sm"
            variant="secondary"
            aria-label="Previous slide"
            aria-controls={slidesId}
            onPress={() => send({ type: 'PREV' })}
          >
            <ChevronIcon direction="left" />
          </IconButton>
          <div className={styles.dots} role="group" aria-label="Choose slide">
            {slides.map((slide, index) => (
              <RACButton
                key={slide.id}
                className={styles.dot}
                aria-label={`Slide ${index + 1}`}
                aria-controls={slidesId}
                aria-current={index === shown ? 'true' : undefined}
                data-current={index === shown || undefined}
                onPress={() => send({ type: 'GO_TO', index })}
              />
            ))}
          </div>
          <IconButton
            size="sm"
            variant="secondary"
            aria-label="Next slide"
            aria-controls={slidesId}
            onPress={() => send({ type: 'NEXT' })}
          >
            <ChevronIcon direction="right" />
          </IconButton>
        </div>
      ) : null}
    </section>
  );
}
