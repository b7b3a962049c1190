import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { InvalidTokenError, type TokenVerifier } from './verifier.ts';

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set,
 * firebase-admin accepts the emulator's unsigned tokens; `checkRevoked` then also asks the
 * identity provider whether the user exists, so a hand-made token for an unknown uid fails.
 */
export function firebaseVerifier(projectId: string): TokenVerifier {
  const name = `hds-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        const provider = decoded.firebase.sign_in_provider;
        const user = await auth.getUser(decoded.uid);
        return {
          uid: decoded.uid,
          email: user.email ?? decoded.email ?? null,
          // A guest who links Google keeps an empty top-level name: the provider's is the one.
          displayName:
            user.displayName ??
            user.providerData.find((p) => p.displayName)?.displayName ??
            (typeof decoded.name === 'string' ? decoded.name : null),
          isAnonymous: provider === 'anonymous' && user.providerData.length === 0,
          signInProvider: provider,
        };
      } catch (err) {
        throw new InvalidTokenError(err instanceof Error ? err.message : 'Invalid ID token');
      }
    },
  };
}
