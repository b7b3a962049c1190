import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { addressRange } from '../net/addressPolicy.ts';

export const METRICS_REFUSED =
  'Metrics are served to this machine only, or with the metrics token (METRICS_TOKEN).';

/** Headers a proxy adds: a request carrying one may come from anywhere behind it. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether a scrape may read the metrics: the right `Authorization: Bearer <METRICS_TOKEN>`, or
 * a loopback client reaching this process directly. A request relayed by a proxy on this machine
 * has a loopback socket address too, so a forwarding header takes the loopback pass away.
 */
export function metricsAllowed(
  client: { ip: string; headers: IncomingHttpHeaders },
  token: string | null,
): boolean {
  const auth = client.headers.authorization;
  if (token && typeof auth === 'string' && auth.startsWith('Bearer ')) {
    // Hashed first: equal lengths for timingSafeEqual, and the length is not leaked.
    const digest = (s: string) => createHash('sha256').update(s).digest();
    return timingSafeEqual(digest(auth.slice(7).trim()), digest(token));
  }
  if (FORWARDED.some((h) => client.headers[h] !== undefined)) return false;
  return addressRange(client.ip) === 'loopback';
}
