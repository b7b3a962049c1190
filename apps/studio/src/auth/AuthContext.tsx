import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectAuthFlags } from '@hds/machines';
import type { AuthService } from './authService.ts';

const AuthContext = createContext<AuthService | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  return <AuthContext.Provider value={service}>{children}</AuthContext.Provider>;
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/** The spec's auth flags plus the commands a page may send. */
export function useAuth() {
  const service = useContext(AuthContext);
  if (!service) throw new Error('useAuth must be used inside <AuthProvider>');
  const flags = useSelector(service, selectAuthFlags, shallowEqual);
  const commands = useMemo(
    () => ({
      signInAnonymously: () => service.send({ type: 'SIGN_IN_ANONYMOUSLY' }),
      signInWithGoogle: () => service.send({ type: 'SIGN_IN_WITH_GOOGLE' }),
      convertToGoogle: () => service.send({ type: 'CONVERT_TO_GOOGLE' }),
      signOut: () => service.send({ type: 'SIGN_OUT' }),
      clearError: () => service.send({ type: 'CLEAR_ERROR' }),
    }),
    [service],
  );
  return { ...flags, ...commands, service };
}
