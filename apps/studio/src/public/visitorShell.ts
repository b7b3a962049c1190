import { hasAuthToRestore } from '../auth/persistence.ts';

/** Which shell a page open to everyone gets: the studio's once a session exists. */
export function visitorShell(
  flags: { isAuthenticated: boolean; isInitializing: boolean },
  storage: Pick<Storage, 'getItem'> | null,
): 'studio' | 'public' {
  if (flags.isAuthenticated) return 'studio';
  // A returning user's session is being restored: the studio's shell from the first paint,
  // rather than the public bar for the moment it takes.
  if (flags.isInitializing && storage && hasAuthToRestore(storage)) return 'studio';
  return 'public';
}
