import type { FastifyInstance } from 'fastify';

/** A registered route: its method and its URL pattern as Fastify stores it. */
export interface Route {
  method: string;
  url: string;
  /** Exempt from the CSRF check by its own config (`config: { csrfExempt: true }`). */
  csrfExempt?: boolean;
}

export const routeKey = (r: Route) => `${r.method} ${r.url}`;

/** Every route the app registered (HEAD aside: Fastify adds one per GET), each once. */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const seen = new Set<string>();
  return app.routeTable.filter((r) => {
    if (r.method === 'HEAD' || seen.has(routeKey(r))) return false;
    seen.add(routeKey(r));
    return true;
  });
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app's own JSON API (the rest is the web apps, media and the identity proxy). */
export const isApi = (url: string) => url.startsWith('/api/');

/** The named parameters of a URL pattern (`:id`, `:token`…) and whether it ends in a wildcard. */
export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** A URL pattern with its parameters filled in; `*` becomes `rest`. */
export function fill(url: string, values: Record<string, string>, rest = 'x'): string {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? `:${name}`).replace('*', rest);
}
