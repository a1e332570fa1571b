import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VITRINE_API_ORIGIN ?? 'http://localhost:8787';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // `npm run dev` runs our server beside Vite; the storefront calls it as in production.
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    // bench/bundle reads the manifest to find what / loads before first paint.
    manifest: true,
    assetsInlineLimit: 2048,
  },
});
