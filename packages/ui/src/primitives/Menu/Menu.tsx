import type { ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type PopoverProps,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './Menu.css.ts';

export { MenuTrigger, SubmenuTrigger } from 'react-aria-components';
export type { MenuTriggerProps } from 'react-aria-components';

export interface MenuProps<T> extends RACMenuProps<T> {
  /**
   * Where the popover opens relative to the trigger.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A list of actions in a popover, opened by the button placed before it inside `MenuTrigger`:
 *
 * ```tsx
 * <MenuTrigger>
 *   <Button variant="secondary">Account</Button>
 *   <Menu onAction={run}>
 *     <MenuItem id="profile">Profile</MenuItem>
 *   </Menu>
 * </MenuTrigger>
 * ```
 *
 * Keyboard: Enter/Space/ArrowDown open it, arrows move, Enter picks, Escape closes and returns
 * focus to the trigger. Use a menu for actions; use links in a nav for navigation.
 */
export function Menu<T extends object>({
  placement = 'bottom end',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <RACMenu
        {...props}
        className={composeRenderProps(className, (cls) =>
          [styles.menu, cls].filter(Boolean).join(' '),
        )}
      />
    </Popover>
  );
}

export interface MenuItemProps<T> extends RACMenuItemProps<T> {
  /** Leading icon (decorative). */
  icon?: ReactNode;
  /**
   * `danger` for destructive actions (delete, sign out of all devices).
   * @default 'default'
   */
  variant?: 'default' | 'danger';
}

/** One entry of a `Menu`. Give it an `id` so `onAction` tells you which one was chosen. */
export function MenuItem<T extends object>({
  icon,
  variant = 'default',
  className,
  children,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      className={composeRenderProps(className, (cls) =>
        [styles.item, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isSelected, selectionMode }) => (
        <>
          {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
          <span className={styles.itemText}>{content}</span>
          {selectionMode !== 'none' && isSelected ? (
            <Icon name="check" size="sm" className={styles.check} />
          ) : null}
        </>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'children'> {
  /** Optional visible heading for the group. */
  title?: ReactNode;
  /** The section's `MenuItem`s. */
  children: ReactNode;
}

/** Groups related items; a titled section is announced as a group. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

/** A hairline between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
