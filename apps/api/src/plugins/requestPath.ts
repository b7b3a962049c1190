import type { FastifyRequest } from 'fastify';
import { HttpError, MALFORMED_PATH } from './errors.ts';

export const API_PREFIX = '/api/';

/**
 * The request's path as the router reads it: query dropped, percent-escapes decoded, repeated
 * slashes collapsed. A malformed escape is a 400, never a path that skips a check.
 */
export function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0]!;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, MALFORMED_PATH);
  }
  return path.replace(/\/{2,}/g, '/');
}

/**
 * Whether a request is an API call. Decided on the route the router matched (its registered
 * pattern), so `/%61pi/…` or `//api/…` is an API call exactly when the router serves it as one;
 * a request that matched no route is judged by its decoded path, so it is refused before its 404.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith(API_PREFIX);
  return decodedPath(request).startsWith(API_PREFIX);
}

/** The route's pattern, or for an unmatched request its decoded path; without a trailing slash. */
export function routeKey(request: FastifyRequest): string {
  const key = request.routeOptions.url ?? decodedPath(request);
  return key.length > 1 ? key.replace(/\/$/, '') : key;
}
