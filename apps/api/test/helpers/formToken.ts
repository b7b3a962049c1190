import type { Config } from '../../src/config.ts';
import { formTokens, STUDIO_FORM } from '../../src/features/leads/formToken.ts';
import { loadMediaSecret } from '../../src/media/signing.ts';

/**
 * A lead form token as the server would have issued it `ageMs` ago (past the minimum fill time),
 * signed with the test server's own secret (kept under its DATA_DIR). `form`: an embed's id, or
 * the studio's pages.
 */
export function agedFormToken(
  config: Pick<Config, 'mediaSecret' | 'dataDir'>,
  form = STUDIO_FORM,
  ageMs = 60_000,
): string {
  const secret = loadMediaSecret(config.mediaSecret, config.dataDir);
  return formTokens(secret).issue(form, Date.now() - ageMs);
}
