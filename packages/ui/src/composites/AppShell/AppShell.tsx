import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { Drawer } from '../../primitives/Drawer/Drawer.tsx';
import { Icon, type IconName } from '../../primitives/Icon/Icon.tsx';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import * as styles from './AppShell.css.ts';
import { SidebarCollapsedContext } from './SidebarContext.ts';

/** One sidebar entry. */
export interface SidebarItem {
  /** Visible text (also the accessible name when the sidebar is collapsed). */
  label: string;
  /** Destination; rendered as a real link, routed by the app's `RouterProvider`. */
  href: string;
  /** A built-in icon name or any element. Shown alone when the sidebar is collapsed. */
  icon?: IconName | ReactNode;
  /** Short tag after the label, e.g. 'Free'. */
  badge?: string;
  /** Force the current state; by default it is derived from `currentHref`. */
  current?: boolean;
}

export interface AppShellProps {
  /** Navigation entries, in order. */
  items: readonly SidebarItem[];
  /** Path of the current page; the best-matching item gets `aria-current="page"`. */
  currentHref?: string;
  /** Whether the desktop sidebar shows icons only (controlled: the app persists it). */
  collapsed: boolean;
  /** Called with the new value when the user toggles the sidebar. */
  onCollapsedChange: (collapsed: boolean) => void;
  /** Right side of the top bar: settings button, user menu. */
  topBar?: ReactNode;
  /** Optional page title at the start of the top bar. */
  title?: ReactNode;
  /**
   * Bottom of the sidebar (and of the phone drawer): the app puts its `CreditsBox` here. It
   * stays visible when the sidebar is collapsed; read `useSidebarCollapsed()` to go compact.
   */
  footer?: ReactNode;
  /** @deprecated Use `footer`. Kept so early callers keep working. */
  sidebarFooter?: ReactNode;
  /**
   * Where the logo links to.
   * @default '/'
   */
  brandHref?: string;
  /**
   * Accessible name of the sidebar navigation landmark.
   * @default 'Main'
   */
  navLabel?: string;
  /**
   * `id` of the `<main>` element, the skip link's target.
   * @default 'main-content'
   */
  mainId?: string;
  /** Page content. */
  children: ReactNode;
}

function currentIndex(items: readonly SidebarItem[], currentHref: string | undefined): number {
  const forced = items.findIndex((i) => i.current);
  if (forced >= 0 || !currentHref) return forced;
  let best = -1;
  items.forEach((item, index) => {
    const match = currentHref === item.href || currentHref.startsWith(`${item.href}/`);
    if (match && (best < 0 || item.href.length > items[best]!.href.length)) best = index;
  });
  return best;
}

function ItemIcon({ icon }: { icon: SidebarItem['icon'] }) {
  if (icon == null) return null;
  return (
    <span className={styles.navIcon}>
      {typeof icon === 'string' ? <Icon name={icon as IconName} /> : icon}
    </span>
  );
}

function NavList({
  items,
  current,
  onNavigate,
}: {
  items: readonly SidebarItem[];
  current: number;
  onNavigate?: () => void;
}) {
  return (
    <ul className={styles.navList}>
      {items.map((item, index) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={index === current ? 'page' : undefined}
            className={styles.navItem}
            onPress={onNavigate}
          >
            <ItemIcon icon={item.icon} />
            <span className={`${styles.navLabel} ${styles.collapsible}`}>{item.label}</span>
            {item.badge ? (
              <Badge variant="accent" className={styles.collapsible}>
                {item.badge}
              </Badge>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The signed-in application frame: a sidebar of sections, a sticky top bar and the page.
 *
 * - "Skip to content" is the first tab stop and moves focus to `<main>`.
 * - On wide screens the sidebar collapses to icons (`collapsed` + `onCollapsedChange`; the app
 *   persists the value).
 * - Narrower than 768 px the sidebar becomes a drawer opened from the top bar's menu button.
 * - Items are data; each renders a react-aria `Link`, so wrap the app in `RouterProvider` for
 *   client-side navigation.
 */
export function AppShell({
  items,
  currentHref,
  collapsed,
  onCollapsedChange,
  topBar,
  title,
  footer,
  sidebarFooter,
  brandHref = '/',
  navLabel = 'Main',
  mainId = 'main-content',
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const sidebarId = useId();
  const current = currentIndex(items, currentHref);
  const footerContent = footer ?? sidebarFooter;

  return (
    <div className={styles.root}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </a>
      <div className={styles.layout}>
        {/* A landmark of its own, so the brand and the footer (credits) are not loose content. */}
        <aside
          id={sidebarId}
          aria-label="Sidebar"
          className={styles.sidebar}
          data-collapsed={collapsed || undefined}
        >
          <div className={styles.sidebarHeader}>
            <Link href={brandHref} className={styles.brandLink} aria-label="Home Design Studio">
              <Logo showName={false} />
              <span className={styles.brandName}>Home Design Studio</span>
            </Link>
          </div>
          <nav aria-label={navLabel} className={styles.nav}>
            <NavList items={items} current={current} />
          </nav>
          {footerContent ? (
            <div className={styles.sidebarFooter}>
              <SidebarCollapsedContext.Provider value={collapsed}>
                {footerContent}
              </SidebarCollapsedContext.Provider>
            </div>
          ) : null}
        </aside>
        <div className={styles.column}>
          <header className={styles.topBar}>
            <IconButton
              aria-label="Open navigation"
              className={styles.narrowOnly}
              onPress={() => setDrawerOpen(true)}
            >
              <Icon name="menu" />
            </IconButton>
            <Link
              href={brandHref}
              className={`${styles.brandLink} ${styles.narrowOnly}`}
              aria-label="Home Design Studio"
            >
              <Logo showName={false} />
              <span className={styles.compactName}>Home Design Studio</span>
            </Link>
            <IconButton
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-controls={sidebarId}
              className={styles.wideOnly}
              onPress={() => onCollapsedChange(!collapsed)}
            >
              <Icon name="chevron" direction={collapsed ? 'right' : 'left'} />
            </IconButton>
            {title ? <div className={styles.topBarTitle}>{title}</div> : null}
            {topBar ? <div className={styles.topBarEnd}>{topBar}</div> : null}
          </header>
          <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
      <Drawer title={<Logo />} isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
        {(close) => (
          <div className={styles.drawerNav}>
            <nav aria-label={navLabel}>
              <NavList items={items} current={current} onNavigate={close} />
            </nav>
            {footerContent ? <div className={styles.drawerFooter}>{footerContent}</div> : null}
          </div>
        )}
      </Drawer>
    </div>
  );
}
