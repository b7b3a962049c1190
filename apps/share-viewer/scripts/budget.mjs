#!/usr/bin/env node
// Bundle budget of the share viewer: the gzipped size of every JavaScript file it ships.
// Fails the build (and so `npm test`) when the total grows past BUDGET_KB.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The number, and no override: growth past it has to be paid for elsewhere. */
export const BUDGET_KB = 60;

/** Raw and gzip -9 sizes of the files of `dist/assets` ending in `ext`. */
export function measure(dist, ext = '.js') {
  const dir = join(dist, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .map((f) => {
      const raw = readFileSync(join(dir, f));
      return { file: f, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const dist = new URL('../dist', import.meta.url).pathname;
  const files = measure(dist);
  const kb = (n) => (n / 1024).toFixed(1);
  const total = files.reduce((s, f) => s + f.gzip, 0);
  for (const f of [...files, ...measure(dist, '.css')])
    console.log(`  ${f.file}: ${kb(f.raw)} KB, ${kb(f.gzip)} KB gzip`);
  console.log(`share viewer JS: ${kb(total)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (total > BUDGET_KB * 1024) {
    console.error(`share viewer JS is over its budget: ${kb(total)} KB > ${BUDGET_KB} KB gzip`);
    process.exit(1);
  }
}
