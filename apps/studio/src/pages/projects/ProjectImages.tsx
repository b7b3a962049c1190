import { useState } from 'react';
import type { Image, Version } from '@hds/api-client';
import { Button, ImageGrid, imageToGridItem, type ImageGridItem } from '@hds/ui';
import * as styles from './projects.css.ts';

/** Originals shown per page of the grouped grid; scrolling near the end shows the next page. */
export const PAGE_SIZE = 12;

export interface ProjectImagesProps {
  images: Image[];
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
  /** 'Group by Original Image': one card per original; else each original with its variations. */
  grouped: boolean;
  selecting: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  onOpenImage: (image: Image) => void;
  onOpenVersion: (image: Image, version: Version) => void;
  onEdit: (imageId: string, versionId?: string) => void;
  onAddImages: () => void;
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

/** The Images tab's pictures: grouped originals (infinite scroll) or originals with variations. */
export function ProjectImages(props: ProjectImagesProps) {
  const { images, grouped, selecting } = props;
  const [shown, setShown] = useState(PAGE_SIZE);
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
    const page = images.slice(0, shown);
    return (
      <ImageGrid
        aria-label="Project images"
        items={page.map(groupedItem)}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        hasMore={shown < images.length}
        onLoadMore={() => setShown((n) => n + PAGE_SIZE)}
        onOpen={(item) => {
          const image = images.find((i) => i.id === item.id);
          if (image) props.onOpenImage(image);
        }}
        onEdit={(item) => props.onEdit(item.id)}
        isSelecting={selecting}
        selectedIds={props.selected}
        onSelectionChange={props.onSelectionChange}
        {...empty}
      />
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
    </div>
  );
}
