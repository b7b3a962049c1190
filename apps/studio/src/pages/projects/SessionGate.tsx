import type { ReactNode } from 'react';
import { Button, Card, Spinner } from '@hds/ui';
import { useAuth } from '../../auth/AuthContext.tsx';
import * as styles from './projects.css.ts';

export const SIGN_IN_REQUIRED = 'Please sign in to access Home Design';

/**
 * Projects need a server session (guests count as signed in). Until auth has settled it says
 * so; signed out it offers Google sign-in, as spec part 1 §2 describes.
 */
export function SessionGate({ title, children }: { title: string; children: ReactNode }) {
  const auth = useAuth();
  if (auth.isAuthenticated && auth.serverUser) return <>{children}</>;
  const settling = !auth.authReady || auth.isLoading;
  return (
    <section className={styles.page} aria-labelledby="gate-title">
      <h1 id="gate-title" className={styles.title}>
        {title}
      </h1>
      {settling ? (
        <div className={styles.centered}>
          <Spinner label="Checking authentication..." />
        </div>
      ) : (
        <Card>
          <div className={styles.centered}>
            <p>{SIGN_IN_REQUIRED}</p>
            <Button variant="primary" onPress={auth.signInWithGoogle}>
              Sign in with Google
            </Button>
          </div>
        </Card>
      )}
    </section>
  );
}
