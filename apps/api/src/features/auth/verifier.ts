/** What the server trusts about a caller after checking their ID token. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAnonymous: boolean;
  signInProvider: string;
}

export interface TokenVerifier {
  /** Resolves the identity, or rejects with {@link InvalidTokenError}. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}
