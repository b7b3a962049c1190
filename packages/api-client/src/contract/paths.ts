/** Paths of the calls in spec part 1 §7, relative to the origin. */
export const authPaths = {
  csrf: '/api/v1/auth/csrf/',
  session: '/api/v1/auth/session',
  convert: '/api/v1/auth/convert',
  logout: '/api/v1/auth/logout',
  validate: '/api/v1/auth/validate',
  me: '/api/v1/auth/me',
  /** Not named by the spec (part 2 §7); the server's choice. */
  deleteAccount: '/api/v1/auth/delete-account/',
} as const;

export const healthPath = '/api/health';

/** Cookie and header names of the Django-style CSRF double submit. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const SESSION_COOKIE = 'sessionid';
