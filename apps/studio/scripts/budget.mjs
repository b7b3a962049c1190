#!/usr/bin/env node
// The first-load budget of `/`: the gzipped size of the JavaScript the landing page's HTML
// loads before anything else happens — its entry script plus every module it preloads. Chunks
// loaded later (Firebase Auth on sign-in, the studio under /app) are not part of it.
// Runs after the build (`npm run build -w @hds/studio`, and so inside `npm test`); fails above
// BUDGET_KB and prints the figure either way.
// Usage: node scripts/budget.mjs [dist] [page.html]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The number (#19), and no override: growth past it has to be paid for elsewhere. */
export const BUDGET_KB = 85;

/** The same-origin URLs a page's HTML makes the browser fetch at once, by kind. */
export function initialAssets(html) {
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script'))
      js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  return { js: [...js], css: [...css] };
}

/** Raw and gzip -9 sizes of the files behind `urls` (site-absolute paths into `dist`). */
export function sizes(dist, urls) {
  return urls.map((url) => {
    const raw = readFileSync(join(dist, url.split('?')[0]));
    return { file: url, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
}

/** The figures of one page of the build. */
export function measurePage(dist, page) {
  const html = readFileSync(join(dist, page), 'utf8');
  const { js, css } = initialAssets(html);
  const jsFiles = sizes(dist, js);
  const cssFiles = sizes(dist, css);
  const htmlRaw = Buffer.byteLength(html);
  return {
    js: jsFiles,
    css: cssFiles,
    jsGzip: jsFiles.reduce((s, f) => s + f.gzip, 0),
    cssGzip: cssFiles.reduce((s, f) => s + f.gzip, 0),
    html: { raw: htmlRaw, gzip: gzipSync(html, { level: 9 }).length },
  };
}

export const kb = (n) => (n / 1024).toFixed(1);

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  // The landing build writes the page `/` is served from; an older build only has index.html.
  const page =
    process.argv[3] ?? (existsSync(join(dist, 'landing.html')) ? 'landing.html' : 'index.html');
  const m = measurePage(dist, page);
  for (const f of [...m.js, ...m.css])
    console.log(`  ${f.file}: ${kb(f.raw)} KB, ${kb(f.gzip)} KB gzip`);
  console.log(`  ${page}: ${kb(m.html.raw)} KB, ${kb(m.html.gzip)} KB gzip`);
  console.log(
    `first-load JavaScript of /: ${kb(m.jsGzip)} KB gzip in ${m.js.length} file(s) (budget ${BUDGET_KB} KB); CSS ${kb(m.cssGzip)} KB gzip`,
  );
  if (m.jsGzip > BUDGET_KB * 1024) {
    console.error(
      `the first load of / is over its budget: ${kb(m.jsGzip)} KB > ${BUDGET_KB} KB gzip of JavaScript`,
    );
    process.exit(1);
  }
}
