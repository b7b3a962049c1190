import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Heading of the card. */
  title?: ReactNode;
  /** Muted line under the title. */
  description?: ReactNode;
  /**
   * Heading level of `title`, to fit the page outline (a card under an `h2` gets an `h3`).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Trailing header content: a badge, a menu, an icon button. */
  actions?: ReactNode;
  /** Footer row, right-aligned and separated by a hairline: buttons or links. */
  footer?: ReactNode;
  /**
   * `outlined` for grids of content, `elevated` to lift one card above the page, `flat` for
   * a quiet grouped area inside another surface.
   * @default 'outlined'
   */
  variant?: 'outlined' | 'elevated' | 'flat';
}

/**
 * A surface that groups one piece of content: a project, a plan, a feature, a settings group.
 * Title, description, actions and footer are optional, so it also works as a plain panel.
 * It is not interactive itself; put a `Link` or `Button` inside for that.
 */
export function Card({
  title,
  description,
  headingLevel = 3,
  actions,
  footer,
  variant,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || description || actions);
  return (
    <div {...props} className={[styles.card({ variant }), className].filter(Boolean).join(' ')}>
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.headingGroup}>
            {title ? <Heading className={styles.title}>{title}</Heading> : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
