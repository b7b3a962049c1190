export { Dialog, DialogTrigger } from './Dialog.tsx';
export type { DialogProps, DialogTriggerProps } from './Dialog.tsx';
