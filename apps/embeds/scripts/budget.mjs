#!/usr/bin/env node
// Budget of the partner widgets' script: dist/v1.js, gzipped, at most BUDGET_KB (issue #21).
// Run after `vite build` (npm run build) and by `npm run test:unit` (so `npm test`); with
// `--if-built` a missing build is reported and skipped instead of failing.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The number, and no override. */
export const BUDGET_KB = 30;

export function measure(file) {
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const file = new URL('../dist/v1.js', import.meta.url).pathname;
  if (!existsSync(file)) {
    if (process.argv.includes('--if-built')) {
      console.log('embed script budget: dist/v1.js is not built (npm run build -w @hds/embeds)');
      process.exit(0);
    }
    console.error('embed script budget: dist/v1.js is missing');
    process.exit(1);
  }
  const { raw, gzip } = measure(file);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`embed script v1.js: ${kb(raw)} KB, ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (gzip > BUDGET_KB * 1024) {
    console.error(`v1.js is over its budget: ${kb(gzip)} KB > ${BUDGET_KB} KB gzip`);
    process.exit(1);
  }
}
