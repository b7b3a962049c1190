/**
 * Collapses repeated slashes and drops a trailing slash (spec part 2 §2). The root stays '/'.
 * Returns the same string when nothing changed, so callers can compare to decide a reload.
 */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

/** The URL to reload at, or null when the current one is already normal. */
export function normalizedLocation(loc: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  const path = normalizePath(loc.pathname);
  return path === loc.pathname ? null : path + loc.search + loc.hash;
}
