import type { FastifyInstance } from 'fastify';

/**
 * Where the browser SDK signs in: the server under test (app.inject) or one listening at a base
 * URL. Tokens come through the server's emulator proxy, as in the studio: in emulator mode the
 * server only accepts tokens its proxy handed out (src/features/auth/emulatorTokens.ts).
 */
export type SignInTarget = FastifyInstance | string;

async function call<T>(target: SignInTarget, path: string, body: unknown): Promise<T> {
  const url = `/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;
  let status: number;
  let json: T & { error?: { message: string }; detail?: string };
  if (typeof target === 'string') {
    const res = await fetch(`${target}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    status = res.status;
    json = (await res.json()) as typeof json;
  } else {
    const res = await target.inject({ method: 'POST', url, payload: body as object });
    status = res.statusCode;
    json = res.json();
  }
  if (status !== 200) {
    throw new Error(`sign-in ${path}: ${json.error?.message ?? json.detail ?? status}`);
  }
  return json;
}

interface SignedIn {
  uid: string;
  idToken: string;
  refreshToken: string;
}

interface TokenReply {
  localId: string;
  idToken: string;
  refreshToken: string;
}

const signedIn = (r: TokenReply): SignedIn => ({
  uid: r.localId,
  idToken: r.idToken,
  refreshToken: r.refreshToken,
});

/** A real anonymous user in the Auth emulator, made as the browser SDK makes one. */
export async function signUpAnonymously(target: SignInTarget): Promise<SignedIn> {
  return signedIn(await call<TokenReply>(target, 'accounts:signUp', { returnSecureToken: true }));
}

/** Signs in with Google as the emulator's sign-in page does; with `linkTo`, links a guest. */
export async function signInWithGoogle(
  target: SignInTarget,
  email: string,
  linkTo?: string,
): Promise<SignedIn> {
  const claims = { sub: `google-${email}`, email, email_verified: true, name: email.split('@')[0] };
  const r = await call<TokenReply>(target, 'accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    ...(linkTo ? { idToken: linkTo } : {}),
  });
  return signedIn(r);
}

/**
 * The uid of a Google account made straight at the Auth emulator (`emulatorHost`, the
 * `authEmulatorHost` the global set-up provides), for a test that must know it before the
 * account signs in (a moderator's uid in MODERATOR_UIDS).
 */
export async function emulatorGoogleUid(emulatorHost: string, email: string): Promise<string> {
  const claims = { sub: `google-${email}`, email, email_verified: true };
  const r = await call<TokenReply>(`http://${emulatorHost}`, 'accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  return r.localId;
}

/** An unsigned token shaped like the emulator's, which no proxy handed out (`uid` may exist). */
export function forgeToken(projectId: string, uid = 'forged-user-0001'): string {
  const now = Math.floor(Date.now() / 1000);
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'anonymous' },
  })}.`;
}
