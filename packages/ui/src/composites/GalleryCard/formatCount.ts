/** Counts abbreviated with K and M (spec part 2 §2 gallery): 999, 1.2K, 12K, 3.4M. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 1000) return String(Math.max(0, Math.trunc(n || 0)));
  const [value, unit] = n >= 1_000_000 ? [n / 1_000_000, 'M'] : [n / 1000, 'K'];
  // One decimal below 10 (1.2K), none above (12K); never "1000K": that is 1M.
  const rounded = value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value);
  if (unit === 'K' && rounded >= 1000) return '1M';
  return `${rounded}${unit}`;
}
