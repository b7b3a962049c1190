import { useEffect, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';

export interface SessionRefusedProps {
  /** What failed, in the spec's words ('Failed to start session. Please try again.'). */
  title: string;
  /** The server's reason ('Too many requests; try again in 42 seconds'); `null` when none. */
  reason?: string | null;
  /** Seconds to wait before a retry can succeed (a 429's Retry-After); counts down. */
  retryAfterSeconds?: number | null;
  /** Starts the guest session again. */
  onRetry: () => void;
  /** A retry is under way. @default false */
  isRetrying?: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

function useCountdown(seconds: number | null | undefined): number {
  const [left, setLeft] = useState(Math.max(0, Math.ceil(seconds ?? 0)));
  useEffect(() => {
    const start = Date.now();
    const total = Math.max(0, Math.ceil(seconds ?? 0));
    setLeft(total);
    if (!total) return;
    const timer = setInterval(() => {
      const remaining = Math.max(0, total - Math.floor((Date.now() - start) / 1000));
      setLeft(remaining);
      if (!remaining) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

const wait = (s: number) => (s === 1 ? '1 second' : `${s} seconds`);

/**
 * Why a guest session could not start, and a way to try again: the server's reason (for
 * example the per-address sign-in limit many people behind one address can meet) and, when it
 * said how long to wait, a countdown during which 'Try Again' stays disabled.
 */
export function SessionRefused({
  title,
  reason,
  retryAfterSeconds,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
}: SessionRefusedProps) {
  const left = useCountdown(retryAfterSeconds);
  const waiting = left > 0;
  return (
    <EmptyState
      icon="alert"
      title={title}
      headingLevel={headingLevel}
      description={
        <>
          {reason ? <span>The server said: “{reason}”</span> : null}
          {reason ? <br /> : null}
          <span role="status">
            {waiting ? `You can try again in ${wait(left)}.` : 'You can try again now.'}
          </span>
        </>
      }
      action={
        <Button variant="primary" onPress={onRetry} isDisabled={waiting || isRetrying}>
          {isRetrying ? 'Starting...' : waiting ? `Try Again (${left})` : 'Try Again'}
        </Button>
      }
    />
  );
}
