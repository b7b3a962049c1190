import { defineConfig } from 'vite';
import { lightAria } from './vite.lightAria.ts';
import { preactEvents } from './vite.preactEvents.ts';
import { publicBuild } from './vite.publicBase.ts';

/**
 * The landing page (`/`), built apart from the studio (vite.config.ts) into the same dist/:
 * `landing.html` and its assets, on Preact (vite.publicBase.ts). Its HTML is prerendered at
 * build (scripts/prerender.mjs runs this config in SSR mode over src/landing/prerender.tsx).
 * The studio and Storybook keep React.
 */
export default defineConfig(({ isSsrBuild }) =>
  publicBuild(isSsrBuild, {
    input: 'landing.html',
    plugins: [lightAria(), preactEvents()],
    ssrBuild: { outDir: 'node_modules/.landing-prerender' },
  }),
);
