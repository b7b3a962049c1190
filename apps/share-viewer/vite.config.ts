import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { bootScreen } from './bootScreen.ts';

/**
 * Served by the API server under /share-viewer/ (assets) and /app/share/board/{token} (page).
 * The page runs on Preact through its React compatibility layer: the same design-system
 * component at a sixth of React DOM's weight, part of what keeps the viewer under its 60 KB
 * budget (see README). Storybook and the studio keep React.
 */
export default defineConfig({
  base: '/share-viewer/',
  plugins: [react(), vanillaExtractPlugin(), bootScreen()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  // One ES2022 module chunk: nothing to preload, so no polyfill for it.
  build: { outDir: 'dist', target: 'es2022', modulePreload: { polyfill: false } },
});
