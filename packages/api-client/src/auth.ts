import { authPaths } from './contract/index.ts';
import type { HttpClient } from './http.ts';
import { parsed } from './replies.ts';

/** The schemas of these replies, loaded with the first (replies.ts). */
const schemas = () => import('./contract/auth.ts');

/** The auth calls of spec part 1 §7, validated against the contract. */
export function createAuthApi(http: HttpClient) {
  return {
    /** Issues the csrftoken cookie (and returns it). */
    csrf: async () => parsed(http(authPaths.csrf), schemas, (s) => s.CsrfResponse),
    createSession: async (idToken: string) =>
      parsed(http(authPaths.session, { json: { idToken } }), schemas, (s) => s.AuthResponse),
    convert: async (idToken: string) =>
      parsed(http(authPaths.convert, { json: { idToken } }), schemas, (s) => s.AuthResponse),
    logout: async () =>
      parsed(http(authPaths.logout, { method: 'POST' }), schemas, (s) => s.LogoutResponse),
    validate: async (idToken: string) =>
      parsed(http(authPaths.validate, { json: { idToken } }), schemas, (s) => s.ValidateResponse),
    me: async () => parsed(http(authPaths.me), schemas, (s) => s.AuthResponse),
    /**
     * Asks the server to delete the account (202). A wrong confirmation rejects with an
     * ApiError whose message is 'Incorrect confirmation' and whose body has the `hint`.
     */
    requestAccountDeletion: async (confirmation: string) =>
      parsed(
        http(authPaths.deleteAccount, { json: { confirmation } }),
        schemas,
        (s) => s.AccountDeletionResponse,
      ),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
