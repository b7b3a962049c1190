import type { ComponentType, ReactNode } from 'react';
import { Button, Card, Spinner } from '@hds/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import * as page from './page.css.ts';

export const SIGN_IN_REQUIRED = 'Please sign in to access Home Design';

/**
 * Signed-in pages need a server session (guests count as signed in). Until auth has settled it
 * says so; signed out it offers Google sign-in, as spec part 1 §2 describes.
 */
export function SessionGate({ title, children }: { title: string; children: ReactNode }) {
  const auth = useAuth();
  if (auth.isAuthenticated && auth.serverUser) return <>{children}</>;
  const settling = !auth.authReady || auth.isLoading;
  return (
    <section className={page.page} aria-labelledby="gate-title">
      <h1 id="gate-title" className={page.title}>
        {title}
      </h1>
      {settling ? (
        <div className={page.centered}>
          <Spinner label="Checking authentication..." />
        </div>
      ) : (
        <Card>
          <div className={page.centered}>
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

/**
 * A route's page: `Screen` behind the `SessionGate` titled `title` (the gate's heading while
 * the session is checked or missing), so a screen may count on `useAuth().serverUser`.
 */
export function sessionPage<P extends object = object>(
  title: string,
  Screen: ComponentType<P>,
): ComponentType<P> {
  function SessionPage(props: P) {
    return (
      <SessionGate title={title}>
        <Screen {...props} />
      </SessionGate>
    );
  }
  SessionPage.displayName = `SessionPage(${Screen.displayName ?? Screen.name})`;
  return SessionPage;
}
