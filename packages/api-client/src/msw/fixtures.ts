import type { AuthResponse, ServerUser } from '../contract/index.ts';

export const guestUser: ServerUser = {
  uid: 'guest-uid-0001',
  email: null,
  displayName: 'Guest',
  isAnonymous: true,
  quota: { used: 0, limit: 2000, hasDiscoveryCall: false },
};

export const googleUser: ServerUser = {
  uid: 'google-uid-0002',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  isAnonymous: false,
  quota: { used: 12, limit: 2000, hasDiscoveryCall: false },
};

export const signedOut: AuthResponse = { isAuthenticated: false, user: null };
export const signedInAs = (user: ServerUser): AuthResponse => ({ isAuthenticated: true, user });
