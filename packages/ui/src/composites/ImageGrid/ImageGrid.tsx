import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import type { Image } from '@hds/api-client/contract';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button, IconButton } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import * as styles from './ImageGrid.css.ts';

export interface ImageGridItem {
  id: string;
  /** Thumbnail URL. */
  src: string;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Visible name under the picture. */
  label: string;
  /** Tag names; the first three are shown (spec part 1 §9). */
  tags?: readonly string[];
  /** A muted line under the label, e.g. '2 variations'. */
  meta?: string;
}

/** Spec part 1 §9: 'Tags shown: … 3 on image cards'. */
export const MAX_CARD_TAGS = 3;
/** Spec part 1 §9: 'Infinite scroll triggers at 10% visibility with a 100 px margin'. */
export const INFINITE_SCROLL = { threshold: 0.1, rootMargin: '100px' } as const;

/** An API image as a card: its thumbnail, name, and the tags of its primary version. */
export function imageToGridItem(image: Image): ImageGridItem {
  const primary = image.versions.find((version) => version.is_primary) ?? image.versions[0];
  return {
    id: image.id,
    src: image.thumbnail_url || image.thumb_url || image.url,
    alt: image.name,
    label: image.name,
    tags: primary?.tags.map((tag) => tag.name) ?? [],
  };
}

export interface ImageGridProps {
  /** Accessible name of the grid, e.g. 'Project images'. */
  'aria-label': string;
  items: readonly ImageGridItem[];
  /**
   * Columns at full width, 1–6. Narrow containers get fewer, never cards under ~10 rem.
   * @default 4
   */
  columns?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Enter or a click on a card (opens the full-size viewer). Not called in selection mode. */
  onOpen?: (item: ImageGridItem) => void;
  /** The card's Edit action (goes to the playground). Hidden without it. */
  onEdit?: (item: ImageGridItem) => void;
  /** The card's Delete action ('Delete {label}'). Hidden without it and in selection mode. */
  onDelete?: (item: ImageGridItem) => void;
  /** First page loading: placeholder cards. */
  isLoading?: boolean;
  /** Another page is loading (shown under the grid). */
  isLoadingMore?: boolean;
  /** More pages exist: scrolling near the end calls `onLoadMore`. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The list failed to load. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no items. @default 'No images yet' */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** Selection mode ('Create New Board'): cards get checkboxes and Space/click toggles them. */
  isSelecting?: boolean;
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  className?: string;
}

/**
 * A grid of image cards (spec part 1 §2 project images, part 2 boards and gallery): thumbnail,
 * label, up to three tags and an Edit action shown on hover or focus. Arrow keys move between
 * cards like a grid, Enter opens one, Tab reaches its Edit button. In selection mode each card
 * has a checkbox ('Create New Board'). Scrolling near the end calls `onLoadMore` while
 * `hasMore` (IntersectionObserver, 10 % visible, 100 px margin).
 */
export function ImageGrid({
  items,
  columns = 4,
  onOpen,
  onEdit,
  onDelete,
  isLoading = false,
  isLoadingMore = false,
  hasMore = false,
  onLoadMore,
  error,
  onRetry,
  emptyTitle = 'No images yet',
  emptyDescription,
  emptyAction,
  isSelecting = false,
  selectedIds,
  onSelectionChange,
  className,
  'aria-label': ariaLabel,
}: ImageGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = hasMore && !isLoadingMore && !isLoading && !error && Boolean(onLoadMore);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current?.();
    }, INFINITE_SCROLL);
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, items.length]);

  const frameStyle = { '--columns': columns } as CSSProperties;

  if (isLoading) {
    return (
      <div
        className={[styles.grid, className].filter(Boolean).join(' ')}
        style={frameStyle}
        role="status"
        aria-label={`Loading ${ariaLabel.toLowerCase()}`}
        aria-busy="true"
      >
        {Array.from({ length: columns * 2 }, (_, index) => (
          <div key={index} className={styles.skeletonCard} aria-hidden="true">
            <div className={styles.skeletonThumb} />
            <div className={styles.skeletonLine} />
          </div>
        ))}
      </div>
    );
  }

  if (error) {
    return (
      <AsyncState
        status="error"
        error={error}
        onRetry={onRetry}
        className={[styles.state, className].filter(Boolean).join(' ')}
      />
    );
  }

  const selection: Selection | undefined = selectedIds ? new Set(selectedIds) : undefined;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <GridList
        aria-label={ariaLabel}
        items={items}
        // Cards are cached per item: re-render them when the mode or actions change.
        dependencies={[isSelecting, onEdit, onDelete]}
        layout="grid"
        keyboardNavigationBehavior="tab"
        className={styles.grid}
        style={frameStyle}
        selectionMode={isSelecting ? 'multiple' : 'none'}
        selectedKeys={isSelecting ? selection : undefined}
        onSelectionChange={(keys) => {
          const ids =
            keys === 'all' ? items.map((item) => item.id) : [...keys].map((key) => String(key));
          onSelectionChange?.(new Set(ids));
        }}
        onAction={
          !isSelecting && onOpen
            ? (key) => {
                const item = items.find((candidate) => candidate.id === key);
                if (item) onOpen(item);
              }
            : undefined
        }
        renderEmptyState={() => (
          <div className={styles.state}>
            <span className={styles.stateIcon} aria-hidden="true">
              <Icon name="image" size="lg" />
            </span>
            <p className={styles.stateTitle}>{emptyTitle}</p>
            {emptyDescription ? <p className={styles.stateText}>{emptyDescription}</p> : null}
            {emptyAction}
          </div>
        )}
      >
        {(item) => {
          const tags = item.tags ?? [];
          return (
            <GridListItem id={item.id} textValue={item.label} className={styles.card}>
              <div className={styles.thumb}>
                <img className={styles.image} src={item.src} alt={item.alt} loading="lazy" />
                {isSelecting ? (
                  // Named 'Select' + the card's label by the grid list itself.
                  <Checkbox slot="selection" className={styles.check} />
                ) : null}
                {onDelete && !isSelecting ? (
                  <IconButton
                    size="sm"
                    variant="secondary"
                    className={styles.remove}
                    aria-label={`Delete ${item.label}`}
                    onPress={() => onDelete(item)}
                  >
                    <Icon name="trash" size="sm" />
                  </IconButton>
                ) : null}
                {onEdit && !isSelecting ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className={styles.edit}
                    aria-label={`Edit ${item.label}`}
                    onPress={() => onEdit(item)}
                  >
                    <Icon name="edit" size="sm" />
                    Edit
                  </Button>
                ) : null}
              </div>
              <div className={styles.body}>
                <span className={styles.label}>{item.label}</span>
                {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
                {tags.length > 0 ? (
                  <ul className={styles.tags} aria-label="Tags">
                    {tags.slice(0, MAX_CARD_TAGS).map((tag) => (
                      <li key={tag} className={styles.tag}>
                        {tag}
                      </li>
                    ))}
                    {tags.length > MAX_CARD_TAGS ? (
                      <li className={styles.moreTags}>+{tags.length - MAX_CARD_TAGS}</li>
                    ) : null}
                  </ul>
                ) : null}
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      {hasMore || isLoadingMore ? (
        <div ref={sentinel} className={styles.sentinel}>
          {isLoadingMore ? <Spinner label="Loading more images" size="sm" /> : null}
        </div>
      ) : null}
    </div>
  );
}
