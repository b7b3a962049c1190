/*
 * Limits and messages of the contract, free of zod (see paths.ts): the browser's first load
 * takes them without the schemas.
 */

/**
 * Product analytics on the project's own endpoint (spec part 1 §9: events are queued up to 20
 * or 3000 ms; a session ends after 1800 s without activity; the visitor id lives 365 days).
 */
export const ANALYTICS_LIMITS = {
  maxBatch: 20,
  flushIntervalMs: 3000,
  sessionIdleMs: 1800 * 1000,
  anonymousIdTtlMs: 365 * 24 * 3600 * 1000,
  maxEventName: 64,
  maxProperties: 30,
  maxPropertyKey: 64,
  maxStringValue: 500,
  maxPath: 2048,
  /** Per request; also under the 64 KiB a keepalive fetch may carry on page hide. */
  maxBodyBytes: 32 * 1024,
} as const;

export const GUEST_MONTHLY_LIMIT = 10;
export const FREE_MONTHLY_LIMIT = 100;

export const PROJECT_TITLE_REQUIRED = 'Project title is required';

/** Spec part 2 §9: page size 20. */
export const GALLERY_PAGE_SIZE = 20;
