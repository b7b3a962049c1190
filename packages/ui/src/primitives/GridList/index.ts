export { GridList, GridListItem } from './GridList.tsx';
export type { GridListProps, GridListItemProps } from './GridList.tsx';
