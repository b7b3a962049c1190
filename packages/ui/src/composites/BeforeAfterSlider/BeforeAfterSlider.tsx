import {
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ChevronIcon } from '../../primitives/Icon/Icon.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { ImageFallback, useImageStatus } from '../../internal/imageStatus.tsx';
import * as styles from './BeforeAfterSlider.css.ts';

export interface SliderImage {
  src: string;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Visible corner label. @default 'Before' / 'After' */
  label?: string;
  /** Responsive candidates ("url 640w, url 1280w"). */
  srcSet?: string;
  /** Intrinsic size: lets the browser reserve the box and pick a candidate early. */
  width?: number;
  height?: number;
}

export interface BeforeAfterSliderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  before: SliderImage;
  after: SliderImage;
  /**
   * Where the divider starts, in percent of the width (uncontrolled).
   * @default 50
   */
  initialPosition?: number;
  /** Controlled divider position in percent. */
  position?: number;
  /** Called with the new position (0–100) on every move. */
  onPositionChange?: (position: number) => void;
  /**
   * Width / height of the frame. Both pictures are cropped to it with `object-fit: cover`,
   * so they keep their own proportions and stay aligned.
   * @default '4 / 3'
   */
  aspectRatio?: string;
  /** Accessible name of the divider. @default 'Before and after divider' */
  sliderLabel?: string;
  /**
   * The pictures are the page's largest content (a hero): fetched first
   * (`fetchPriority="high"`, never lazy). Otherwise they load lazily.
   * @default false
   */
  priority?: boolean;
  /** `sizes` of both pictures, for their `srcSet`. @default '100vw' */
  sizes?: string;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const round = (value: number) => Math.round(value * 10) / 10;

/** Keys of the WAI-ARIA slider pattern, in percent. */
const keySteps: Record<string, (value: number) => number> = {
  ArrowLeft: (v) => v - 1,
  ArrowDown: (v) => v - 1,
  ArrowRight: (v) => v + 1,
  ArrowUp: (v) => v + 1,
  PageDown: (v) => v - 10,
  PageUp: (v) => v + 10,
  Home: () => 0,
  End: () => 100,
};

/**
 * Two pictures of the same room stacked in one frame: the before picture shows left of a
 * divider, the after picture right of it. The divider is dragged with a pointer anywhere on
 * the frame, or moved with the keyboard as an ARIA slider (arrows ±1 %, Page Up/Down ±10 %,
 * Home/End). While the pictures load a spinner shows; if one cannot be loaded the frame says
 * 'Failed to load image' (naming which) instead of offering a comparison with a hole in it.
 */
export function BeforeAfterSlider({
  before,
  after,
  initialPosition = 50,
  position: controlled,
  onPositionChange,
  aspectRatio = '4 / 3',
  sliderLabel = 'Before and after divider',
  priority = false,
  sizes = '100vw',
  className,
  style,
  ...props
}: BeforeAfterSliderProps) {
  const [uncontrolled, setUncontrolled] = useState(() => clamp(initialPosition));
  const position = controlled === undefined ? uncontrolled : clamp(controlled);
  const frame = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const beforeLabel = before.label ?? 'Before';
  const afterLabel = after.label ?? 'After';
  const beforeImage = useImageStatus(before.src);
  const afterImage = useImageStatus(after.src);
  const failed = [
    beforeImage.status === 'error' ? { ...before, label: beforeLabel } : null,
    afterImage.status === 'error' ? { ...after, label: afterLabel } : null,
  ].filter((image) => image !== null);
  // The spinner waits for the first effect: prerendered HTML (and the hydrating render) show
  // the pictures as they arrive, without a spinner that only script could take away.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const isLoading =
    mounted && (beforeImage.status === 'loading' || afterImage.status === 'loading');
  const loadingProps = (image: SliderImage) => ({
    srcSet: image.srcSet,
    sizes: image.srcSet ? sizes : undefined,
    width: image.width,
    height: image.height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
  });

  const move = useCallback(
    (next: number) => {
      const value = round(clamp(next));
      if (controlled === undefined) setUncontrolled(value);
      onPositionChange?.(value);
    },
    [controlled, onPositionChange],
  );

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    move(((event.clientX - rect.left) / rect.width) * 100);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
    fromPointer(event);
    // Keyboard users continue from where the pointer left the divider.
    handle.current?.focus({ preventScroll: true });
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(position));
  };

  const shown = Math.round(position);
  return (
    <div
      {...props}
      ref={frame}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ ...style, aspectRatio, '--position': `${position}%` } as CSSProperties}
      data-dragging={dragging || undefined}
      aria-busy={isLoading || undefined}
      onPointerDown={failed.length > 0 ? undefined : onPointerDown}
      onPointerMove={(event) => dragging && fromPointer(event)}
      onPointerUp={() => setDragging(false)}
      onPointerCancel={() => setDragging(false)}
    >
      <img
        {...afterImage.imgProps}
        {...loadingProps(after)}
        className={styles.image}
        src={after.src}
        alt={after.alt}
        draggable={false}
      />
      <div className={styles.beforeClip}>
        <img
          {...beforeImage.imgProps}
          {...loadingProps(before)}
          className={styles.image}
          src={before.src}
          alt={before.alt}
          draggable={false}
        />
      </div>
      {failed.length > 0 ? (
        <ImageFallback
          className={styles.overlay}
          alt={failed.map((image) => image.alt).join('; ')}
          hint={`The ${failed.map((image) => image.label).join(' and ')} picture${
            failed.length > 1 ? 's' : ''
          } could not be loaded, so there is nothing to compare.`}
        />
      ) : (
        <>
          {isLoading ? (
            <Spinner className={styles.spinner} label="Loading images" size="lg" />
          ) : null}
          <span className={styles.label} data-side="before" aria-hidden="true">
            {beforeLabel}
          </span>
          <span className={styles.label} data-side="after" aria-hidden="true">
            {afterLabel}
          </span>
          <div className={styles.divider} aria-hidden="true" />
          <div
            ref={handle}
            role="slider"
            tabIndex={0}
            aria-label={sliderLabel}
            aria-orientation="horizontal"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shown}
            aria-valuetext={`${shown}% ${beforeLabel}, ${100 - shown}% ${afterLabel}`}
            className={styles.handle}
            onKeyDown={onKeyDown}
          >
            <span className={styles.grip} aria-hidden="true">
              <ChevronIcon direction="left" size="sm" />
              <ChevronIcon direction="right" size="sm" />
            </span>
          </div>
        </>
      )}
    </div>
  );
}
