import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseClientConfig } from '../config.ts';

/**
 * Starts the identity provider with local persistence (survives reloads). With the emulator,
 * the SDK talks to this page's own origin: the server proxies the emulator's endpoints, which
 * keeps the redirect handler same-origin.
 *
 * No popup/redirect resolver here: given one at start-up, the SDK sets it up at once on mobile
 * browsers, which loads Google's `apis.google.com/js/api.js` — refused by the page's CSP (a
 * console error on every page) and a script no visitor who does not sign in needs. The redirect
 * calls take it (authService.ts) when a sign-in actually starts or finishes.
 */
export function startFirebase(config: FirebaseClientConfig): Auth {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.useAuthEmulator ? window.location.host : config.authDomain,
    projectId: config.projectId,
  });
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.useAuthEmulator) {
    connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
  }
  return auth;
}
