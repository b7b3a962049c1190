import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Served by the API server under /share-viewer/ (assets) and /app/share/board/{token} (page).
export default defineConfig({
  base: '/share-viewer/',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', target: 'es2022' },
});
