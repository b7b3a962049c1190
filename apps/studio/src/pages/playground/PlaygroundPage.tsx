import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner, toast } from '@hds/ui';
import { authMessages } from '@hds/machines';
import { useAuth } from '../../auth/AuthContext.tsx';
import * as styles from './PlaygroundPage.css.ts';
import * as layout from './playground.css.ts';
import { EditWorkspace } from './EditWorkspace.tsx';
import { PlaygroundStart } from './PlaygroundStart.tsx';

export const PLAYGROUND_SESSION_FAILED = 'Failed to start playground session. Please try again.';

/** Opening the playground signed out starts a guest session by itself (spec part 1 §2). */
function useAutoGuestSession() {
  const auth = useAuth();
  const { authReady, firebaseUser, isSigningIn, error, signInAnonymously } = auth;
  useEffect(() => {
    if (authReady && !firebaseUser && !isSigningIn && !error) signInAnonymously();
  }, [authReady, firebaseUser, isSigningIn, error, signInAnonymously]);

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (error === authMessages.anonymousSignInFailed && reported.current !== error) {
      toast({ title: 'Error', description: PLAYGROUND_SESSION_FAILED, variant: 'destructive' });
    }
    reported.current = error;
  }, [error]);
  return auth;
}

export function PlaygroundPage() {
  const auth = useAutoGuestSession();
  const ready = auth.isAuthenticated && !!auth.serverUser;
  const [search] = useSearchParams();
  const imageId = search.get('imageId');

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
        <EditWorkspace key={imageId} imageId={imageId} versionId={search.get('versionId')} />
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
