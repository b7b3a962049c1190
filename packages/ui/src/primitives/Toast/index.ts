export { ToastRegion } from './Toast.tsx';
export type { ToastRegionProps } from './Toast.tsx';
export { toast, dismissToast, toastQueue, TOAST_DEFAULT_TIMEOUT } from './toastQueue.ts';
export type { ToastAction, ToastContent, ToastOptions, ToastVariant } from './toastQueue.ts';
