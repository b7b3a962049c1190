#!/usr/bin/env node
// Precompresses a build's text files (JS, CSS, SVG, JSON, text) next to themselves, as
// `file.br` (brotli, quality 11) and `file.gz` (gzip -9), so the server sends them compressed
// without spending CPU per request (apps/api/src/web/static.ts picks the variant the browser
// accepts). HTML pages are left out: the server injects a nonce into them per reply and
// compresses that reply itself.
// Usage in an app's build: `hds-compress dist [more dirs…]` (the bin of @hds/dev).
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

export function compressDir(dir) {
  let raw = 0;
  let br = 0;
  let count = 0;
  for (const file of files(dir)) {
    const data = readFileSync(file);
    const size = statSync(file).size;
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(data, { level: 9 });
    // A variant only where it saves bytes (tiny files can grow).
    if (brotli.length < size) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < size) writeFileSync(`${file}.gz`, gzip);
    raw += size;
    br += Math.min(brotli.length, size);
    count++;
  }
  return { count, raw, br };
}

// Run through the bin's symlink in node_modules/.bin, hence the real path.
const isMain =
  !!process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('usage: hds-compress <dir> [dir…]');
    process.exit(2);
  }
  for (const dir of dirs) {
    const { count, raw, br } = compressDir(dir);
    console.log(
      `precompressed ${count} files of ${dir}: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
    );
  }
}
