import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * What runs where. Every server test file runs on PostgreSQL, the database production runs (CI's second
 * vitest run, TEST_DATABASE_URL). These files run on PGlite, the embedded demo database, too: the ones
 * whose behaviour depends on the engine. `npm test` runs every file on PGlite; CI's first run sets
 * SERVER_TESTS=engine and runs only these there (measured 2026-11-28: the server project on PGlite was
 * the run's largest part; the other files exercise the API and the SQL both engines share).
 */
export const PGLITE_ENGINE_FILES = [
  // Migrations, the seed (India's time zone in SQL, the catalogue replaced in one transaction), backups.
  'studio-migrations', 'safe-links-migration', 'seed', 'catalog-seed', 'backup-restore',
  // PGlite's own paths: its data folder, the in-process live hub, its metrics.
  'persistence', 'live-events', 'observability-metrics',
  // Search: trigram indexes (catalogue, customers), a tsvector (orders); dashboard dates in India's time.
  'catalog-search', 'customer-desk', 'order-desk', 'dashboard',
  // Transactions, row locks and races on stock, carts, orders, payments, refunds, wallets, invoice numbers, publishing.
  'cart-concurrency', 'checkout-place-order', 'orders-api', 'payments-api', 'payments-crash', 'refunds', 'refund-webhooks',
  'wallet-ledger', 'wallet-checkout', 'invoice-api', 'gift-cards-api', 'studio-publish',
  // Their issues ask for both databases.
  'campaign-pages', 'targeted-layouts', 'experiments', 'section-analytics', 'catalog-deep-pages',
].map((name) => `tests/server/${name}.test.ts`);
for (const file of PGLITE_ENGINE_FILES) if (!existsSync(file)) throw new Error(`vitest.config.ts: PGLITE_ENGINE_FILES names ${file}, which does not exist`);
const serverFiles = process.env.SERVER_TESTS === 'engine' ? PGLITE_ENGINE_FILES : ['tests/server/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two.
    // Files spend much of their time waiting on PGlite, the emulator or jsdom's start, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A file's first test waits for its lazy chunks to be transformed: seconds, with two workers on two cores.
          testTimeout: 15_000,
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: serverFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Sign-in goes through a real Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST);
          // each file's PGlite starts from a dump made once per run, each file's PostgreSQL
          // database (TEST_DATABASE_URL) from a template database made once per run.
          globalSetup: ['tests/setup/auth-emulator.global.ts', 'tests/setup/pglite-templates.global.ts', 'tests/setup/postgres-templates.global.ts'],
        },
      },
    ],
  },
});
