import { AppLayout } from '../app/AppLayout.tsx';
import { useAuth } from '../auth/AuthContext.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { visitorShell } from './visitorShell.ts';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The layout of the gallery and a design's page, open to everyone: the studio's shell for a
 * session (guests included), the public bar for a visitor.
 */
export function VisitorLayout() {
  const auth = useAuth();
  return visitorShell(auth, storage()) === 'studio' ? <AppLayout /> : <PublicLayout />;
}
