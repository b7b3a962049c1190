export {
  authMachine,
  authTags,
  DEFAULT_REDIRECT_SYNC_DELAY_MS,
  toAnalyticsIdentity,
  toPersistedAuth,
  type AuthMachine,
} from './authMachine.ts';
export { authMessages, selectAuthFlags, type AuthMessage, type AuthSnapshot } from './selectors.ts';
export type * from './types.ts';
