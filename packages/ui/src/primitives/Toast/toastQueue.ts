import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** What a queued toast carries. */
export interface ToastContent {
  title: string;
  description?: string;
  variant: ToastVariant;
  /** One button in the toast: 'Undo', 'View Plans'. */
  action?: ToastAction;
}

/** A toast's one action; pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  /** Short headline: 'Success', 'Error', 'Copied!'. */
  title: string;
  /** One sentence of detail. */
  description?: string;
  /**
   * `success` after a completed action, `destructive` for failures.
   * @default 'default'
   */
  variant?: ToastVariant;
  /**
   * Milliseconds before it closes by itself; `0` keeps it until the user closes it.
   * Hovering or focusing the toast region pauses the timer.
   * @default 4000
   */
  timeout?: number;
  /** Called once the toast has closed, by timeout or by the user. */
  onClose?: () => void;
  /** One button in the toast ('Undo'); pressing it also closes the toast. */
  action?: ToastAction;
}

/** The product's toast duration (spec: notifications disappear after 4 s). */
export const TOAST_DEFAULT_TIMEOUT = 4000;

/**
 * The app-wide toast queue rendered by `<ToastRegion />`. Exported for tests and for the rare
 * caller that needs `close(key)` or `visibleToasts`; everyone else calls `toast()`.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

/**
 * Show a toast from anywhere (event handlers, mutation callbacks, machines' actions), no hook
 * needed. Returns the toast's key, usable with `dismissToast`.
 *
 * ```ts
 * toast({ title: 'Error', description: 'Failed to load projects', variant: 'destructive' });
 * ```
 */
export function toast({
  title,
  description,
  variant = 'default',
  timeout = TOAST_DEFAULT_TIMEOUT,
  onClose,
  action,
}: ToastOptions): string {
  return toastQueue.add(
    { title, description, variant, ...(action ? { action } : {}) },
    { timeout: timeout > 0 ? timeout : undefined, onClose },
  );
}

/** Close a toast early, by the key `toast()` returned. */
export function dismissToast(key: string): void {
  toastQueue.close(key);
}
