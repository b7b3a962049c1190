import { useEffect, useId, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@hds/machines';
import { Button as RACButton } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { ButtonLink } from '../../primitives/Link/Link.tsx';
import { formatCount } from '../GalleryCard/formatCount.ts';
import { underReviewMessages, type GalleryItem } from '../GalleryCard/GalleryCard.tsx';
import { GALLERY_STAGE_SIZES } from './stageSizes.ts';
import { useCopyFeedback } from '../../hooks/useCopyFeedback.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { ReportDesign } from './ReportDesign.tsx';
import * as styles from './GalleryDetailDialog.css.ts';

/** Spec part 2 §9: the copied state of Share lasts 2 s. */
export const GALLERY_COPIED_MS = COPY_FEEDBACK_MS;

/** The spec's wording (part 2 §8) for what can go wrong in the dialog. */
export const galleryDetailMessages = {
  likeFailed: { title: 'Like failed', description: 'Please try again' },
  shareFailed: { title: 'Share failed', description: 'Failed to share item' },
  copied: 'Copied',
} as const;

/** A Like or Share that did not go through, with the spec's toast text. */
export interface GalleryDetailFailure {
  action: 'like' | 'share';
  title: string;
  description: string;
  item: GalleryItem;
  error: unknown;
}

/** Closing the device share sheet without sharing is the user's choice, not a failure. */
const isShareCancelled = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export interface GalleryDetailDialogProps {
  /** The design shown; `null` closes the dialog. */
  item: GalleryItem | null;
  onClose: () => void;
  /**
   * Like pressed: the dialog marks it liked and adds one at once. Return the request's
   * promise: if it rejects, the like is taken back and `onError` reports 'Like failed'.
   */
  onLike: (item: GalleryItem) => void | Promise<unknown>;
  /** The site origin for the shared link `{origin}/gallery/{id}`. */
  origin: string;
  /** The device share sheet (`navigator.share`) when there is one; else the link is copied. */
  nativeShare?: (data: { title: string; url: string }) => Promise<void>;
  /** Writes text to the clipboard. */
  copy: (text: string) => Promise<void>;
  /**
   * A like or share failed (a cancelled share sheet is not a failure). The dialog stays pure:
   * the app shows the toast, e.g. `toast({ title, description, variant: 'destructive' })`.
   */
  onError?: (failure: GalleryDetailFailure) => void;
  /** Shows a Contact button beside the author. */
  onContact?: (item: GalleryItem) => void;
  /**
   * Shows 'Report this design' (a reason, then Send Report). Return the request's promise: a
   * rejection's message shows under the reason.
   */
  onReport?: (item: GalleryItem, reason: string) => Promise<unknown>;
  /** @default 2000 */
  copiedMs?: number;
  /** The downloaded file's name (spec: the label or id plus .png). @default `{id}.png` */
  downloadName?: (item: GalleryItem) => string;
  /**
   * `page`: the same content as a page's article under an h1 (a design's own page, rendered by
   * the server: a modal needs the browser), the actions below it; `onClose` is not used.
   * @default 'dialog'
   */
  presentation?: 'dialog' | 'page';
}

/**
 * The gallery's detail dialog (spec part 2 §2): image carousel with thumbnails, description,
 * author (Contact when `onContact` is given), details, tags and views / likes / shares; Like,
 * Share (the device share sheet, else the copied link {origin}/gallery/{id} with 'Copied' for
 * 2 s) and Download. A like that fails is taken back; a like or share that fails is reported
 * through `onError` with the spec's 'Like failed' / 'Share failed' wording.
 */
export function GalleryDetailDialog({
  item,
  onClose,
  onLike,
  origin,
  nativeShare,
  copy,
  onContact,
  onReport,
  copiedMs = GALLERY_COPIED_MS,
  onError,
  downloadName = (d) => `${d.id}.png`,
  presentation = 'dialog',
}: GalleryDetailDialogProps) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  // The viewer's own press, until the item (the server's state) says the same.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const latestItem = useRef(item);
  latestItem.current = item;
  const report = (action: GalleryDetailFailure['action'], failed: GalleryItem, error: unknown) => {
    const text =
      action === 'like' ? galleryDetailMessages.likeFailed : galleryDetailMessages.shareFailed;
    onError?.({ action, ...text, item: failed, error });
  };
  const copied = useCopyFeedback({
    copy,
    copiedMs,
    onError: (error) => {
      if (latestItem.current) report('share', latestItem.current, error);
    },
  });
  const { reset: resetCopied } = copied;
  const itemId = item?.id;
  useEffect(() => {
    setIndex(0);
    setPressed(null);
    resetCopied();
  }, [itemId, resetCopied]);

  if (!item) return null;
  const serverLiked = item.liked ?? false;
  const liked = pressed ?? serverLiked;
  const likeDelta = liked === serverLiked ? 0 : liked ? 1 : -1;
  const images = item.images;
  const current = images[Math.min(index, images.length - 1)];
  const url = `${origin}/gallery/${item.id}`;
  const share = async () => {
    if (!nativeShare) {
      copied.copy(url);
      return;
    }
    try {
      await nativeShare({ title: item.title, url });
    } catch (error) {
      if (!isShareCancelled(error)) report('share', item, error);
    }
  };
  /** A like marks it liked at once and adds one; pressing again takes it back (the server toggles). */
  const like = async () => {
    const before = liked;
    setPressed(!before);
    try {
      await onLike(item);
    } catch (error) {
      // Only take it back if the dialog still shows the item that was liked.
      if (latestItem.current?.id === item.id) setPressed(before);
      report('like', item, error);
    }
  };
  const details = [
    ['Category', item.category],
    ['Style', item.style],
    ['Room', item.roomType],
    ['Location', item.location],
  ].filter((d): d is [string, string] => Boolean(d[1]));

  const actions = (
    <>
      <Button
        variant={liked ? 'primary' : 'secondary'}
        aria-pressed={liked}
        onPress={() => void like()}
      >
        <Icon name="heart" size="sm" />
        {liked ? 'Liked' : 'Like'}
      </Button>
      <Button variant="secondary" onPress={() => void share()}>
        <Icon name={copied.isCopied() ? 'check' : 'share'} size="sm" />
        {copied.isCopied() ? galleryDetailMessages.copied : 'Share'}
      </Button>
      {current ? (
        <ButtonLink
          variant="primary"
          href={item.download_url ?? current.transformed_url}
          download={downloadName(item)}
        >
          <Icon name="download" size="sm" />
          Download
        </ButtonLink>
      ) : null}
    </>
  );
  const body = (
    <div className={styles.layout}>
      {current ? (
        <div className={styles.stage}>
          <img
            className={styles.image}
            src={current.transformed_url}
            srcSet={current.srcset ?? undefined}
            sizes={current.srcset ? GALLERY_STAGE_SIZES : undefined}
            // On a design's page the design is its largest paint: fetched before the thumbnails.
            fetchPriority={presentation === 'page' ? 'high' : undefined}
            alt={`${item.title}, image ${index + 1} of ${images.length}`}
          />
        </div>
      ) : null}
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Images">
          {images.map((img, i) => (
            <li key={`${img.transformed_url}-${i}`}>
              <RACButton
                className={styles.thumb}
                aria-current={i === index}
                aria-label={`Show image ${i + 1}`}
                onPress={() => setIndex(i)}
              >
                <img
                  className={styles.image}
                  src={img.thumbnail_url || img.transformed_url}
                  alt=""
                />
              </RACButton>
            </li>
          ))}
        </ul>
      ) : null}
      {item.under_review ? (
        <p className={styles.row}>
          <Badge variant="danger" icon={<Icon name="alert" size="sm" />}>
            {underReviewMessages.badge}
          </Badge>
          <span className={styles.text}>{underReviewMessages.explanation}</span>
        </p>
      ) : null}
      {item.description ? <p className={styles.text}>{item.description}</p> : null}
      <div className={styles.author}>
        <div className={styles.row}>
          <Icon name="user" size="sm" />
          <span className={styles.text}>{item.author.name}</span>
          {item.author.badge ? (
            <Badge variant="accent" size="sm">
              {item.author.badge}
            </Badge>
          ) : null}
        </div>
        {onContact ? (
          <Button size="sm" variant="secondary" onPress={() => onContact(item)}>
            Contact
          </Button>
        ) : null}
      </div>
      {details.length > 0 ? (
        <dl className={styles.details}>
          {details.map(([k, v]) => (
            <div key={k} className={styles.detailGroup}>
              <dt className={styles.term}>{k}</dt>
              <dd className={styles.definition}>{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {item.tags.map((t) => (
            <li key={t}>
              <Badge variant="neutral" size="sm">
                {t}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.stats}>
        <span>
          <Icon name="eye" size="sm" /> {formatCount(item.stats.views)}
          <span className={visuallyHidden}> views</span>
        </span>
        <span>
          <Icon name="heart" size="sm" /> {formatCount(Math.max(0, item.stats.likes + likeDelta))}
          <span className={visuallyHidden}> likes</span>
        </span>
        <span>
          <Icon name="share" size="sm" /> {formatCount(item.stats.shares)}
          <span className={visuallyHidden}> shares</span>
        </span>
      </p>
      {onReport ? (
        <ReportDesign key={item.id} onReport={(reason) => onReport(item, reason)} />
      ) : null}
    </div>
  );

  if (presentation === 'page')
    return (
      <article aria-labelledby={headingId} className={styles.page}>
        <h1 id={headingId} className={styles.pageTitle}>
          {item.title}
        </h1>
        {body}
        <div className={styles.pageActions}>{actions}</div>
      </article>
    );
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item.title}
      size="lg"
      footer={actions}
    >
      {body}
    </Dialog>
  );
}
