import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The layout studio is a build of its own (studio.html → dist/studio/, served
 * at /studio): it shares no chunk and no stylesheet with the shop, so nothing
 * the merchandiser's tool needs ever reaches a shopper, and the shop's chunking
 * (vite.config.ts) is planned for the shop alone. Run after the shop's build,
 * which empties dist/.
 */
export default defineConfig({
  plugins: [react()],
  base: '/studio/',
  // The shop's public/ (service workers, robots.txt) is served from dist/ already.
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/studio',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: 'studio.html' },
  },
});
