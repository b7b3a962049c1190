import type { OpenedWith } from './sessionsRepository.ts';
import { idTokenHash, type SpentIdTokensRepository } from './revocationsRepository.ts';
import { InvalidTokenError, type TokenVerifier } from './verifier.ts';

/** Firebase ID tokens live an hour: the bound when a token's own `exp` cannot be read. */
const ID_TOKEN_LIFETIME_MS = 3600 * 1000;

/**
 * What a session keeps of the ID token that opened it: its hash, and when it expires (the
 * `exp` claim of a token the verifier has just accepted), so that ending the session can
 * spend it for exactly as long as it would otherwise open a new one.
 */
export function openedWith(idToken: string, now = Date.now()): OpenedWith {
  let exp = NaN;
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    if (payload && typeof payload === 'object' && 'exp' in payload) exp = Number(payload.exp);
  } catch {
    // Unreadable: the bound below.
  }
  const expiresAt = Number.isFinite(exp) ? exp * 1000 : now + ID_TOKEN_LIFETIME_MS;
  return { hash: idTokenHash(idToken), expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * An ID token a sign-out spent opens no session again (issue #44: a copied token signed back
 * in after logout until it expired). Checked before the token is verified at all.
 */
export function withSpentTokens(
  verifier: TokenVerifier,
  spent: SpentIdTokensRepository,
): TokenVerifier {
  return {
    async verify(idToken) {
      if (await spent.isSpent(idToken)) throw new InvalidTokenError('ID token spent by a sign-out');
      return verifier.verify(idToken);
    },
  };
}
