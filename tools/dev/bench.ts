import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A workspace's `npm run bench [-- name…]`: runs every `*.bench.ts` of `dir` in turn (or those
 * whose file name contains one of `filters`). Each module default-exports `async (log) => void`
 * and prints its own table; one failing bench does not hide the others. Exits when done: benches
 * may leave keep-alive sockets or timers behind.
 */
export type Bench = (log: (line: string) => void) => Promise<void>;

export async function runBenches(dir: string, filters: string[]): Promise<never> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => !filters.length || filters.some((name) => f.includes(name)))
    .sort();
  if (!files.length) {
    console.error(`no ${dir}/*.bench.ts matches ${filters.join(', ') || '(any)'}`);
    process.exit(1);
  }
  const failed: string[] = [];
  for (const file of files) {
    const name = file.replace(/\.bench\.ts$/, '');
    console.log(`\n== ${name} ==`);
    const started = performance.now();
    try {
      const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: unknown };
      if (typeof mod.default !== 'function')
        throw new Error(`${file} has no default export function`);
      await (mod.default as Bench)((line) => console.log(line));
      console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    } catch (err) {
      failed.push(name);
      console.error(`${name} failed:`, err instanceof Error ? (err.stack ?? err.message) : err);
    }
  }
  if (failed.length) console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(failed.length ? 1 : 0);
}
