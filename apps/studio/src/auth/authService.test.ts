import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { selectAuthFlags, type IdpUser } from '@hds/machines';
import type { AuthApi } from '@hds/api-client';
import { createAuthService } from './authService.ts';
import type { Idp } from './idp.ts';
import { AUTH_KEYS } from './persistence.ts';

const guest: IdpUser = { uid: 'g1', email: null, displayName: null, isAnonymous: true };
const serverGuest = {
  uid: 'g1',
  email: null,
  displayName: 'Guest',
  isAnonymous: true,
};

function memoryStorage(seed: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(seed));
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

/** A fake identity provider: its listener reports `user`, a guest sign-in makes one. */
function fakeIdp() {
  const listeners = new Set<(u: IdpUser | null) => void>();
  let user: IdpUser | null = null;
  const idp: Idp = {
    onUserChanged(listener) {
      listeners.add(listener);
      queueMicrotask(() => listener(user));
      return () => listeners.delete(listener);
    },
    redirectResult: async () => null,
    async signInAnonymously() {
      user = guest;
      for (const l of listeners) l(user);
      return { user: guest, idToken: 'token' };
    },
    getIdToken: async () => 'token',
    startGoogleRedirect: async () => undefined,
    signOut: async () => undefined,
  };
  return { idp, listeners };
}

const api = {
  csrf: async () => ({ csrfToken: 't' }),
  createSession: async () => ({ isAuthenticated: true, user: serverGuest }),
  convert: async () => ({ isAuthenticated: true, user: serverGuest }),
  me: async () => ({ isAuthenticated: true, user: serverGuest }),
  logout: async () => ({ success: true }),
} as unknown as AuthApi;

const settled = (service: ReturnType<typeof createAuthService>) =>
  waitFor(service, (s) => !selectAuthFlags(s).isLoading, { timeout: 2000 });

describe('createAuthService: the identity provider loads when it is needed', () => {
  it('a visitor with nothing to restore settles signed out without loading it', async () => {
    const load = vi.fn(async () => fakeIdp().idp);
    const service = createAuthService(load, api, { storage: memoryStorage() });
    service.start();
    const snapshot = await settled(service);
    expect(selectAuthFlags(snapshot).firebaseUser).toBeNull();
    expect(load).not.toHaveBeenCalled();
    service.stop();
  });

  it('loads it on the first sign-in, and then hears its user', async () => {
    const { idp, listeners } = fakeIdp();
    const load = vi.fn(async () => idp);
    const service = createAuthService(load, api, { storage: memoryStorage() });
    service.start();
    await settled(service);
    service.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    const snapshot = await waitFor(service, (s) => s.context.isAuthenticated, { timeout: 2000 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(1);
    expect(snapshot.context.firebaseUser).toMatchObject({ uid: 'g1', isAnonymous: true });
    service.stop();
    expect(listeners.size).toBe(0);
  });

  it('signs a stored session in from /auth/me, and loads it after the first screen', async () => {
    const { idp, listeners } = fakeIdp();
    const load = vi.fn(async () => idp);
    const later: (() => void)[] = [];
    const storage = memoryStorage({
      [AUTH_KEYS.user]: JSON.stringify(guest),
      [AUTH_KEYS.isAuthenticated]: 'true',
    });
    const service = createAuthService(load, api, {
      storage,
      afterFirstScreen: (task) => later.push(task),
    });
    service.start();
    const snapshot = await settled(service);
    expect(snapshot.context).toMatchObject({ isAuthenticated: true, serverUser: serverGuest });
    expect(load).not.toHaveBeenCalled();
    for (const task of later) task();
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);
    service.stop();
  });

  it('a stored session the provider no longer has signs out once it loads', async () => {
    const { idp } = fakeIdp(); // reports no user
    const later: (() => void)[] = [];
    const storage = memoryStorage({
      [AUTH_KEYS.user]: JSON.stringify(guest),
      [AUTH_KEYS.isAuthenticated]: 'true',
    });
    const service = createAuthService(async () => idp, api, {
      storage,
      afterFirstScreen: (task) => later.push(task),
    });
    service.start();
    await settled(service);
    for (const task of later) task();
    const snapshot = await waitFor(service, (s) => !s.context.isAuthenticated, { timeout: 2000 });
    expect(snapshot.context.firebaseUser).toBeNull();
    service.stop();
  });

  it('loads it at start-up when a stored user has no session', async () => {
    const { idp } = fakeIdp();
    const load = vi.fn(async () => idp);
    const storage = memoryStorage({ [AUTH_KEYS.user]: JSON.stringify(guest) });
    const service = createAuthService(load, api, { storage });
    service.start();
    await settled(service);
    expect(load).toHaveBeenCalledTimes(1);
    service.stop();
  });
});
