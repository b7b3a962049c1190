#!/usr/bin/env node
// The public pages' server side (issue #41), after `vite build --config vite.public.config.ts`:
// builds src/publicPages/server.tsx for Node with the same config (Preact, the client build's
// vanilla-extract class names) into dist/ssr/public.mjs, which the API server loads to render
// the pages per request, and puts the pages' stylesheet inline in dist/public.html (one round
// trip less before the first paint; the server allows the <style> by its hash).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const page = join(appDir, 'dist', 'public.html');

const built = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'vite.public.config.ts',
    '--ssr',
    'src/publicPages/server.tsx',
    '--logLevel',
    'warn',
  ],
  { cwd: appDir, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

let inlined = 0;
const html = readFileSync(page, 'utf8').replace(
  /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
  (_tag, href) => {
    const css = readFileSync(join(appDir, 'dist', href), 'utf8').trim();
    inlined += css.length;
    return `<style>${css}</style>`;
  },
);
if (!inlined) throw new Error(`${page} has no stylesheet to inline`);
if (!html.includes('<!--public-->')) throw new Error(`${page} has no <!--public--> mark`);
writeFileSync(page, html);
console.log(`public pages: dist/ssr/public.mjs, ${(inlined / 1024).toFixed(1)} KB of CSS inline`);
