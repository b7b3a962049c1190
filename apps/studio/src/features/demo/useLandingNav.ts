import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthContext.tsx';
import { landingNavItems } from '../../app/navItems.ts';

/**
 * The landing navigation bar's props and 'Try It Now' for the pages that show the landing
 * inside the studio's router (`/`, `/hero-demo`): the same account state and actions on both.
 */
export function useLandingNav() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = auth.firebaseUser
    ? {
        displayName:
          auth.serverUser?.displayName ??
          auth.firebaseUser.displayName ??
          (auth.firebaseUser.isAnonymous ? 'Guest' : 'Account'),
        isAnonymous: auth.firebaseUser.isAnonymous,
      }
    : null;

  const nav = {
    items: landingNavItems(pathname),
    currentHref: pathname,
    user,
    isBusy: auth.isInitializing || auth.isLoading,
    error: auth.error,
    onSignIn: auth.signInWithGoogle,
    onProfile: () => void navigate('/app/profile'),
    onUpgrade: auth.convertToGoogle,
    onSignOut: auth.signOut,
  };
  const tryItNow = () => {
    auth.signInAnonymously();
    void navigate('/app/playground?from=landing');
  };
  return { nav, tryItNow };
}
