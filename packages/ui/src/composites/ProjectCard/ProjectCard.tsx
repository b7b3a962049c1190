import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Project } from '@hds/api-client/contract';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import * as styles from './ProjectCard.css.ts';

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Nov 20, 2026`; an unreadable date is shown as given rather than 'Invalid Date'. */
export function formatShortDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDate.format(date);
}

export function formatImageCount(count: number) {
  return `${count} ${count === 1 ? 'image' : 'images'}`;
}

/** What the card's menu offers. */
export type ProjectCardAction = 'edit' | 'delete';

export const projectCardActionLabels: Record<ProjectCardAction, string> = {
  edit: 'Edit Project',
  delete: 'Delete Project',
};

export interface ProjectCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The project as listed by GET /projects/. */
  project: Pick<
    Project,
    'id' | 'title' | 'address' | 'notes' | 'image_count' | 'created_at' | 'is_sample'
  > & {
    /** Up to four thumbnail URLs shown as the card's cover; none → a folder placeholder. */
    cover_thumbnails?: readonly string[];
  };
  /** Where the card leads, usually `/app/projects/{id}`. */
  href: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Trailing header content that must stay clickable above the card link (a menu button). */
  actions?: ReactNode;
  /**
   * Gives the card a menu ('Actions for {title}': Edit Project, Delete Project); called with
   * the chosen action. Ignored when `actions` is given.
   */
  onAction?: (action: ProjectCardAction) => void;
}

/**
 * One project of the projects grid (spec part 1 §2): title, address, 'n images', created date
 * and notes. The whole card opens the project; its title is the link, so screen readers hear
 * the project's name and keyboard users reach it with one Tab.
 */
export function ProjectCard({
  project,
  href,
  headingLevel = 3,
  actions,
  onAction,
  className,
  ...props
}: ProjectCardProps) {
  const Heading = `h${headingLevel}` as const;
  const trailing =
    actions ??
    (onAction ? (
      <MenuTrigger>
        <IconButton aria-label={`Actions for ${project.title}`} size="sm">
          <Icon name="more" />
        </IconButton>
        <Menu onAction={(key) => onAction(key as ProjectCardAction)}>
          <MenuItem id="edit" icon={<Icon name="edit" size="sm" />}>
            {projectCardActionLabels.edit}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" variant="danger" icon={<Icon name="trash" size="sm" />}>
            {projectCardActionLabels.delete}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    ) : null);
  return (
    <article {...props} className={[styles.card, className].filter(Boolean).join(' ')}>
      <ProjectCover thumbnails={project.cover_thumbnails ?? []} />
      <div className={styles.header}>
        <div className={styles.headingGroup}>
          <Heading className={styles.title}>
            <Link href={href} className={styles.link}>
              {project.title}
            </Link>
          </Heading>
          {project.address ? <p className={styles.address}>{project.address}</p> : null}
        </div>
        {project.is_sample ? <Badge variant="accent">Sample</Badge> : null}
        {trailing ? <div className={styles.actions}>{trailing}</div> : null}
      </div>
      {project.notes ? <p className={styles.notes}>{project.notes}</p> : null}
      <div className={styles.meta}>
        <span>{formatImageCount(project.image_count)}</span>
        <span>
          Created <time dateTime={project.created_at}>{formatShortDate(project.created_at)}</time>
        </span>
      </div>
    </article>
  );
}

/**
 * The card's cover: one to four pictures in a mosaic, decorative (the title names the card).
 * A picture that fails to load leaves its tile blank rather than a broken-image glyph.
 */
function ProjectCover({ thumbnails }: { thumbnails: readonly string[] }) {
  const shown = thumbnails.slice(0, 4);
  return (
    <div className={styles.cover} data-count={shown.length} aria-hidden="true">
      {shown.length ? (
        shown.map((src, i) => (
          <img
            key={`${i}-${src}`}
            className={styles.coverImage}
            src={src}
            alt=""
            loading="lazy"
            decoding="async"
            onError={(event) => event.currentTarget.setAttribute('data-broken', '')}
          />
        ))
      ) : (
        <Icon name="folder" size="lg" />
      )}
    </div>
  );
}

/**
 * A card-shaped placeholder while the projects load: the same cover, title and footer sizes as
 * a card without address or notes, so the grid does not jump when the list arrives.
 */
export function ProjectCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={[styles.card, className].filter(Boolean).join(' ')} aria-hidden="true">
      <div className={styles.cover} />
      <div className={styles.header}>
        <div className={[styles.headingGroup, styles.skeletonTitle].join(' ')}>
          <Skeleton width="60%" />
        </div>
      </div>
      <div className={styles.meta}>
        <div className={styles.skeletonMeta}>
          <Skeleton width="30%" />
        </div>
      </div>
    </div>
  );
}
