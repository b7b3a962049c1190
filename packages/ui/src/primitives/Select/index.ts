export { Select, SelectItem } from './Select.tsx';
export type { SelectProps, SelectItemProps } from './Select.tsx';
