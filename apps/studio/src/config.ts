export const FIREBASE_CONFIG_MISSING =
  'Firebase configuration not found. The server must inject the configuration, or the build-time environment variables VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN and VITE_FIREBASE_PROJECT_ID must be set.';

export type FirebaseClientConfig = NonNullable<HdsClientConfig['firebase']>;

/** The identity-provider config injected by the server, else the build-time one, else null. */
export type FirebaseBuildEnv = Pick<
  ImportMetaEnv,
  'VITE_FIREBASE_API_KEY' | 'VITE_FIREBASE_AUTH_DOMAIN' | 'VITE_FIREBASE_PROJECT_ID'
>;

export function readFirebaseConfig(
  injected: HdsClientConfig | undefined,
  env: FirebaseBuildEnv,
): FirebaseClientConfig | null {
  const fromServer = injected?.firebase;
  if (fromServer?.apiKey) return fromServer;
  if (env.VITE_FIREBASE_API_KEY) {
    return {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    };
  }
  return null;
}

export const appVersion = () => window.__HDS_CONFIG__?.version ?? '1.0.45';
export const appEnvironment = () => window.__HDS_CONFIG__?.environment ?? 'production';
