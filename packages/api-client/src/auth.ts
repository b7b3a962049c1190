import { authPaths } from './contract/index.ts';
import type { HttpClient } from './http.ts';
import { parsed } from './replies.ts';

/** The auth calls of spec part 1 §7, validated against the contract. */
export function createAuthApi(http: HttpClient) {
  return {
    /** Issues the csrftoken cookie (and returns it). */
    csrf: async () => parsed(http(authPaths.csrf), (s) => s.CsrfResponse),
    createSession: async (idToken: string) =>
      parsed(http(authPaths.session, { json: { idToken } }), (s) => s.AuthResponse),
    convert: async (idToken: string) =>
      parsed(http(authPaths.convert, { json: { idToken } }), (s) => s.AuthResponse),
    logout: async () => parsed(http(authPaths.logout, { method: 'POST' }), (s) => s.LogoutResponse),
    validate: async (idToken: string) =>
      parsed(http(authPaths.validate, { json: { idToken } }), (s) => s.ValidateResponse),
    me: async () => parsed(http(authPaths.me), (s) => s.AuthResponse),
    /**
     * Asks the server to delete the account (202). A wrong confirmation rejects with an
     * ApiError whose message is 'Incorrect confirmation' and whose body has the `hint`.
     */
    requestAccountDeletion: async (confirmation: string) =>
      parsed(
        http(authPaths.deleteAccount, { json: { confirmation } }),
        (s) => s.AccountDeletionResponse,
      ),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
