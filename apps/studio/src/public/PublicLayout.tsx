import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { NavBar } from '@hds/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import { publicCurrentHref, publicNavItems, tryItNow } from './publicNav.ts';
import * as styles from './public.css.ts';

/**
 * The public pages for a visitor who is not signed in (issue #41): the landing's bar — Gallery,
 * Features, Pricing, 'Sign In with Google', 'Try It Now' — over the page, and no studio
 * sidebar. Signing in is the Google redirect, which comes back to this very URL (the gallery's
 * search and filters are in it), where `VisitorLayout` then shows the studio's shell.
 */
export function PublicLayout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const firebaseUser = auth.firebaseUser;
  const user = firebaseUser
    ? {
        displayName:
          auth.serverUser?.displayName ??
          firebaseUser.displayName ??
          (firebaseUser.isAnonymous ? 'Guest' : 'Account'),
        isAnonymous: firebaseUser.isAnonymous,
      }
    : null;
  return (
    <div className={styles.page}>
      <NavBar
        items={publicNavItems}
        currentHref={publicCurrentHref(pathname)}
        user={user}
        isBusy={auth.isLoading}
        error={auth.error}
        onSignIn={auth.signInWithGoogle}
        onProfile={() => void navigate('/app/profile')}
        onUpgrade={auth.convertToGoogle}
        onSignOut={auth.signOut}
        cta={tryItNow}
      />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
