import {
  AccountDeletionResponse,
  AuthResponse,
  CsrfResponse,
  LogoutResponse,
  ValidateResponse,
  authPaths,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';

/** The auth calls of spec part 1 §7, validated against the contract. */
export function createAuthApi(http: HttpClient) {
  return {
    /** Issues the csrftoken cookie (and returns it). */
    csrf: async () => CsrfResponse.parse(await http(authPaths.csrf)),
    createSession: async (idToken: string) =>
      AuthResponse.parse(await http(authPaths.session, { json: { idToken } })),
    convert: async (idToken: string) =>
      AuthResponse.parse(await http(authPaths.convert, { json: { idToken } })),
    logout: async () => LogoutResponse.parse(await http(authPaths.logout, { method: 'POST' })),
    validate: async (idToken: string) =>
      ValidateResponse.parse(await http(authPaths.validate, { json: { idToken } })),
    me: async () => AuthResponse.parse(await http(authPaths.me)),
    /**
     * Asks the server to delete the account (202). A wrong confirmation rejects with an
     * ApiError whose message is 'Incorrect confirmation' and whose body has the `hint`.
     */
    requestAccountDeletion: async (confirmation: string) =>
      AccountDeletionResponse.parse(
        await http(authPaths.deleteAccount, { json: { confirmation } }),
      ),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
