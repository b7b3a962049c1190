export { ComboBox, ComboBoxItem } from './ComboBox.tsx';
export type { ComboBoxProps } from './ComboBox.tsx';
