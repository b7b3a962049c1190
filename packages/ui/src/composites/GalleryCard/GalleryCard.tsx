import type { HTMLAttributes } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { formatCount } from './formatCount.ts';
import * as styles from './GalleryCard.css.ts';

/** A public gallery design (spec part 2 §3); the API client's `GalleryItem` fits it. */
export interface GalleryItem {
  id: string;
  title: string;
  description?: string;
  /** `srcset`: the design at several widths, for a screen to fetch only what it shows. */
  images: readonly {
    transformed_url: string;
    thumbnail_url?: string | null;
    srcset?: string | null;
  }[];
  author: { name: string; avatar?: string | null; badge?: string | null };
  tags: readonly string[];
  category?: string | null;
  style?: string | null;
  roomType?: string | null;
  location?: string | null;
  featured?: boolean;
  premium?: boolean;
  stats: { views: number; likes: number; shares: number };
  /** Whether the viewer already likes it (the server's state). */
  liked?: boolean;
  /** The full-size download; without one Download links the image itself. */
  download_url?: string;
  /**
   * Reported by an established account and waiting for a moderator: still shown, marked
   * 'Under review'.
   */
  under_review?: boolean;
}

/** The badge of a design under review, and what it means (its tooltip and label). */
export const underReviewMessages = {
  badge: 'Under review',
  explanation: 'Reported and waiting for a moderator. It stays visible until one decides.',
} as const;

/** Tags shown before '+N': 3 in grid view, 5 in list view (spec part 2 §9). */
export const GALLERY_TAG_LIMIT = { grid: 3, list: 5 } as const;

export interface GalleryCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  item: GalleryItem;
  /** @default 'grid' */
  view?: 'grid' | 'list';
  /** Opens the detail dialog. */
  onOpen: (item: GalleryItem) => void;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One design of the public gallery (spec part 2 §2): picture, Featured, Premium and Under
 * review badges, title, author, the first 3 tags (5 in list view) with '+N', and views / likes / shares
 * abbreviated with K and M. The title is the one tab stop; it and any click open the detail.
 */
export function GalleryCard({
  item,
  view = 'grid',
  onOpen,
  headingLevel = 3,
  className,
  ...props
}: GalleryCardProps) {
  const Heading = `h${headingLevel}` as const;
  const limit = GALLERY_TAG_LIMIT[view];
  const shown = item.tags.slice(0, limit);
  const more = item.tags.length - shown.length;
  const picture = item.images[0];
  const stats = [
    { icon: 'eye', label: 'views', value: item.stats.views },
    { icon: 'heart', label: 'likes', value: item.stats.likes },
    { icon: 'share', label: 'shares', value: item.stats.shares },
  ] as const;
  return (
    <article
      {...props}
      data-view={view}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.media}>
        {picture ? (
          <img
            className={styles.image}
            src={picture.thumbnail_url || picture.transformed_url}
            alt=""
            loading="lazy"
          />
        ) : null}
        {item.featured || item.premium || item.under_review ? (
          <div className={styles.badges}>
            {item.featured ? <Badge variant="accent">Featured</Badge> : null}
            {item.premium ? <Badge variant="warning">Premium</Badge> : null}
            {item.under_review ? (
              <Badge
                variant="danger"
                icon={<Icon name="alert" size="sm" />}
                title={underReviewMessages.explanation}
              >
                {underReviewMessages.badge}
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <RACButton className={styles.open} onPress={() => onOpen(item)}>
            {item.title}
          </RACButton>
        </Heading>
        <p className={styles.author}>by {item.author.name}</p>
        {shown.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {shown.map((t) => (
              <li key={t}>
                <Badge variant="neutral" size="sm">
                  {t}
                </Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="neutral" size="sm">
                  <span aria-hidden="true">+{more}</span>
                  <span className={visuallyHidden}>{more} more tags</span>
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className={styles.stats}>
          {stats.map((s) => (
            <span key={s.label} className={styles.stat}>
              <Icon name={s.icon} size="sm" />
              {formatCount(s.value)}
              <span className={visuallyHidden}> {s.label}</span>
            </span>
          ))}
        </p>
      </div>
    </article>
  );
}
