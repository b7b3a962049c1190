import type { IdpUser, PersistedAuth, ServerUser } from '@hds/machines';

/** Local-storage keys of the persisted auth state (spec part 1 §3–4). */
export const AUTH_KEYS = {
  user: 'user',
  serverUser: 'serverUser',
  isAuthenticated: 'isAuthenticated',
  lastSync: 'lastSync',
  pendingOperation: 'pendingAuthOperation',
} as const;

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function loadPersistedAuth(storage: Storage): PersistedAuth | null {
  const firebaseUser = read<IdpUser>(storage, AUTH_KEYS.user);
  if (!firebaseUser) return null;
  return {
    firebaseUser,
    serverUser: read<ServerUser>(storage, AUTH_KEYS.serverUser),
    isAuthenticated: read<boolean>(storage, AUTH_KEYS.isAuthenticated) ?? false,
    lastSync: read<number>(storage, AUTH_KEYS.lastSync),
  };
}

export function savePersistedAuth(storage: Storage, state: PersistedAuth): void {
  try {
    const entries: [string, unknown][] = [
      [AUTH_KEYS.user, state.firebaseUser],
      [AUTH_KEYS.serverUser, state.serverUser],
      [AUTH_KEYS.isAuthenticated, state.isAuthenticated],
      [AUTH_KEYS.lastSync, state.lastSync],
    ];
    for (const [key, value] of entries) {
      if (value == null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    }
  } catch (err) {
    console.error('Failed to persist auth state', err);
  }
}

export function clearPersistedAuth(storage: Storage): void {
  for (const key of [
    AUTH_KEYS.user,
    AUTH_KEYS.serverUser,
    AUTH_KEYS.isAuthenticated,
    AUTH_KEYS.lastSync,
  ]) {
    storage.removeItem(key);
  }
}

/**
 * Whether this browser has a session to restore or a Google redirect to finish (the persisted
 * auth keys): only then does start-up need the identity provider (authService.ts), and only
 * then does the landing start Firebase Auth before the visitor signs in.
 */
export function hasAuthToRestore(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return (
      storage.getItem(AUTH_KEYS.user) !== null ||
      storage.getItem(AUTH_KEYS.pendingOperation) !== null
    );
  } catch {
    return false;
  }
}
