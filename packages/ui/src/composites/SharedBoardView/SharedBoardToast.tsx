import { useEffect, useId, useState } from 'react';
import { AlertIcon, CloseIcon } from '../../primitives/Icon/Icon.tsx';
import * as toastStyles from '../../primitives/Toast/Toast.css.ts';
import { NativeButton } from '../../primitives/Button/NativeButton.tsx';

/** Same as the app-wide toasts (spec: notifications disappear after 4 s). */
const TIMEOUT_MS = 4000;

export interface ViewerToast {
  /** Changes for every new message, so the same text twice shows twice. */
  key: number;
  title: string;
  description: string;
}

export interface SharedBoardToastProps {
  toast: ViewerToast | null;
  onDismiss: () => void;
}

/**
 * The shared board's destructive toast ('Upload failed'), with the look of the design system's
 * toasts but none of their react-aria weight: one message at a time, announced as an alert,
 * closed by × or after 4 s, the timer paused while the pointer or focus is on it.
 */
export function SharedBoardToast({ toast, onDismiss }: SharedBoardToastProps) {
  const titleId = useId();
  const textId = useId();
  const [held, setHeld] = useState({ hover: false, focus: false });
  const paused = held.hover || held.focus;

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(onDismiss, TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast, paused, onDismiss]);

  if (!toast) return null;
  return (
    <div className={toastStyles.region({ placement: 'bottom-end' })}>
      <div
        key={toast.key}
        role="alert"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={toastStyles.toast}
        data-variant="destructive"
        onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
        onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      >
        <span className={toastStyles.icon({ variant: 'destructive' })}>
          <AlertIcon size="sm" />
        </span>
        <div className={toastStyles.content}>
          <span id={titleId} className={toastStyles.title}>
            {toast.title}
          </span>
          <span id={textId} className={toastStyles.description}>
            {toast.description}
          </span>
        </div>
        <NativeButton
          aria-label="Close"
          variant="quiet"
          size="sm"
          iconOnly
          // On the one focusable element: Preact's focus events do not bubble.
          onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
          onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
          onClick={() => {
            setHeld({ hover: false, focus: false });
            onDismiss();
          }}
        >
          <CloseIcon size="sm" />
        </NativeButton>
      </div>
    </div>
  );
}
