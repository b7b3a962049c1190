import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FirebaseWebConfig } from '../config.ts';

/**
 * What one HTML page may load, beyond its own origin. Everything not listed is refused by the
 * browser: an injected script, a foreign stylesheet, a form posting elsewhere, a frame around it.
 */
export interface PagePolicy {
  /** Script origins besides 'self' and the reply's nonce. */
  scriptSrc: string[];
  /** fetch/XHR origins besides 'self'. */
  connectSrc: string[];
  /** Frame origins; empty means none at all. */
  frameSrc: string[];
  /** Exact text of the page's inline <style> blocks, allowed by hash. */
  inlineStyles: string[];
  /**
   * Origins allowed to frame the page; empty (the default for every page) means nobody.
   * An embeddable page lists its embedders here, and X-Frame-Options is then left out
   * because it cannot name origins.
   */
  frameAncestors: string[];
  /** 'same-origin-allow-popups' where a sign-in popup must keep its opener. */
  openerPolicy: 'same-origin' | 'same-origin-allow-popups';
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Every reply that is not a page (JSON, media, static files) is inert if a browser is ever made
 * to open it as a document: nothing loads, nothing runs, nothing frames it.
 */
export const INERT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/** Google's origins the Firebase Auth browser SDK uses for Google sign-in (redirect flow). */
const FIREBASE_AUTH = {
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  // getRedirectResult() loads gapi from here into the authDomain's iframe.
  script: ['https://apis.google.com'],
};

/** The studio: its own origin, and Google's sign-in origins only with a real Firebase project. */
export function studioPolicy(
  firebase: FirebaseWebConfig | null,
  inlineStyles: string[],
): PagePolicy {
  const real = firebase && !firebase.useAuthEmulator;
  // With the emulator the SDK's handler and iframe are proxied through this origin.
  const authDomain =
    real && /^[a-z0-9.-]+(:\d+)?$/i.test(firebase.authDomain) ? firebase.authDomain : null;
  return {
    scriptSrc: real ? FIREBASE_AUTH.script : [],
    connectSrc: real ? FIREBASE_AUTH.connect : [],
    frameSrc: ["'self'", ...(authDomain ? [`https://${authDomain}`] : [])],
    inlineStyles,
    frameAncestors: [],
    openerPolicy: 'same-origin-allow-popups',
  };
}

/** The share viewer: no Firebase, no popups, no frames; API and media on this origin only. */
export function shareViewerPolicy(inlineStyles: string[]): PagePolicy {
  return {
    scriptSrc: [],
    connectSrc: [],
    frameSrc: [],
    inlineStyles,
    frameAncestors: [],
    openerPolicy: 'same-origin',
  };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of every attribute-less inline <style> block of a page, as the browser hashes it. */
export function inlineStylesOf(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
}

/** A fresh nonce for one HTML reply (128 bits). */
export const newNonce = () => randomBytes(16).toString('base64');

/** The Content-Security-Policy of a page reply carrying `nonce`. */
export function pageCsp(policy: PagePolicy, nonce: string): string {
  const list = (sources: string[]) => (sources.length ? sources.join(' ') : "'none'");
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...policy.scriptSrc].join(' ')],
    // vanilla-extract emits stylesheets; React and Preact set style attributes through the
    // CSSOM, which CSP does not govern, so no 'unsafe-inline' is needed anywhere. The nonce is
    // for the one <style> react-aria's usePress adds, with the nonce of the page's
    // <meta property="csp-nonce">; the build's own inline styles are allowed by hash.
    ['style-src', "'self'"],
    [
      'style-src-elem',
      ["'self'", `'nonce-${nonce}'`, ...policy.inlineStyles.map(sha256)].join(' '),
    ],
    ['img-src', "'self' data: blob:"],
    ['font-src', "'self'"],
    ['connect-src', ["'self'", ...policy.connectSrc].join(' ')],
    ['frame-src', list(policy.frameSrc)],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', list(policy.frameAncestors)],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Sets a page reply's policy headers; returns the nonce its inline scripts must carry. */
export function applyPagePolicy(reply: FastifyReply, policy: PagePolicy): string {
  const nonce = newNonce();
  reply.header('Content-Security-Policy', pageCsp(policy, nonce));
  if (!policy.frameAncestors.length) reply.header('X-Frame-Options', 'DENY');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  reply.header('Cross-Origin-Opener-Policy', policy.openerPolicy);
  return nonce;
}

/**
 * Headers every reply carries, pages or not (pages add theirs with applyPagePolicy). Replies a
 * route hijacks (the emulator proxy) pass the upstream's headers as they are.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', REFERRER_POLICY);
    if (opts.hsts) reply.header('Strict-Transport-Security', HSTS);
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', INERT_CSP);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}
