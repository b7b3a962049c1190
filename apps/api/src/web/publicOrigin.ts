import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PublicOriginOptions {
  /** PUBLIC_URL, already validated as an http(s) origin. */
  publicUrl: string | null;
  /** The port the server listens on, for the fallback origin. */
  port: number;
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || isLoopbackAddress(hostname);
}

/**
 * The origin absolute links (share URLs, QR codes) are built from. PUBLIC_URL when set; else
 * the address the request came to only when both ends are this machine (a developer on
 * localhost or the Vite dev port); else http://localhost:PORT. The Host and X-Forwarded-Host
 * headers are the client's to write: trusting them would let anyone hand a victim a share
 * link or printed QR code pointing at their own site.
 */
export function publicOriginOf(request: FastifyRequest, opts: PublicOriginOptions): string {
  if (opts.publicUrl) return opts.publicUrl;
  const fallback = `http://localhost:${opts.port}`;
  // The socket's own peer, not request.ip, which a trusted proxy's header may have set.
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return fallback;
  let requested: URL;
  try {
    requested = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return fallback;
  }
  const plain = requested.pathname === '/' && !requested.username && !requested.password;
  return plain && isLoopbackName(requested.hostname) ? requested.origin : fallback;
}

/** Makes `app.publicOrigin(request)` available to every route. */
export function registerPublicOrigin(app: FastifyInstance, opts: PublicOriginOptions) {
  app.decorate('publicOrigin', (request: FastifyRequest) => publicOriginOf(request, opts));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin to build absolute links to this site from (see web/publicOrigin.ts). */
    publicOrigin(request: FastifyRequest): string;
  }
}
