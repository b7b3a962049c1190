import { inject } from 'vitest';

const base = () => `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1`;

async function call<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base()}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

/** A real anonymous user in the Auth emulator, as the browser SDK would create it. */
export async function signUpAnonymously(): Promise<{ uid: string; idToken: string }> {
  const r = await call<{ localId: string; idToken: string }>('accounts:signUp', {
    returnSecureToken: true,
  });
  return { uid: r.localId, idToken: r.idToken };
}

/** Signs in with Google through the emulator's IdP endpoint; with `linkTo`, links a guest. */
export async function signInWithGoogle(
  email: string,
  linkTo?: string,
): Promise<{ uid: string; idToken: string }> {
  const claims = { sub: `google-${email}`, email, email_verified: true, name: email.split('@')[0] };
  const r = await call<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    ...(linkTo ? { idToken: linkTo } : {}),
  });
  return { uid: r.localId, idToken: r.idToken };
}

/** An unsigned token shaped like the emulator's, for a uid the provider never issued. */
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
