import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export type TabsProps = RACTabsProps;

/**
 * Switch between views of one subject without leaving the page (Profile: 'Account' /
 * 'Design Activity'; a project's images and boards). Keyboard: Tab lands on the selected tab,
 * arrows move between tabs and select them, Tab again moves into the panel.
 *
 * ```tsx
 * <Tabs selectedKey={tab} onSelectionChange={setTab}>
 *   <TabList aria-label="Profile">
 *     <Tab id="account">Account</Tab>
 *     <Tab id="activity" count={12}>Design Activity</Tab>
 *   </TabList>
 *   <TabPanel id="account">…</TabPanel>
 *   <TabPanel id="activity">…</TabPanel>
 * </Tabs>
 * ```
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.tabs, cls].filter(Boolean).join(' '),
      )}
    />
  );
}

export type TabListProps<T> = RACTabListProps<T>;

/** The row of tabs. Give it an `aria-label` naming what the tabs switch. Scrolls when narrow. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.tabList, cls].filter(Boolean).join(' '),
      )}
    />
  );
}

export interface TabProps extends RACTabProps {
  /** A number shown as a pill after the label (items in that view); part of the tab's name. */
  count?: number;
  /** Leading decorative icon. */
  icon?: ReactNode;
}

/** One tab; its `id` matches the `TabPanel` it shows. */
export function Tab({ count, icon, className, children, ...props }: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.tab, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <span className={styles.label}>{content}</span>
          {count !== undefined ? (
            <>
              {/* The space keeps the count a separate word in the accessible name. */}{' '}
              <span className={styles.count}>{count}</span>
            </>
          ) : null}
        </>
      ))}
    </RACTab>
  );
}

export type TabPanelProps = RACTabPanelProps;

/** The content of one tab. It is focusable only when it holds nothing focusable itself. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.tabPanel, cls].filter(Boolean).join(' '),
      )}
    />
  );
}
