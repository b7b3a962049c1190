import type { Image, Version } from '@hds/api-client';
import { Button, ImageGrid, imageToGridItem, type ImageGridItem } from '@hds/ui';
import * as styles from './projects.css.ts';

export const projectImagesMessages = {
  loadMore: 'Load more images',
  loadingMore: 'Loading more images...',
  loadMoreFailed: 'Failed to load more images',
  shown: (n: number, total: number) => `Showing ${n} of ${total} images`,
} as const;

export interface ProjectImagesProps {
  /** The images loaded so far (the server's pages, in upload order). */
  images: Image[];
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
  /** All the project's images, loaded or not (shown as 'Showing n of N'). */
  total?: number;
  /** The server has more pages: scrolling near the end or 'Load more images' asks for one. */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  /** The last 'load more' failed: the button offers it again with the reason. */
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
  /** 'Group by Original Image': one card per original; else each original with its variations. */
  grouped: boolean;
  selecting: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  onOpenImage: (image: Image) => void;
  onOpenVersion: (image: Image, version: Version) => void;
  onEdit: (imageId: string, versionId?: string) => void;
  onAddImages: () => void;
  /** A card's Delete: the image with all its versions (the page confirms, then allows undo). */
  onDelete?: (image: Image) => void;
}

const variationCount = (image: Image) =>
  image.versions.filter((v) => v.kind !== 'original' && v.status === 'completed').length;

/**
 * An original in the grouped grid: the picture of its primary version (so a version made
 * primary shows here) and how many variations it has.
 */
export function groupedItem(image: Image): ImageGridItem {
  const base = imageToGridItem(image);
  const primary = image.versions.find((v) => v.is_primary && v.status === 'completed');
  const n = variationCount(image);
  return {
    ...base,
    src: primary?.thumbnail_url ?? primary?.preview_url ?? base.src,
    alt: primary && primary.kind !== 'original' ? `${image.name} — ${primary.label}` : base.alt,
    meta: n ? `${n} variation${n === 1 ? '' : 's'}` : undefined,
  };
}

function versionItem(image: Image, v: Version): ImageGridItem {
  const label = v.label || (v.kind === 'original' ? 'Original' : v.operation || v.kind);
  return {
    id: v.id,
    src: v.thumbnail_url ?? v.preview_url ?? image.thumbnail_url,
    alt: `${image.name} — ${label}`,
    label,
    tags: v.tags.map((t) => t.name),
  };
}

/**
 * Under the grid while the server has more: how many are shown, and 'Load more images' for
 * keyboard and screen-reader users (scrolling near the end loads the next page by itself).
 */
function MorePages(props: ProjectImagesProps) {
  const { images, total, hasMore, isLoadingMore, loadMoreFailed, onLoadMore } = props;
  if (!hasMore && !isLoadingMore) return null;
  return (
    <div className={styles.morePages}>
      {total !== undefined ? (
        <p className={styles.moreCount} aria-live="polite">
          {projectImagesMessages.shown(images.length, total)}
        </p>
      ) : null}
      {loadMoreFailed ? (
        <p className={styles.moreError} role="alert">
          {projectImagesMessages.loadMoreFailed}
        </p>
      ) : null}
      <Button
        variant="secondary"
        // Not disabled while loading: focus stays on it for the next press.
        onPress={isLoadingMore ? undefined : onLoadMore}
        data-load-more=""
      >
        {isLoadingMore
          ? projectImagesMessages.loadingMore
          : loadMoreFailed
            ? 'Try again'
            : projectImagesMessages.loadMore}
      </Button>
    </div>
  );
}

/** The Images tab's pictures: grouped originals (infinite scroll) or originals with variations. */
export function ProjectImages(props: ProjectImagesProps) {
  const { images, grouped, selecting } = props;
  const empty = {
    emptyTitle: 'No images yet',
    emptyDescription: 'Upload room photos to start editing them.',
    emptyAction: (
      <Button variant="primary" onPress={props.onAddImages}>
        Add Images
      </Button>
    ),
  };

  if (grouped || selecting || props.isLoading || props.error || images.length === 0) {
    return (
      <div className={styles.aside}>
        <ImageGrid
          aria-label="Project images"
          items={images.map(groupedItem)}
          isLoading={props.isLoading}
          error={props.error}
          onRetry={props.onRetry}
          // A failed page is offered again by the button, not retried by scrolling.
          hasMore={(props.hasMore ?? false) && !props.loadMoreFailed}
          isLoadingMore={props.isLoadingMore}
          onLoadMore={props.onLoadMore}
          onOpen={(item) => {
            const image = images.find((i) => i.id === item.id);
            if (image) props.onOpenImage(image);
          }}
          onEdit={(item) => props.onEdit(item.id)}
          onDelete={
            props.onDelete
              ? (item) => {
                  const image = images.find((i) => i.id === item.id);
                  if (image) props.onDelete?.(image);
                }
              : undefined
          }
          isSelecting={selecting}
          selectedIds={props.selected}
          onSelectionChange={props.onSelectionChange}
          {...empty}
        />
        {props.isLoading || props.error ? null : <MorePages {...props} />}
      </div>
    );
  }

  return (
    <div className={styles.aside}>
      {images.map((image) => {
        const versions = image.versions.filter(
          (v) => v.kind === 'original' || v.status === 'completed',
        );
        const n = variationCount(image);
        return (
          <section key={image.id} className={styles.group} aria-label={image.name}>
            <h2 className={styles.groupTitle}>
              {`${image.name}: Original + ${n} variation${n === 1 ? '' : 's'}`}
            </h2>
            <ImageGrid
              aria-label={`${image.name} versions`}
              items={versions.map((v) => versionItem(image, v))}
              onOpen={(item) => {
                const v = versions.find((x) => x.id === item.id);
                if (v) props.onOpenVersion(image, v);
              }}
              onEdit={(item) => props.onEdit(image.id, item.id)}
            />
          </section>
        );
      })}
      <MorePages {...props} />
    </div>
  );
}
