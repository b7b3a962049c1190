/**
 * Now, but strictly later than the last time this process handed out: rows ordered by their
 * creation time (a board's share links, whose newest is the board's share token) keep the order
 * they were made in even when two are made within one millisecond, which a fast client or
 * a script does.
 */
let last = 0;
export function monotonicNow(): Date {
  last = Math.max(Date.now(), last + 1);
  return new Date(last);
}
