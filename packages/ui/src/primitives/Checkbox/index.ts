export { Checkbox, CheckboxGroup } from './Checkbox.tsx';
export type { CheckboxProps, CheckboxGroupProps } from './Checkbox.tsx';
