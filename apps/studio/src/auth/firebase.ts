import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseClientConfig } from '../config.ts';

/**
 * Starts the identity provider with local persistence (survives reloads). With the emulator,
 * the SDK talks to this page's own origin: the server proxies the emulator's endpoints, which
 * keeps the redirect handler same-origin.
 */
export function startFirebase(config: FirebaseClientConfig): Auth {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.useAuthEmulator ? window.location.host : config.authDomain,
    projectId: config.projectId,
  });
  const auth = initializeAuth(app, {
    persistence: browserLocalPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.useAuthEmulator) {
    connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
  }
  return auth;
}
