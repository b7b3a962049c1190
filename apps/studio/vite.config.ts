import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { bootScreen } from './vite.bootScreen.ts';
import { lazyParts } from './vite.lazyParts.ts';

const api = process.env.HDS_API_ORIGIN ?? 'http://127.0.0.1:8080';
const proxied = [
  '/api',
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
];

export default defineConfig({
  // The shell's account menu and mobile drawer load after the first screen (vite.lazyParts.ts);
  // index.html paints a spinner before any script has run (vite.bootScreen.ts).
  plugins: [react(), vanillaExtractPlugin(), lazyParts(['Drawer', 'Menu']), bootScreen()],
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  // The manifest maps each route's page module to its chunks: scripts/routeBudget.mjs sums what
  // a route's first load fetches.
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  // `npm run dev -w @hds/studio` talks to a running API server (npm start) for data and auth.
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
