import { type Key, useState } from 'react';
import { Link } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button, IconButton } from '../../primitives/Button/Button.tsx';
import { Drawer } from '../../primitives/Drawer/Drawer.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { ButtonLink } from '../../primitives/Link/Link.tsx';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './NavBar.css.ts';

/** One navigation entry of the landing bar. */
export interface NavBarItem {
  label: string;
  href: string;
  /** Force the current state; otherwise it is derived from `currentHref`. */
  current?: boolean;
}

/** The signed-in identity the bar shows. */
export interface NavBarUser {
  displayName: string;
  /** Guests (anonymous sessions) get the 'Upgrade to Google Account' action. */
  isAnonymous: boolean;
}

export interface NavBarProps {
  /** Navigation entries in order (Projects, Playground, Features, Pricing...). */
  items: readonly NavBarItem[];
  /** Path of the current page, to mark the matching item with `aria-current="page"`. */
  currentHref?: string;
  /** The signed-in user, or `null` when signed out. */
  user: NavBarUser | null;
  /**
   * Authentication is busy (initialising, signing in or out): shows 'Loading...' in place of
   * the account controls.
   * @default false
   */
  isBusy?: boolean;
  /** Authentication error, shown in the danger colour with `role="alert"`. */
  error?: string | null;
  /** 'Sign In with Google' was pressed. */
  onSignIn?: () => void;
  /** 'Profile' was chosen. */
  onProfile?: () => void;
  /** 'Upgrade to Google Account' was chosen (guests only). */
  onUpgrade?: () => void;
  /** 'Sign Out' was chosen. */
  onSignOut?: () => void;
  /**
   * A call to action beside the account area (the public pages' 'Try It Now'), a link drawn as
   * a button; it is also the drawer's last entry on narrow screens.
   */
  cta?: { label: string; href: string };
  /**
   * Where the brand links to.
   * @default '/'
   */
  brandHref?: string;
}

function isCurrent(item: NavBarItem, currentHref?: string) {
  if (item.current != null) return item.current;
  return currentHref != null && item.href === currentHref;
}

function initials(name: string) {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('');
  return letters || '?';
}

/**
 * The landing page's top navigation: brand, section links and the account area.
 *
 * Signed out it offers 'Sign In with Google'; signed in it shows a user menu with Profile,
 * 'Upgrade to Google Account' (guests only) and 'Sign Out'. While auth is busy the account area
 * reads 'Loading...'; an auth error is shown in red with `role="alert"`. Narrower than 768 px,
 * links and account actions move into a side drawer opened by the 'Open menu' button.
 */
export function NavBar({
  items,
  currentHref,
  user,
  isBusy = false,
  error,
  onSignIn,
  onProfile,
  onUpgrade,
  onSignOut,
  brandHref = '/',
  cta,
}: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);

  const onMenuAction = (key: Key) => {
    if (key === 'profile') onProfile?.();
    else if (key === 'upgrade') onUpgrade?.();
    else if (key === 'signout') onSignOut?.();
  };

  const account = isBusy ? (
    <span className={styles.busy} role="status">
      Loading...
    </span>
  ) : user ? (
    <MenuTrigger>
      <Button variant="quiet" className={styles.userButton}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.displayName)}
        </span>
        <span className={styles.userName}>
          {user.displayName}
          <span className={visuallyHidden}>, account menu</span>
        </span>
        <Icon name="chevron" size="sm" className={styles.chevron} />
      </Button>
      <Menu aria-label="Account" onAction={onMenuAction}>
        <MenuItem id="profile" icon={<Icon name="user" size="sm" />}>
          Profile
        </MenuItem>
        {user.isAnonymous ? (
          <MenuItem id="upgrade" icon={<Icon name="sparkles" size="sm" />}>
            Upgrade to Google Account
          </MenuItem>
        ) : null}
        <MenuItem id="signout" icon={<Icon name="signOut" size="sm" />}>
          Sign Out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ) : (
    <Button variant="primary" size="sm" onPress={onSignIn}>
      Sign In with Google
    </Button>
  );

  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Link href={brandHref} className={styles.brand}>
          <Logo />
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.navLink}
                  aria-current={isCurrent(item, currentHref) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {error ? (
          <p role="alert" className={styles.error}>
            <Icon name="alert" size="sm" className={styles.errorIcon} />
            <span>{error}</span>
          </p>
        ) : null}
        <div className={styles.end}>
          <div className={styles.wideOnly}>{account}</div>
          {cta ? (
            <div className={styles.wideOnly}>
              <ButtonLink href={cta.href} variant="secondary" size="sm">
                {cta.label}
              </ButtonLink>
            </div>
          ) : null}
          <IconButton
            aria-label="Open menu"
            className={styles.narrowOnly}
            onPress={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </IconButton>
        </div>
      </div>
      <Drawer title="Menu" side="right" isOpen={menuOpen} onOpenChange={setMenuOpen}>
        {(close) => {
          const run = (callback?: () => void) => () => {
            close();
            callback?.();
          };
          return (
            <>
              <nav aria-label="Main">
                <ul className={styles.drawerList}>
                  {items.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        className={styles.drawerLink}
                        aria-current={isCurrent(item, currentHref) ? 'page' : undefined}
                        onPress={close}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className={styles.drawerSection}>
                {isBusy ? (
                  <span className={styles.busy} role="status">
                    Loading...
                  </span>
                ) : user ? (
                  <>
                    <div className={styles.drawerUser}>
                      <span className={styles.avatar} aria-hidden="true">
                        {initials(user.displayName)}
                      </span>
                      <span className={styles.userName}>{user.displayName}</span>
                      {user.isAnonymous ? <Badge variant="neutral">Guest</Badge> : null}
                    </div>
                    <Button variant="secondary" fullWidth onPress={run(onProfile)}>
                      Profile
                    </Button>
                    {user.isAnonymous ? (
                      <Button variant="primary" fullWidth onPress={run(onUpgrade)}>
                        Upgrade to Google Account
                      </Button>
                    ) : null}
                    <Button variant="quiet" fullWidth onPress={run(onSignOut)}>
                      Sign Out
                    </Button>
                  </>
                ) : (
                  <Button variant="primary" fullWidth onPress={run(onSignIn)}>
                    Sign In with Google
                  </Button>
                )}
                {cta ? (
                  <ButtonLink href={cta.href} variant="secondary" fullWidth onPress={close}>
                    {cta.label}
                  </ButtonLink>
                ) : null}
              </div>
            </>
          );
        }}
      </Drawer>
    </header>
  );
}
