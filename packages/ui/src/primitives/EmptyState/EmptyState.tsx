import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** A glyph name from `Icon`, or any node (an illustration). */
  icon?: IconName | ReactNode;
  /** One line saying what is empty ('No projects yet'). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** The way forward, usually one `Button` or `ButtonLink` ('Create Project'). */
  action?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * `compact` for empty panels inside cards and lists.
   * @default 'default'
   */
  size?: 'default' | 'compact';
  className?: string;
}

/**
 * What a list, gallery or page shows when there is nothing in it yet (or a search matched
 * nothing): an icon, a title, a line of help and the one action that fills it.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  size = 'default',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.root({ size }), className].filter(Boolean).join(' ')}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      {icon ? (
        <span className={styles.icon}>
          {typeof icon === 'string' ? <Icon name={icon as IconName} size="lg" /> : icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
