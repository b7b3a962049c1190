export { SearchField } from './SearchField.tsx';
export type { SearchFieldProps } from './SearchField.tsx';
