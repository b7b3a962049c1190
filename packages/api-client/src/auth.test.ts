import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthApi } from './auth.ts';
import { createHttpClient } from './http.ts';
import { authErrorHandlers, authHandlers, signedOut } from './msw/index.ts';

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
    await expect(api.me()).rejects.toThrow();
  });
});
