declare const __BUILD_TIME__: string;

interface HdsClientConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    useAuthEmulator?: boolean;
  } | null;
  version: string;
  environment: string;
}

interface Window {
  __HDS_CONFIG__?: HdsClientConfig;
}

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
}
