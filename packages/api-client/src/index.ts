export * from './contract/index.ts';
export { readCookie, getCsrfToken } from './csrf.ts';
export {
  ApiError,
  NETWORK_ERROR,
  UNAUTHORIZED_LOG,
  createHttpClient,
  errorFromResponse,
} from './http.ts';
export type { HttpClient, HttpClientOptions, RequestOptions } from './http.ts';
export { createAuthApi } from './auth.ts';
export type { AuthApi } from './auth.ts';
export { createAuthQueries } from './queries.ts';
