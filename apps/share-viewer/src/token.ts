/** The share token of `/app/share/board/{token}` (a trailing slash is tolerated), else null. */
export function tokenFromPath(pathname: string): string | null {
  const match = /^\/app\/share\/board\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  return match ? match[1]! : null;
}
