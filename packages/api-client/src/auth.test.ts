import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthApi } from './auth.ts';
import {
  AccountDeletionRefusal,
  accountDeletionMessages,
  guestAccountName,
  isDeletionConfirmed,
} from './contract/index.ts';
import { createHttpClient } from './http.ts';
import {
  authErrorHandlers,
  authHandlers,
  googleUser,
  guestUser,
  signedInAs,
  signedOut,
} from './msw/index.ts';

const scenario = { current: signedOut };
const server = setupServer(...authHandlers(scenario));
const api = createAuthApi(createHttpClient({ baseUrl: 'http://api.test', csrfToken: () => 't' }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  scenario.current = signedOut;
});
afterAll(() => server.close());

describe('auth api against the shared MSW handlers', () => {
  it('signs in as a guest, converts, and logs out', async () => {
    expect(await api.me()).toEqual(signedOut);
    const session = await api.createSession('id-token');
    expect(session.user?.isAnonymous).toBe(true);
    const converted = await api.convert('id-token');
    expect(converted.user).toMatchObject({ uid: session.user!.uid, isAnonymous: false });
    expect(await api.logout()).toEqual({ success: true, clearLocalAuth: true });
    expect((await api.me()).isAuthenticated).toBe(false);
  });

  it('refuses to convert a non-anonymous session with the spec message', async () => {
    await api.createSession('id-token');
    await api.convert('id-token');
    await expect(api.convert('id-token')).rejects.toThrow('User must be anonymous to convert');
  });

  it('surfaces server errors as ApiError', async () => {
    server.use(authErrorHandlers.sessionRejected, authErrorHandlers.meDown);
    await expect(api.createSession('bad')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid ID token',
    });
    await expect(api.me()).rejects.toMatchObject({ status: 502, message: 'Network error' });
  });

  it('rejects a reply that breaks the contract', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/v1/auth/me', () => HttpResponse.json({ isAuthenticated: 'yes' })));
    // The schemas load with the first reply (replies.ts); the error still names the field.
    await expect(api.me()).rejects.toThrow(/isAuthenticated/);
  });
});

describe('account deletion (spec part 2 §5)', () => {
  it('takes the email, or guest_ and 8 characters of the uid for guests, in any case', () => {
    expect(guestAccountName('AbCdEfGh1234')).toBe('guest_AbCdEfGh');
    expect(isDeletionConfirmed(googleUser, 'ADA@example.COM')).toBe(true);
    expect(isDeletionConfirmed(googleUser, guestAccountName(googleUser.uid))).toBe(false);
    expect(isDeletionConfirmed(guestUser, 'GUEST_GUEST-UI')).toBe(true);
    expect(isDeletionConfirmed(guestUser, 'guest_guest-uid')).toBe(false);
    expect(isDeletionConfirmed({ ...googleUser, email: null }, 'guest_google-u')).toBe(true);
  });

  it('requests deletion with the right confirmation and ends the session', async () => {
    scenario.current = signedInAs(googleUser);
    const reply = await api.requestAccountDeletion('ada@example.com');
    const hours = (Date.parse(reply.delete_after) - Date.parse(reply.requested_at)) / 3600_000;
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThan(24);
    expect((await api.me()).isAuthenticated).toBe(false);
  });

  it.each([
    ['a registered user', googleUser, accountDeletionMessages.enterEmail],
    ['a guest', guestUser, accountDeletionMessages.enterGuestName],
  ])('refuses a wrong confirmation of %s with the hint', async (_who, user, hint) => {
    scenario.current = signedInAs(user);
    const err = await api.requestAccountDeletion('someone@else.com').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, message: 'Incorrect confirmation' });
    expect(AccountDeletionRefusal.parse((err as { body: unknown }).body).hint).toBe(hint);
    expect((await api.me()).isAuthenticated).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    await expect(api.requestAccountDeletion('x')).rejects.toMatchObject({ status: 401 });
  });
});
