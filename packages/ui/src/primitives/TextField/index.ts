export { TextField, TextArea } from './TextField.tsx';
export type { TextFieldProps, TextAreaProps } from './TextField.tsx';
