import { useEffect, useRef } from 'react';
import { Card, Spinner, toast } from '@hds/ui';
import { authMessages } from '@hds/machines';
import { useAuth } from '../../auth/AuthContext.tsx';
import * as styles from './PlaygroundPage.css.ts';

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

  return (
    <section className={styles.page} aria-labelledby="playground-title">
      <h1 id="playground-title" className={styles.title}>
        Playground
      </h1>
      {ready ? (
        <Card
          headingLevel={2}
          title="Choose an Image to Start"
          description="Pick one of your recent images, try a sample room, or upload your own photo."
        >
          <div className={styles.placeholderGrid} aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={styles.placeholderTile} />
            ))}
          </div>
        </Card>
      ) : (
        <div className={styles.loading}>
          <Spinner label="Starting your session..." />
          <span>Starting your session...</span>
        </div>
      )}
    </section>
  );
}
