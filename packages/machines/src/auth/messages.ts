/** Every user-facing message of the auth machine (spec part 1 §5 and §8), shared with the UI. */
export const authMessages = {
  signInFailed: 'Sign in failed',
  anonymousSignInFailed: 'Anonymous sign in failed',
  conversionFailed: 'Account conversion failed',
  signOutFailed: 'Sign out failed',
  authenticationFailed: 'Authentication failed',
  syncFailed: 'Network error during sync. Please check your connection.',
  mustBeAnonymousToConvert: 'User must be anonymous to convert',
} as const;

export type AuthMessage = (typeof authMessages)[keyof typeof authMessages];

/** Logged (never shown) when the CSRF token cannot be obtained; requests then go without one. */
export const csrfWarning = 'CSRF token could not be obtained; requests proceed without it';
