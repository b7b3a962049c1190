import { http, HttpResponse } from 'msw';
import {
  accountDeletionMessages,
  authPaths,
  deletionConfirmation,
  isDeletionConfirmed,
  type AuthResponse,
} from '../contract/index.ts';
import { guestUser, signedInAs, signedOut } from './fixtures.ts';

/** In-memory session shared by the handlers of one scenario. */
export interface AuthScenario {
  current: AuthResponse;
}

/** Auth handlers that behave like the server: a session call signs in, logout signs out. */
export function authHandlers(scenario: AuthScenario = { current: signedOut }) {
  return [
    http.get(`*${authPaths.csrf}`, () =>
      HttpResponse.json(
        { csrfToken: 'test-csrf-token' },
        { headers: { 'Set-Cookie': 'csrftoken=test-csrf-token; Path=/' } },
      ),
    ),
    http.post(`*${authPaths.session}`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { idToken?: string } | null;
      if (!body?.idToken)
        return HttpResponse.json({ detail: 'idToken is required' }, { status: 400 });
      scenario.current = signedInAs(guestUser);
      return HttpResponse.json(scenario.current);
    }),
    http.post(`*${authPaths.convert}`, () => {
      const user = scenario.current.user;
      if (!user?.isAnonymous)
        return HttpResponse.json({ detail: 'User must be anonymous to convert' }, { status: 400 });
      scenario.current = signedInAs({ ...user, isAnonymous: false, email: 'guest@example.com' });
      return HttpResponse.json(scenario.current);
    }),
    http.post(`*${authPaths.logout}`, () => {
      scenario.current = signedOut;
      return HttpResponse.json({ success: true, clearLocalAuth: true });
    }),
    http.post(`*${authPaths.validate}`, () => HttpResponse.json({ valid: true })),
    http.get(`*${authPaths.me}`, () => HttpResponse.json(scenario.current)),
    // Like the server: the shared confirmation rule, then the session ends (1 h grace period).
    http.post(`*${authPaths.deleteAccount}`, async ({ request }) => {
      const user = scenario.current.user;
      if (!user) {
        return HttpResponse.json(
          { detail: 'Authentication credentials were not provided.' },
          { status: 401 },
        );
      }
      const body = (await request.json().catch(() => null)) as { confirmation?: unknown } | null;
      if (typeof body?.confirmation !== 'string')
        return HttpResponse.json({ detail: 'confirmation is required' }, { status: 400 });
      if (!isDeletionConfirmed(user, body.confirmation)) {
        return HttpResponse.json(
          { detail: accountDeletionMessages.incorrect, hint: deletionConfirmation(user).hint },
          { status: 400 },
        );
      }
      scenario.current = signedOut;
      const requestedAt = new Date();
      return HttpResponse.json(
        {
          requested_at: requestedAt.toISOString(),
          delete_after: new Date(requestedAt.getTime() + 3600_000).toISOString(),
        },
        { status: 202 },
      );
    }),
  ];
}

/** Handlers for error states in stories and tests. */
export const authErrorHandlers = {
  meDown: http.get(`*${authPaths.me}`, () => HttpResponse.text('Bad gateway', { status: 502 })),
  sessionRejected: http.post(`*${authPaths.session}`, () =>
    HttpResponse.json({ detail: 'Invalid ID token' }, { status: 401 }),
  ),
};
