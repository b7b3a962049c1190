#!/usr/bin/env node
// Prerenders the landing page into dist/landing.html: builds src/landing/prerender.tsx for
// Node with the landing's Vite config (Preact, vanilla-extract class names identical to the
// client build's), renders it once, and puts the markup where the client hydrates it.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(appDir, 'node_modules', '.landing-prerender');
const page = join(appDir, 'dist', 'landing.html');
const MARK = '<!--landing-->';

const built = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'vite.landing.config.ts',
    '--ssr',
    'src/landing/prerender.tsx',
    '--logLevel',
    'warn',
  ],
  { cwd: appDir, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

try {
  const { render } = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
  const markup = render();
  const html = readFileSync(page, 'utf8');
  if (!html.includes(MARK)) throw new Error(`${page} has no ${MARK} placeholder`);
  if (!markup.includes('<h1')) throw new Error('the prerendered landing has no heading');
  // The page's Content-Security-Policy refuses style attributes in markup (style-src 'self'):
  // each one becomes a rule of the inline stylesheet, matched by a data attribute. Scripts may
  // still set styles (through the CSSOM, which CSP does not govern), and override these.
  const attrStyles = new Map();
  const body = markup.replace(/ style="([^"]*)"/g, (_attr, value) => {
    const css = value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    if (!attrStyles.has(css)) attrStyles.set(css, attrStyles.size);
    return ` data-ssr-style="${attrStyles.get(css)}"`;
  });
  const attrCss = [...attrStyles].map(([css, n]) => `[data-ssr-style="${n}"]{${css}}`).join('');
  // The stylesheet goes inline: one round trip less before the first paint, and the page is
  // the only one using it. The server allows an inline <style> by its hash (securityHeaders.ts).
  let inlined = 0;
  const withCss = html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_tag, href) => {
      const css = readFileSync(join(appDir, 'dist', href), 'utf8').trim();
      inlined += css.length;
      return `<style>${css}${attrCss}</style>`;
    },
  );
  if (!withCss.includes(attrCss))
    throw new Error('the landing has no stylesheet to carry its style attributes');
  writeFileSync(page, withCss.replace(MARK, body));
  console.log(
    `prerendered ${page}: ${(body.length / 1024).toFixed(1)} KB of markup, ${(inlined / 1024).toFixed(1)} KB of CSS inline (${attrStyles.size} style attributes as rules)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
