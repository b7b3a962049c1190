import type { AuthResponse, ServerUser } from '../contract/index.ts';

export const guestUser: ServerUser = {
  uid: 'guest-uid-0001',
  email: null,
  displayName: 'Guest',
  isAnonymous: true,
  quota: { used: 0, limit: 10, hasDiscoveryCall: false },
  plan: {
    id: 'guest',
    label: 'Guest (Limited)',
    monthlyDesigns: 10,
    apiAccess: false,
    watermarkExports: true,
  },
  isModerator: false,
};

export const googleUser: ServerUser = {
  uid: 'google-uid-0002',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  isAnonymous: false,
  quota: { used: 12, limit: 100, hasDiscoveryCall: false },
  plan: {
    id: 'free',
    label: 'Free',
    monthlyDesigns: 100,
    apiAccess: false,
    watermarkExports: true,
  },
  isModerator: false,
};

export const signedOut: AuthResponse = { isAuthenticated: false, user: null };
export const signedInAs = (user: ServerUser): AuthResponse => ({ isAuthenticated: true, user });
