import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  DisclosurePanel,
  type DisclosureProps as RACDisclosureProps,
  Heading,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The always-visible heading; pressing it shows or hides the panel. */
  title: ReactNode;
  /** Panel content. */
  children: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A heading that shows and hides a panel (advanced options, FAQ entries). Enter or Space on
 * the heading button toggles it; `aria-expanded` tells screen readers its state. Control it
 * with `isExpanded` / `onExpandedChange`, or group several in a `DisclosureGroup`.
 */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  className,
  ...props
}: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.disclosure, cls].filter(Boolean).join(' '),
      )}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger}>
          <Icon name="chevron" size="sm" direction="right" className={styles.chevron} />
          <span className={styles.title}>{title}</span>
        </RACButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </RACDisclosure>
  );
}

export type DisclosureGroupProps = RACDisclosureGroupProps;

/**
 * A stack of `Disclosure`s (an accordion). One open at a time unless
 * `allowsMultipleExpanded`; give each Disclosure an `id` to control `expandedKeys`.
 */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.group, cls].filter(Boolean).join(' '),
      )}
    />
  );
}
