import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Lead form tokens (issue #44): the minimum fill time is measured from when the server handed
 * the form its token, never from a time the client states. A token is
 * `<issued ms, base36>.<nonce>.<HMAC>`; the HMAC covers the form it was issued for (an embed's
 * id, or STUDIO_FORM for the studio's own pages), so a token of one form is worthless on
 * another. Stateless: any process holding the secret checks it.
 */

/** The studio's own lead forms (landing, gallery, consultation): they post without an embed. */
export const STUDIO_FORM = 'studio';
/** A form left open longer than this is refused (the visitor fetches a new token). */
export const FORM_TOKEN_TTL_MS = 24 * 3600 * 1000;
/** Clocks of several processes may differ a little; a token from further ahead is forged. */
const CLOCK_SKEW_MS = 60_000;

export interface FormTokens {
  issue(form: string, now?: number): string;
  /** When a token was issued for `form`, or null: forged, foreign, expired or not a token. */
  issuedAt(token: unknown, form: string, now?: number): number | null;
}

/** `secret`: the server's media secret; a key of its own is derived for this one use. */
export function formTokens(secret: Buffer): FormTokens {
  const key = createHmac('sha256', secret).update('hds lead form token v1').digest();
  const mac = (form: string, body: string) =>
    createHmac('sha256', key).update(`${form}\n${body}`).digest();

  return {
    issue(form, now = Date.now()) {
      const body = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
      return `${body}.${mac(form, body).toString('base64url')}`;
    },

    issuedAt(token, form, now = Date.now()) {
      if (typeof token !== 'string' || token.length > 200) return null;
      const m = /^([0-9a-z]{1,11})\.([\w-]{16})\.([\w-]{43})$/.exec(token);
      if (!m) return null;
      const given = Buffer.from(m[3]!, 'base64url');
      const want = mac(form, `${m[1]}.${m[2]}`);
      if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
      const issued = parseInt(m[1]!, 36);
      if (issued > now + CLOCK_SKEW_MS || now - issued > FORM_TOKEN_TTL_MS) return null;
      return issued;
    },
  };
}
