import type { ReactNode } from 'react';
import { Link } from '../../primitives/Link/Link.tsx';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import * as styles from './Footer.css.ts';

export interface FooterLink {
  label: ReactNode;
  href: string;
}

export interface FooterLinkGroup {
  /** Group heading ('Product'). */
  title: ReactNode;
  links: FooterLink[];
}

/**
 * The landing footer's links of spec part 1 (Playground, Projects, Boards, Gallery), and the
 * consultation form (`/app/consultation`), reachable from here and from Plans.
 */
export const defaultFooterGroups: FooterLinkGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Playground', href: '/app/playground' },
      { label: 'Projects', href: '/app/projects' },
      { label: 'Boards', href: '/app/boards' },
      { label: 'Gallery', href: '/app/gallery' },
    ],
  },
  {
    title: 'Services',
    links: [{ label: 'Free Design Consultation', href: '/app/consultation' }],
  },
];

export interface FooterProps {
  /** Link columns. @default defaultFooterGroups */
  groups?: FooterLinkGroup[];
  /** One line under the product name. */
  tagline?: ReactNode;
  /** Bottom line; defaults to '© <year> Home Design Studio'. */
  copyright?: ReactNode;
  /** Where the logo links to. @default '/' */
  brandHref?: string;
  /** Name of the footer's navigation landmark. @default 'Footer' */
  navLabel?: string;
  className?: string;
}

/**
 * The page footer of the landing page and public pages: product name and tagline, columns of
 * links (each a `nav` list under a heading) and a copyright line. Columns stack on phones.
 */
export function Footer({
  groups = defaultFooterGroups,
  tagline,
  copyright,
  brandHref = '/',
  navLabel = 'Footer',
  className,
}: FooterProps) {
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href={brandHref} variant="subtle" className={styles.brandLink}>
            <Logo />
          </Link>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        </div>
        {groups.length > 0 ? (
          <nav aria-label={navLabel} className={styles.groups}>
            {groups.map((group, index) => (
              <div key={index} className={styles.group}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} variant="subtle" className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </div>
      <p className={styles.copyright}>
        {copyright ?? `© ${new Date().getFullYear()} Home Design Studio`}
      </p>
    </footer>
  );
}
