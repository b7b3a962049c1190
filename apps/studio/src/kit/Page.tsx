import type { ReactNode } from 'react';
import * as page from './page.css.ts';

export interface PageProps {
  /** The h1's id: the page's section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** The muted line under the title; nothing when empty. */
  subtitle?: ReactNode;
  /** More under the title (badges). */
  badges?: ReactNode;
  /** The page's buttons, at the far end of the heading row. */
  actions?: ReactNode;
  /** Above the heading row (the breadcrumb). */
  breadcrumbs?: ReactNode;
  /** While the page's data loads (`aria-busy`). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A signed-in page: its section, named by its h1, with the heading row (title and subtitle on
 * one side, the page's buttons on the other) above the page's content.
 */
export function Page({
  titleId,
  title,
  subtitle,
  badges,
  actions,
  breadcrumbs,
  busy,
  children,
}: PageProps) {
  return (
    <section className={page.page} aria-labelledby={titleId} aria-busy={busy || undefined}>
      {breadcrumbs}
      <header className={page.header}>
        <div className={page.headings}>
          <h1 id={titleId} className={page.title}>
            {title}
          </h1>
          {subtitle ? <p className={page.subtitle}>{subtitle}</p> : null}
          {badges}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
