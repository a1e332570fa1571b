import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { messageCatalogues } from './src/i18n/vite-plugin';

const apiTarget = process.env.VITRINE_API_ORIGIN ?? 'http://localhost:8787';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [messageCatalogues(), react()],
  server: {
    port: 5173,
    // `npm run dev` runs our server beside Vite; the storefront calls it as in production.
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  ssr: {
    // The server bundle carries its own production React, whatever NODE_ENV the server runs with.
    noExternal: true,
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: 'es2022',
    // bench/bundle reads the manifest to find what / loads at startup.
    manifest: !isSsrBuild,
    assetsInlineLimit: 2048,
    // The server-rendered page needs the CSS of every section it shows before
    // any script runs; one small cached stylesheet (7 KB gzip) does that.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Modules the startup entry shares with lazy pages would each become a tiny chunk
            // (session, storage, the account schema, useHydrated…): one request and one gzip
            // stream for all of them costs less than five.
            { name: 'startup-shared', test: /src\/(state|lib)\/|src\/app\/useHydrated|schemas\/api\/account|react\/jsx-runtime|react\/cjs\/react-jsx-runtime/ },
          ],
        },
      },
    },
  },
}));
