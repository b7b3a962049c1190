import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SessionRefused, Spinner, toast } from '@hds/ui';
import { authMessages } from '@hds/machines';
import { useAuth } from '../../auth/AuthContext.tsx';
import * as styles from './PlaygroundPage.css.ts';
import * as layout from './playground.css.ts';
import { PlaygroundStart } from './PlaygroundStart.tsx';

// The edit workspace (versions, jobs, the mask editor) is its own chunk: opening the playground
// without an image (a first visit) does not download it.
const EditWorkspace = lazy(() =>
  import('./EditWorkspace.tsx').then((m) => ({ default: m.EditWorkspace })),
);

export const PLAYGROUND_SESSION_FAILED = 'Failed to start playground session. Please try again.';
/** Spec part 1 §8: the landing's buttons say it this way. */
export const LANDING_SESSION_FAILED = 'Failed to start session. Please try again.';

/** Opening the playground signed out starts a guest session by itself (spec part 1 §2). */
function useAutoGuestSession(failedMessage: string) {
  const auth = useAuth();
  const { authReady, firebaseUser, isAuthenticated, isSigningIn, error, signInAnonymously } = auth;
  // A guest left without a session (refused earlier, then reloaded) starts it again too.
  const needsSession = !firebaseUser || (firebaseUser.isAnonymous && !isAuthenticated);
  useEffect(() => {
    if (authReady && needsSession && !isSigningIn && !error) signInAnonymously();
  }, [authReady, needsSession, isSigningIn, error, signInAnonymously]);

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (error === authMessages.anonymousSignInFailed && reported.current !== error) {
      toast({ title: 'Error', description: failedMessage, variant: 'destructive' });
    }
    reported.current = error;
  }, [error, failedMessage]);
  return auth;
}

export function PlaygroundPage() {
  const [search, setSearch] = useSearchParams();
  // Read once, then dropped from the address, which stays the playground's own.
  const [failedMessage] = useState(() =>
    search.get('from') === 'landing' ? LANDING_SESSION_FAILED : PLAYGROUND_SESSION_FAILED,
  );
  useEffect(() => {
    if (!search.has('from')) return;
    const rest = new URLSearchParams(search);
    rest.delete('from');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);
  const auth = useAutoGuestSession(failedMessage);
  const ready = auth.isAuthenticated && !!auth.serverUser;
  const imageId = search.get('imageId');

  if (!ready && auth.error === authMessages.anonymousSignInFailed) {
    // Say why (e.g. the per-address sign-in limit) and how long to wait, instead of a spinner
    // that never ends or a bare "Please sign in".
    return (
      <section className={styles.page} aria-labelledby="playground-title">
        <h1 id="playground-title" className={styles.title}>
          Playground
        </h1>
        <SessionRefused
          title={failedMessage}
          reason={auth.errorReason?.message ?? null}
          retryAfterSeconds={auth.errorReason?.retryAfterSeconds ?? null}
          onRetry={auth.signInAnonymously}
          isRetrying={auth.isSigningIn}
        />
      </section>
    );
  }
  if (!ready) {
    return (
      <section className={styles.page} aria-labelledby="playground-title">
        <h1 id="playground-title" className={styles.title}>
          Playground
        </h1>
        <div className={styles.loading}>
          <Spinner label="Starting your session..." />
          <span>Starting your session...</span>
        </div>
      </section>
    );
  }
  if (imageId) {
    return (
      <section className={layout.page} aria-label="Playground">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <EditWorkspace key={imageId} imageId={imageId} versionId={search.get('versionId')} />
        </Suspense>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="playground-title">
      <h1 id="playground-title" className={styles.title}>
        Playground
      </h1>
      <PlaygroundStart />
    </section>
  );
}
