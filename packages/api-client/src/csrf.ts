import { CSRF_COOKIE } from './contract/paths.ts';

/** Reads a cookie value from a `document.cookie`-style string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** The CSRF token from the `csrftoken` cookie, or null outside a browser or when unset. */
export function getCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(document.cookie, CSRF_COOKIE);
}
