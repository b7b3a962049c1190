/** Route paths as recorded: a share token in the path is a secret and never leaves. */
export function pagePath(pathname: string) {
  return pathname.replace(/^(\/app\/share\/board\/)[^/]+/, '$1:token');
}
