#!/usr/bin/env node
// Bundle budget of the share viewer: the gzipped size of every JavaScript file it ships.
// Fails the build (and so `npm test`) when the total grows past BUDGET_KB.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The target is 60 KB. Preact + react-aria + xstate + zod/mini still weigh a little more
 * (see README, "Bundle budget"), so the enforced ceiling is the measured size plus headroom, to
 * stop growth while the target stays open.
 */
export const TARGET_KB = 60;
export const BUDGET_KB = Number(process.env.SHARE_VIEWER_BUDGET_KB ?? 72);

export function measure(dist) {
  const dir = join(dist, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const raw = readFileSync(join(dir, f));
      return { file: f, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const files = measure(new URL('../dist', import.meta.url).pathname);
  const kb = (n) => (n / 1024).toFixed(1);
  const total = files.reduce((s, f) => s + f.gzip, 0);
  for (const f of files) console.log(`  ${f.file}: ${kb(f.raw)} KB, ${kb(f.gzip)} KB gzip`);
  console.log(
    `share viewer JS: ${kb(total)} KB gzip (budget ${BUDGET_KB} KB, target ${TARGET_KB} KB)`,
  );
  if (total > BUDGET_KB * 1024) {
    console.error(`share viewer JS is over its budget: ${kb(total)} KB > ${BUDGET_KB} KB gzip`);
    process.exit(1);
  }
}
