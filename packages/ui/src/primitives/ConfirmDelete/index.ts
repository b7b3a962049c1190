export { ConfirmDelete, countOf } from './ConfirmDelete.tsx';
export type { ConfirmDeleteProps } from './ConfirmDelete.tsx';
