import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { preactCollections } from './vite.preactCollections.ts';
import { lazyParts } from './vite.lazyParts.ts';
import { preactEvents } from './vite.preactEvents.ts';

/**
 * The public pages (issue #41: `/app/gallery`, `/gallery/{id}`, `/app/consultation` for a
 * visitor), built apart from the studio into the same dist/: `public.html`, whose markup the
 * API server renders per request from src/publicPages/server.tsx (the SSR build below, written
 * to dist/ssr/ by scripts/publicPages.mjs). Like the landing (vite.landing.config.ts) it runs
 * on Preact through its React compatibility layer; its first load is src/publicPages/boot.ts
 * alone, and the page hydrates on the visitor's first interaction.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    preactCollections(),
    preactEvents(),
    ...(isSsrBuild ? [] : [lazyParts()]),
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  ssr: { noExternal: true, resolve: { conditions: ['module', 'node', 'import', 'production'] } },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'public.mjs', codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        // The studio's and the landing's builds have written dist/ just before.
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'es2022',
        sourcemap: true,
        manifest: '.vite/public-manifest.json',
        rollupOptions: { input: 'public.html' },
        // One stylesheet, inlined into public.html by scripts/publicPages.mjs.
        cssCodeSplit: false,
        modulePreload: { polyfill: false },
      },
}));
