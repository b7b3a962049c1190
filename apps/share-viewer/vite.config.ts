import { defineConfig } from 'vite';

// Served by the API server under /share-viewer/ (assets) and /app/share/board/{token} (page).
export default defineConfig({
  base: '/share-viewer/',
  build: { outDir: 'dist', target: 'es2022' },
});
