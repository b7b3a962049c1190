export { Button, IconButton } from './Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './Button.tsx';
export { button as buttonStyles } from './Button.css.ts';
