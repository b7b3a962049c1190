import type { EmulatorTokensRepository } from './emulatorTokensRepository.ts';
import { InvalidTokenError, type TokenVerifier } from './verifier.ts';

/**
 * In emulator mode firebase-admin accepts any unsigned token naming an existing uid, so an ID
 * token only counts if this server's proxy handed it out (stamped and recorded), and for the
 * uid it was handed out to. Checked first: a forged token never reaches the emulator.
 */
export function withEmulatorProvenance(
  verifier: TokenVerifier,
  issued: EmulatorTokensRepository,
): TokenVerifier {
  return {
    async verify(idToken) {
      const uid = await issued.issuedTo('id', idToken);
      if (!uid) throw new InvalidTokenError('ID token not issued through this server');
      const identity = await verifier.verify(idToken);
      if (identity.uid !== uid) throw new InvalidTokenError('ID token issued to another user');
      return identity;
    },
  };
}
