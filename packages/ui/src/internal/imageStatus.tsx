/**
 * Load state of a picture, shared by the components that show one large picture (Lightbox,
 * Carousel, BeforeAfterSlider): a spinner while it arrives, 'Failed to load image' in its
 * place when it cannot be loaded (spec part 1 §8 wording). Internal: not exported.
 */
import { type ReactNode, useCallback, useState } from 'react';
import { Icon } from '../primitives/Icon/Icon.tsx';
import * as styles from './imageStatus.css.ts';

/** The spec's wording for a picture that cannot be loaded. */
export const IMAGE_LOAD_ERROR = 'Failed to load image';

export type ImageStatus = 'loading' | 'loaded' | 'error';

/**
 * Tracks one `<img>`: spread `imgProps` on it. A new `src` starts as loading again; a picture
 * already in the cache (complete before React attaches its handlers) is read on mount.
 */
export function useImageStatus(src: string) {
  const [state, setState] = useState<{ src: string; status: ImageStatus }>({
    src,
    status: 'loading',
  });
  const status: ImageStatus = state.src === src ? state.status : 'loading';
  const settle = useCallback((next: ImageStatus) => setState({ src, status: next }), [src]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) settle(img.naturalWidth > 0 ? 'loaded' : 'error');
    },
    [settle],
  );
  return {
    status,
    imgProps: {
      ref,
      'data-status': status,
      onLoad: () => settle('loaded'),
      onError: () => settle('error'),
    },
  };
}

/**
 * Stands in for a picture that failed: an icon, 'Failed to load image' and an optional hint,
 * named for screen readers by the picture's own description.
 */
export function ImageFallback({
  alt,
  hint,
  compact = false,
  className,
}: {
  alt: string;
  hint?: ReactNode;
  /** Smaller type for thumbnails and half frames. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={`${IMAGE_LOAD_ERROR}: ${alt}`}
      className={[styles.fallback, className].filter(Boolean).join(' ')}
      data-compact={compact || undefined}
    >
      <Icon name="image" size={compact ? 'md' : 'lg'} />
      <p className={styles.title}>{IMAGE_LOAD_ERROR}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
