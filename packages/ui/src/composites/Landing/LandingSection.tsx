import type { HTMLAttributes, ReactNode } from 'react';
import * as section from './section.css.ts';

export interface LandingSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The anchor (`#features`); its heading's id is `{id}-title`. */
  id: string;
  title: ReactNode;
  /** The line under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A landing section: an anchored `<section>` named by its `<h2>`, a lead line, the content. */
export function LandingSection({
  id,
  title,
  lead,
  className,
  children,
  ...props
}: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      {...props}
      id={id}
      aria-labelledby={titleId}
      className={[section.section, className].filter(Boolean).join(' ')}
    >
      <header className={section.sectionHeader}>
        <h2 id={titleId} className={section.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={section.sectionLead}>{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
