import type { ReactNode } from 'react';
import {
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
  composeRenderProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './GridList.css.ts';

export interface GridListProps<T> extends RACGridListProps<T> {
  /** Shown (with `renderEmptyState` unset) when there are no items. */
  emptyState?: ReactNode;
  /** The items are being fetched: a spinner in place of the empty state. @default false */
  isLoading?: boolean;
  /** The spinner's accessible name. @default 'Loading...' */
  loadingLabel?: string;
}

/**
 * A keyboard-navigable list of rich rows (images to add to a board, share links) that can be
 * selected one or many at a time (`selectionMode`). Tab enters the list once, arrows move,
 * Space selects, Enter runs `onAction`; rows may hold their own buttons (reached with
 * ArrowRight). `layout="grid"` wraps rows into tiles navigated in two dimensions.
 */
export function GridList<T extends object>({
  emptyState,
  isLoading = false,
  loadingLabel = 'Loading...',
  renderEmptyState,
  className,
  ...props
}: GridListProps<T>) {
  return (
    <RACGridList
      {...props}
      renderEmptyState={
        isLoading
          ? () => (
              <div className={styles.empty}>
                <Spinner label={loadingLabel} />
              </div>
            )
          : (renderEmptyState ??
            (emptyState ? () => <div className={styles.empty}>{emptyState}</div> : undefined))
      }
      className={composeRenderProps(className, (cls) =>
        [styles.list, cls].filter(Boolean).join(' '),
      )}
    />
  );
}

export type GridListItemProps<T> = RACGridListItemProps<T>;

/**
 * One row. With a selection mode it leads with a checkbox (multiple) or a check marker.
 * Give it a `textValue` when its children are not plain text (typeahead and announcements).
 */
export function GridListItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: GridListItemProps<T>) {
  return (
    <RACGridListItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cls) =>
        [styles.item, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { selectionMode, selectionBehavior }) => (
        <>
          {selectionMode === 'multiple' && selectionBehavior === 'toggle' ? (
            <Checkbox slot="selection" />
          ) : null}
          <div className={styles.content}>{content}</div>
        </>
      ))}
    </RACGridListItem>
  );
}
