import { defineConfig } from 'vite';
import { preactEvents } from './vite.preactEvents.ts';
import { publicBuild } from './vite.publicBase.ts';

/**
 * The public pages (issue #41: `/app/gallery`, `/gallery/{id}`, `/app/consultation` for a
 * visitor), built apart from the studio into the same dist/: `public.html`, whose markup the
 * API server renders per request from src/publicPages/server.tsx (the SSR build below, written
 * to dist/ssr/ by scripts/publicPages.mjs). Like the landing it runs on Preact
 * (vite.publicBase.ts); its first load is src/publicPages/boot.ts alone, and the page hydrates
 * on the visitor's first interaction.
 */
export default defineConfig(({ isSsrBuild }) =>
  publicBuild(isSsrBuild, {
    input: 'public.html',
    plugins: [preactEvents()],
    manifest: '.vite/public-manifest.json',
    ssrBuild: {
      outDir: 'dist/ssr',
      rollupOptions: { output: { entryFileNames: 'public.mjs', codeSplitting: false } },
    },
  }),
);
