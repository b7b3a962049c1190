import type { Key, ReactNode } from 'react';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import * as styles from './TopBar.css.ts';

/** What the user picked in the user menu. */
export type TopBarAction = 'profile' | 'settings' | 'upgrade' | 'signout';

export interface TopBarProps {
  /** Page title at the start (omit when the surrounding `AppShell` shows one). */
  title?: ReactNode;
  /** Name used in the user menu button's label ('User menu for Ada'). */
  userName?: string;
  /** Guests get 'Upgrade to Google Account' in the user menu. */
  isGuest?: boolean;
  /** Runs with the chosen entry of the user menu. */
  onAction: (action: TopBarAction) => void;
  /** Settings button; hidden when omitted. */
  onSettingsPress?: () => void;
  /**
   * Mobile menu button (opens the navigation drawer), shown below the `md` breakpoint; hidden
   * when omitted (the `AppShell` header already has one).
   */
  onMenuPress?: () => void;
  /** Extra controls before the settings button (a Credits pill, a search field). */
  children?: ReactNode;
  className?: string;
}

/**
 * The signed-in app's top bar (spec part 1, App shell): optional mobile menu button and title,
 * then a settings button and the user menu with Profile, Settings, 'Upgrade to Google
 * Account' for guests, and Sign Out. It renders no `<header>` of its own so it can sit in the
 * `AppShell` `topBar` slot (which is inside the shell's header) or inside a page's header.
 * It never navigates by itself: `onAction` receives 'profile' | 'settings' | 'upgrade' |
 * 'signout' and the app routes.
 */
export function TopBar({
  title,
  userName,
  isGuest = false,
  onAction,
  onSettingsPress,
  onMenuPress,
  children,
  className,
}: TopBarProps) {
  const name = userName ?? (isGuest ? 'Guest' : undefined);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        {onMenuPress ? (
          <IconButton
            aria-label="Open navigation"
            className={styles.narrowOnly}
            onPress={onMenuPress}
          >
            <Icon name="menu" />
          </IconButton>
        ) : null}
        {title ? <div className={styles.title}>{title}</div> : null}
        <div className={styles.end}>
          {children}
          {onSettingsPress ? (
            <IconButton aria-label="Settings" onPress={onSettingsPress}>
              <Icon name="settings" />
            </IconButton>
          ) : null}
          <MenuTrigger>
            <IconButton aria-label={name ? `User menu for ${name}` : 'User menu'}>
              <Icon name="user" />
            </IconButton>
            <Menu aria-label="User menu" onAction={(key: Key) => onAction(key as TopBarAction)}>
              <MenuItem id="profile" icon={<Icon name="user" size="sm" />}>
                Profile
              </MenuItem>
              <MenuItem id="settings" icon={<Icon name="settings" size="sm" />}>
                Settings
              </MenuItem>
              {isGuest ? (
                <MenuItem id="upgrade" icon={<Icon name="sparkles" size="sm" />}>
                  Upgrade to Google Account
                </MenuItem>
              ) : null}
              <MenuSeparator />
              <MenuItem id="signout" icon={<Icon name="signOut" size="sm" />}>
                Sign Out
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
      </div>
    </div>
  );
}
