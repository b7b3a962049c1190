export { Table, TableHeader, Column, TableBody, Row, Cell } from './Table.tsx';
export type { TableProps, ColumnProps, TableBodyProps, TableCellProps } from './Table.tsx';
