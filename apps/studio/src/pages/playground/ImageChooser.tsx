import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { Image } from '@hds/api-client';
import { Card, Skeleton, UploadArea, toast, type Uploader } from '@hds/ui';
import { homeDesignApi, homeDesignQueries } from '../../api.ts';
import * as styles from './playground.css.ts';

const imageHref = (image: Image) => `/app/playground?imageId=${encodeURIComponent(image.id)}`;

function Thumbs({ images, label }: { images: Image[]; label: string }) {
  return (
    <ul className={styles.thumbs} aria-label={label}>
      {images.map((image) => (
        <li key={image.id}>
          <Link className={styles.thumbLink} to={imageHref(image)}>
            <img className={styles.thumb} src={image.thumbnail_url} alt="" loading="lazy" />
            <span className={styles.thumbLabel}>{image.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The playground with no image (spec part 1 §2): up to 4 recent images, the sample project's
 * images ('Or Try Samples') and a single-file upload ('Or Upload Your Own').
 */
export function ImageChooser() {
  const navigate = useNavigate();
  const recent = useQuery(homeDesignQueries.images.recent(8));
  const projects = useQuery(homeDesignQueries.projects.list());
  const sampleId = projects.data?.results.find((p) => p.is_sample)?.id;
  const sample = useQuery({
    ...homeDesignQueries.projects.detail(sampleId ?? ''),
    enabled: !!sampleId,
  });
  const own = (recent.data ?? []).filter((i) => i.project !== sampleId).slice(0, 4);

  const upload: Uploader = async (file, onProgress, signal) => {
    try {
      return await homeDesignApi.uploadImage(file, undefined, onProgress, signal);
    } catch (err) {
      if (!signal.aborted) {
        toast({ title: 'Error', description: 'Failed to upload files', variant: 'destructive' });
      }
      throw err;
    }
  };

  return (
    <Card
      headingLevel={2}
      title="Choose an Image to Start"
      description="Pick one of your recent images, try a sample room, or upload your own photo."
    >
      <div className={styles.chooser}>
        {recent.isPending ? (
          <Skeleton shape="rect" height="7rem" />
        ) : own.length ? (
          <>
            <h3 className={styles.divider}>Your Recent Images</h3>
            <Thumbs images={own} label="Your Recent Images" />
          </>
        ) : null}
        <h3 className={styles.divider}>Or Try Samples</h3>
        {sample.data ? (
          <Thumbs images={sample.data.images} label="Sample Project Images" />
        ) : (
          <Skeleton shape="rect" height="7rem" />
        )}
        <h3 className={styles.divider}>Or Upload Your Own</h3>
        <UploadArea
          upload={upload}
          singleFile
          maxSizeMB={10}
          autoUpload
          onUploaded={(ids) => {
            if (ids[0]) void navigate(`/app/playground?imageId=${encodeURIComponent(ids[0])}`);
          }}
        />
      </div>
    </Card>
  );
}
