import {
  GoogleAuthProvider,
  linkWithCredential,
  signInWithCredential,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import type { PendingOperation } from '@hds/machines';

/**
 * Google sign-in by redirect through the Auth emulator's own sign-in page.
 *
 * Why not `signInWithRedirect` + `getRedirectResult`: to read the result, the SDK's browser
 * resolver loads Google's gapi script from the internet, which the embedded default (offline)
 * never reaches. The emulator's handler page, served through this origin by the API server,
 * leaves the result in this origin's sessionStorage; we read it and finish with the SDK's public
 * `signInWithCredential` / `linkWithCredential`. With a real Firebase project the studio uses
 * the SDK's redirect functions instead.
 */
const APP_NAME = '[DEFAULT]';
const EVENT_ID_KEY = 'emulatorRedirectEventId';

const eventKey = (auth: Auth) => `firebase:redirectEvent:${auth.config.apiKey}:${APP_NAME}`;

export function startEmulatorRedirect(auth: Auth, operation: PendingOperation, storage: Storage) {
  const eventId = crypto.randomUUID();
  storage.setItem(EVENT_ID_KEY, eventId);
  const params = new URLSearchParams({
    apiKey: auth.config.apiKey ?? '',
    appName: APP_NAME,
    authType: operation === 'link' ? 'linkViaRedirect' : 'signInViaRedirect',
    redirectUrl: window.location.href,
    providerId: 'google.com',
    eventId,
  });
  window.location.assign(`${window.location.origin}/emulator/auth/handler?${params}`);
}

interface StoredAuthEvent {
  eventId?: string;
  urlResponse?: string;
  error?: { message?: string } | null;
}

/** Completes a pending emulator redirect, or resolves null when none is waiting. */
export async function completeEmulatorRedirect(
  auth: Auth,
  operation: PendingOperation,
  storage: Storage,
): Promise<UserCredential | null> {
  const raw = sessionStorage.getItem(eventKey(auth));
  const expectedId = storage.getItem(EVENT_ID_KEY);
  sessionStorage.removeItem(eventKey(auth));
  storage.removeItem(EVENT_ID_KEY);
  if (!raw) return null;
  const event = JSON.parse(raw) as StoredAuthEvent;
  if (event.error) throw new Error(event.error.message ?? 'Sign-in was cancelled');
  if (!expectedId || event.eventId !== expectedId) return null;
  const idToken = new URL(event.urlResponse ?? '', window.location.origin).searchParams.get(
    'id_token',
  );
  if (!idToken) throw new Error('The sign-in page returned no credential');
  const credential = GoogleAuthProvider.credential(idToken);
  await auth.authStateReady();
  if (operation === 'link') {
    if (!auth.currentUser) throw new Error('No guest session to upgrade');
    return linkWithCredential(auth.currentUser, credential);
  }
  return signInWithCredential(auth, credential);
}
