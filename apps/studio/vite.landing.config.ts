import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { preactCollections } from './vite.preactCollections.ts';
import { lazyParts } from './vite.lazyParts.ts';
import { lightAria } from './vite.lightAria.ts';

/**
 * The landing page (`/`), built apart from the studio (vite.config.ts) into the same dist/:
 * `landing.html` and its assets. It runs on Preact through its React compatibility layer —
 * the design system's components at a sixth of React DOM's weight — and its HTML is
 * prerendered at build (scripts/prerender.mjs runs this config in SSR mode over
 * src/landing/prerender.tsx). The studio and Storybook keep React.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    preactCollections(),
    lightAria(),
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
  // Bundled whole for the prerender, so the aliases above apply inside dependencies too; ES
  // module builds first, so Preact is one instance (a CommonJS twin would lose its hooks).
  ssr: { noExternal: true, resolve: { conditions: ['module', 'node', 'import', 'production'] } },
  build: isSsrBuild
    ? {
        outDir: 'node_modules/.landing-prerender',
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        // The studio's build (vite.config.ts) has written dist/ just before.
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'es2022',
        sourcemap: true,
        rollupOptions: { input: 'landing.html' },
        // One stylesheet (inlined by the prerender), the split-off parts' rules included: their
        // prerendered markup is styled before their code arrives.
        cssCodeSplit: false,
        // ES2022 module chunks: no preload polyfill.
        modulePreload: { polyfill: false },
      },
}));
