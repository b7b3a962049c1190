import { z } from 'zod';

/** Base of the home-design API (spec part 1 §7) and its paths: contract/paths.ts, free of zod. */
export { HOME_DESIGN_BASE, homeDesignPaths } from './paths.ts';

/** A query value that arrives as text: an optional positive integer. */
export const queryInt = (name: string, max = 1000) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

/** An id in a body or query: a non-empty string. */
export const idField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`);
