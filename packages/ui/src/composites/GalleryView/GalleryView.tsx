import { useEffect, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { AsyncState, asyncStatus } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { GalleryCard, type GalleryItem } from '../GalleryCard/GalleryCard.tsx';
import {
  GalleryDetailDialog,
  type GalleryDetailDialogProps,
} from '../GalleryDetailDialog/GalleryDetailDialog.tsx';
import { GalleryFilters, type GalleryFilterValues } from '../GalleryFilters/GalleryFilters.tsx';
import { ViewModeToggle } from '../../internal/ViewModeToggle.tsx';
import * as styles from './GalleryView.css.ts';

/** The spec's wording (part 2 §2) for the gallery's own states. */
export const galleryViewMessages = {
  emptyTitle: 'No designs found',
  emptyText: 'Try adjusting your filters or search query',
  errorTitle: 'Failed to load gallery',
  retry: 'Try again',
  loadMore: 'Load More',
  loadingMore: 'Loading...',
} as const;

export type GalleryViewMode = 'grid' | 'list';

export interface GalleryViewProps
  extends
    Omit<HTMLAttributes<HTMLElement>, 'onError'>,
    Pick<
      GalleryDetailDialogProps,
      | 'onLike'
      | 'origin'
      | 'nativeShare'
      | 'copy'
      | 'onError'
      | 'onContact'
      | 'onReport'
      | 'downloadName'
      | 'copiedMs'
    > {
  /** The loaded designs, page after page; `undefined` while the first page loads. */
  items: readonly GalleryItem[] | undefined;
  /** The first page is loading (shows placeholders). */
  isLoading?: boolean;
  /** Loading failed: the message shown, with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** More pages exist: Load More shows, and loads by itself when scrolled into view. */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** The search in effect (e.g. from the URL). */
  search: string;
  /** The Search button or Enter; clearing the box searches for everything. */
  onSearch: (search: string) => void;
  filters: GalleryFilterValues;
  onFiltersChange: (filters: GalleryFilterValues) => void;
  /** @default 'grid' */
  view?: GalleryViewMode;
  onViewChange?: (view: GalleryViewMode) => void;
  /** The design open in the detail dialog; `null` closes it. */
  selected: GalleryItem | null;
  onOpen: (item: GalleryItem) => void;
  onClose: () => void;
  /** The page heading. @default 'Gallery' */
  title?: string;
  /** Under the heading. */
  subtitle?: string;
  /** How many designs match in all (shown as 'N designs'). */
  total?: number;
}

/**
 * The public gallery (spec part 2 §2): a search box with a Search button, collapsible filters
 * with chips and Clear Filters, a grid/list toggle, the cards, Load More (also when it scrolls
 * into view), the empty and error states, and the detail dialog with Like, Share and Download.
 * Data and callbacks are props: it never fetches.
 */
export function GalleryView({
  items,
  isLoading = false,
  error,
  onRetry,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  search,
  onSearch,
  filters,
  onFiltersChange,
  view = 'grid',
  onViewChange,
  selected,
  onOpen,
  onClose,
  title = 'Gallery',
  subtitle,
  total,
  onLike,
  origin,
  nativeShare,
  copy,
  onError,
  onContact,
  onReport,
  downloadName,
  copiedMs,
  className,
  ...props
}: GalleryViewProps) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    onSearch(text.trim());
  };

  // Load More also loads when it scrolls into view (spec part 2 §2).
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !isLoadingMore && !isLoading && !error && Boolean(onLoadMore);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore.current?.();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [canLoad, items?.length]);

  const showPlaceholders = isLoading && !items;
  const list = items ?? [];
  return (
    <section
      {...props}
      aria-labelledby="gallery-view-title"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="gallery-view-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        <ViewModeToggle view={view} onViewChange={onViewChange} />
      </header>

      <form role="search" className={styles.search} onSubmit={submit}>
        <SearchField
          aria-label="Search designs"
          placeholder="Search designs"
          className={styles.searchField}
          value={text}
          onChange={setText}
          onClear={() => onSearch('')}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>

      <GalleryFilters value={filters} onChange={onFiltersChange} />

      <p className={styles.count} role="status">
        {showPlaceholders
          ? 'Loading designs'
          : !error && total !== undefined
            ? `${total} ${total === 1 ? 'design' : 'designs'}`
            : ''}
      </p>

      <AsyncState
        status={asyncStatus({
          isError: Boolean(error),
          isLoading: showPlaceholders,
          isEmpty: list.length === 0,
        })}
        error={galleryViewMessages.errorTitle}
        errorDetail={error}
        errorHeadingLevel={2}
        onRetry={onRetry}
        retryLabel={galleryViewMessages.retry}
        loading={
          <ul className={styles.grid} data-view={view} aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={styles.placeholder}>
                <Skeleton shape="rect" />
                <Skeleton lines={2} />
              </li>
            ))}
          </ul>
        }
        empty={
          <EmptyState
            icon="search"
            title={galleryViewMessages.emptyTitle}
            description={galleryViewMessages.emptyText}
          />
        }
      >
        <ul className={styles.grid} data-view={view} aria-label="Designs">
          {list.map((item) => (
            <li key={item.id} className={styles.cell}>
              <GalleryCard item={item} view={view} onOpen={onOpen} headingLevel={2} />
            </li>
          ))}
        </ul>
      </AsyncState>

      {!error && list.length > 0 && (hasMore || isLoadingMore) ? (
        <div ref={sentinel} className={styles.more}>
          <Button variant="secondary" isDisabled={isLoadingMore} onPress={() => onLoadMore?.()}>
            {isLoadingMore ? galleryViewMessages.loadingMore : galleryViewMessages.loadMore}
          </Button>
        </div>
      ) : null}

      <GalleryDetailDialog
        item={selected}
        onClose={onClose}
        onLike={onLike}
        origin={origin}
        nativeShare={nativeShare}
        copy={copy}
        onError={onError}
        onContact={onContact}
        onReport={onReport}
        downloadName={downloadName}
        copiedMs={copiedMs}
      />
    </section>
  );
}
