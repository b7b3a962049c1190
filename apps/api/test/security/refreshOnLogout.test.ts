import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.ts';
import { clientOf, identityProvider } from './fixture.ts';

/*
 * Issue #44: logout spent the ID token that opened the session, but the refresh token issued with
 * it (emulator mode: this server's proxy hands refresh tokens out and records them) kept minting
 * new ID tokens, each of which opened a new session. A sign-out now revokes that refresh token
 * too, however old the ID token is; another sign-in of the same account keeps its own.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
const app = () => server.app as FastifyInstance;

async function refresh(refreshToken: string) {
  const res = await app().inject({
    method: 'POST',
    url: '/securetoken.googleapis.com/v1/token?key=demo-api-key',
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(), // prettier-ignore
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('logout and the refresh token', () => {
  it("revokes the refresh token of the session's sign-in, not another sign-in's", async () => {
    const idp = identityProvider(app());
    const here = await idp.signInWithGoogle('refresh-logout@example.com');
    const elsewhere = await idp.signInWithGoogle('refresh-logout@example.com');
    const user = await clientOf(app(), here.idToken);
    // Before: the refresh token works (the SDK refreshes every hour).
    expect((await refresh(here.refreshToken)).status).toBe(200);
    expect((await user.post('/api/v1/auth/logout', {})).statusCode).toBe(200);
    const after = await refresh(here.refreshToken);
    expect(after.status).toBe(400);
    expect(after.body.id_token).toBeUndefined();
    expect(after.body.detail).toBeTruthy();
    // The other device's sign-in of the same account is untouched.
    expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
  });

  it('revokes it when the session was opened with a refreshed ID token, and for guests', async () => {
    const idp = identityProvider(app());
    const guest = await idp.signUpAnonymously();
    // The SDK's hourly refresh: the session is opened with an ID token minted from it.
    const minted = await idp.freshIdToken(guest.refreshToken);
    const user = await clientOf(app(), minted);
    expect((await user.post('/api/v1/auth/logout', {})).statusCode).toBe(200);
    expect((await refresh(guest.refreshToken)).status).toBe(400);
    // Nor can a copy of it open a session again.
    await expect(idp.freshIdToken(guest.refreshToken)).rejects.toThrow(/400/);
  });
});
