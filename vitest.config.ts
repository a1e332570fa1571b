import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The jsdom test files, split by whether they replace modules. A file that
 * calls vi.mock or vi.doMock needs a module registry of its own: in a shared
 * one, a module an earlier file imported is already loaded and the mock never
 * applies (measured 2026-11-29: the checkout pay bar's Razorpay mock and the
 * preview's TrustStrip2 mock both missed). Every other file shares its
 * worker's jsdom and registry, which saves jsdom's start and the shop's
 * imports per file (161 files: 383 s all isolated, 160 s split so).
 */
const ROOTS = ['tests/unit', 'tests/components', 'tests/stories'];
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES = /\bvi\.(?:do)?[mM]ock\(/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

function unitTestFiles(): { shared: string[]; isolated: string[] } {
  const files = ROOTS.flatMap(walk).sort();
  const isolated = files.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));
  return { shared: files.filter((file) => !isolated.includes(file)), isolated };
}

const unitFiles = unitTestFiles();
const unit = {
  environment: 'jsdom',
  // A file's first test waits for its lazy chunks to be transformed: seconds, with two workers on two cores.
  testTimeout: 15_000,
  setupFiles: ['tests/setup/jsdom.ts'],
};
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
          ...unit,
          name: 'unit',
          include: unitFiles.shared,
          // One jsdom and one module registry per worker, reset between files by tests/setup/jsdom.ts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-mocks', include: unitFiles.isolated },
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
