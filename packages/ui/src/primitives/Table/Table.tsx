import type { ReactNode } from 'react';
import {
  Cell as RACCell,
  type CellProps,
  Column as RACColumn,
  type ColumnProps as RACColumnProps,
  Row as RACRow,
  type RowProps,
  Table as RACTable,
  TableBody as RACTableBody,
  type TableBodyProps as RACTableBodyProps,
  TableHeader as RACTableHeader,
  type TableHeaderProps,
  type TableProps as RACTableProps,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Table.css.ts';

export type TableProps = RACTableProps;

/**
 * A data table (leads of a board, share links, activity). Sort by pressing a sortable column
 * header (`allowsSorting`, with `sortDescriptor` / `onSortChange` on the table: sorting the
 * data is the caller's job). Keyboard: Tab enters the grid once, arrows move between cells,
 * Enter on a header sorts. Wrap it in an element with `overflow: auto` on narrow screens:
 * the table scrolls sideways rather than squeezing columns.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.scroller}>
      <RACTable
        {...props}
        className={composeRenderProps(className, (cls) =>
          [styles.table, cls].filter(Boolean).join(' '),
        )}
      />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return (
    <RACTableHeader
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.header, cls].filter(Boolean).join(' '),
      )}
    />
  );
}

export interface ColumnProps extends RACColumnProps {
  /** @default 'start' */
  align?: 'start' | 'end';
}

/** A column header. Sortable columns show an arrow for the current direction. */
export function Column({ align = 'start', className, children, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      data-align={align}
      className={composeRenderProps(className, (cls) =>
        [styles.column, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          <span>{content}</span>
          {allowsSorting ? (
            <Icon
              name="chevron"
              size="sm"
              direction={sortDirection === 'ascending' ? 'up' : 'down'}
              className={styles.sortIcon}
              data-active={sortDirection ? '' : undefined}
            />
          ) : null}
        </span>
      ))}
    </RACColumn>
  );
}

export interface TableBodyProps<T> extends RACTableBodyProps<T> {
  /** Shown in a full-width row when there are no rows (no `renderEmptyState` needed). */
  emptyState?: ReactNode;
  /** The rows are being fetched: a spinner in place of the empty state. @default false */
  isLoading?: boolean;
  /** The spinner's accessible name. @default 'Loading...' */
  loadingLabel?: string;
}

export function TableBody<T extends object>({
  emptyState,
  isLoading = false,
  loadingLabel = 'Loading...',
  renderEmptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  return (
    <RACTableBody
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
        [styles.body, cls].filter(Boolean).join(' '),
      )}
    />
  );
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return (
    <RACRow
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.row, cls].filter(Boolean).join(' '),
      )}
    />
  );
}

export interface TableCellProps extends CellProps {
  /** @default 'start' */
  align?: 'start' | 'end';
}

export function Cell({ align = 'start', className, ...props }: TableCellProps) {
  return (
    <RACCell
      {...props}
      data-align={align}
      className={composeRenderProps(className, (cls) =>
        [styles.cell, cls].filter(Boolean).join(' '),
      )}
    />
  );
}
