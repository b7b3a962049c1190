import { Link } from 'react-router-dom';
import type { Image } from '@hds/api-client';
import { Badge, Button, Card, Skeleton } from '@hds/ui';
import { PlaygroundUpload } from './PlaygroundUpload.tsx';
import { sampleMessages, sampleNavigation, sampleTile } from './samples.ts';
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
}

/**
 * The playground with no image for a returning user (spec part 1 §2): up to 4 recent images,
 * the sample project's images ('Or Try Samples') and a single-file upload ('Or Upload Your Own').
 */
export function ImageChooser({
  recent,
  samples,
  samplesFailed,
  onRetrySamples,
}: ImageChooserProps) {
  const own = (recent ?? []).slice(0, 4);
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
