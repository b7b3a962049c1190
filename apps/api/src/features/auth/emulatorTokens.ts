import { randomBytes } from 'node:crypto';

/**
 * The Auth emulator's tokens carry no secret: an ID token is an unsigned JWT and a refresh
 * token is base64 JSON, both rebuilt by anyone who knows a uid (and, for an ID token, the
 * second it was issued). Before handing one out, the proxy adds a random 128-bit nonce to it,
 * which both the emulator and firebase-admin ignore; a token without a recorded nonce was
 * never issued here. A real Firebase project never goes through this: it signs its tokens.
 */
export interface StampedToken {
  token: string;
  uid: string;
  /** When the emulator stops accepting it (ID tokens); null when it has no expiry of its own. */
  expiresAt: Date | null;
}

const nonce = () => randomBytes(16).toString('base64url');

function parseObject(json: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(json);
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** An emulator ID token (header.payload.signature, alg none) with a nonce claim added. */
export function stampIdToken(token: string): StampedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const payload = parseObject(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  const uid = payload?.user_id ?? payload?.sub;
  if (!payload || typeof uid !== 'string' || typeof payload.exp !== 'number') return null;
  payload.hds_nonce = nonce();
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${parts[0]}.${body}.${parts[2]}`, uid, expiresAt: new Date(payload.exp * 1000) };
}

/** An emulator refresh token (base64 JSON naming the user) with a nonce field added. */
export function stampRefreshToken(token: string): StampedToken | null {
  const record = parseObject(Buffer.from(token, 'base64').toString('utf8'));
  if (!record || typeof record.localId !== 'string') return null;
  record.hdsNonce = nonce();
  return {
    token: Buffer.from(JSON.stringify(record)).toString('base64'),
    uid: record.localId,
    expiresAt: null,
  };
}
