import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Image } from '@hds/api-client';
import { Badge, Button, Card, Skeleton } from '@hds/ui';
import { PlaygroundUpload } from './PlaygroundUpload.tsx';
import { sampleMessages, sampleNavigation, sampleTile } from '../../kit/samples/samples.ts';
import * as styles from './playground.css.ts';

const imageHref = (image: Image) => `/app/playground?imageId=${encodeURIComponent(image.id)}`;

function Thumbs({ images, label, sample }: { images: Image[]; label: string; sample?: boolean }) {
  return (
    <ul className={styles.thumbs} aria-label={label}>
      {images.map((image) => {
        // Samples read as rooms ('Kitchen', 'Before'); the user's own keep their file names.
        const tile = sample ? sampleTile(image) : null;
        return (
          <li key={image.id}>
            <Link
              className={styles.thumbLink}
              to={imageHref(image)}
              state={sample ? sampleNavigation.state : undefined}
            >
              <img className={styles.thumb} src={image.thumbnail_url} alt="" loading="lazy" />
              <span className={styles.thumbLabel}>{tile?.label ?? image.name}</span>
              {tile?.caption ? <Badge className={styles.thumbCaption}>{tile.caption}</Badge> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const thumbRow = <Skeleton shape="rect" height="7.5rem" />;

export interface ImageChooserProps {
  /** The user's own recent images (not the sample's), at most 4 shown. */
  recent: Image[] | undefined;
  /** The sample project's images; `undefined` while they load, empty when there is none. */
  samples: Image[] | undefined;
  /** The sample project could not be loaded or made. */
  samplesFailed: boolean;
  /** Load the sample project again, or make it when there is none. */
  onRetrySamples: () => void;
  /** The server has more of the user's images than `recent` holds. */
  hasMoreRecent?: boolean;
  /** The next server page of recent images is loading. */
  isLoadingMoreRecent?: boolean;
  /** Asks the server for the next page of the user's images. */
  onLoadMoreRecent?: () => void;
}

/** Recent images shown at first (spec part 1 §9: 4 shown), then 8 more per 'Show more'. */
const FIRST_SHOWN = 4;
const MORE_SHOWN = 8;

/**
 * The playground with no image for a returning user (spec part 1 §2): up to 4 recent images,
 * the sample project's images ('Or Try Samples') and a single-file upload ('Or Upload Your Own').
 */
export function ImageChooser({
  recent,
  samples,
  samplesFailed,
  onRetrySamples,
  hasMoreRecent = false,
  isLoadingMoreRecent = false,
  onLoadMoreRecent,
}: ImageChooserProps) {
  const [shown, setShown] = useState(FIRST_SHOWN);
  const own = (recent ?? []).slice(0, shown);
  const more = (recent?.length ?? 0) > shown || hasMoreRecent;
  const showMore = () => {
    const next = shown + MORE_SHOWN;
    setShown(next);
    // Those already loaded show at once; past them the server sends the next page.
    if (next > (recent?.length ?? 0) && hasMoreRecent) onLoadMoreRecent?.();
  };
  return (
    <Card
      headingLevel={2}
      title="Choose an Image to Start"
      description="Pick one of your recent images, try a sample room, or upload your own photo."
    >
      <div className={styles.chooser}>
        {recent === undefined ? (
          thumbRow
        ) : own.length ? (
          <>
            <h3 className={styles.divider}>Your Recent Images</h3>
            <Thumbs images={own} label="Your Recent Images" />
            {more || isLoadingMoreRecent ? (
              <Button
                variant="quiet"
                size="sm"
                // Not disabled while loading: focus stays on it for the next press.
                onPress={isLoadingMoreRecent ? undefined : showMore}
              >
                {isLoadingMoreRecent ? 'Loading more images...' : 'Show more images'}
              </Button>
            ) : null}
          </>
        ) : null}
        <h3 className={styles.divider}>Or Try Samples</h3>
        {samplesFailed ? (
          <p className={styles.samplesError} role="alert">
            {sampleMessages.initFailed}
            <Button variant="secondary" size="sm" onPress={onRetrySamples}>
              Try again
            </Button>
          </p>
        ) : samples?.length === 0 ? (
          <p className={styles.samplesError}>
            The sample images are not here yet.
            <Button variant="secondary" size="sm" onPress={onRetrySamples}>
              Load Sample Images
            </Button>
          </p>
        ) : samples ? (
          <Thumbs images={samples} label="Sample Project Images" sample />
        ) : (
          thumbRow
        )}
        <h3 className={styles.divider}>Or Upload Your Own</h3>
        <PlaygroundUpload />
      </div>
    </Card>
  );
}
