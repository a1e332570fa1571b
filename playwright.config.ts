import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 4180);
// A fresh embedded database per run: the suite changes layouts through the admin API.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The server gets a Firebase Auth emulator of its own; specs read SMS codes from it.
const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_PORT ?? 9299);
const FIREBASE_PROJECT = 'demo-vitrine-e2e';
process.env.E2E_AUTH_EMULATOR = `127.0.0.1:${AUTH_EMULATOR_PORT}`;
process.env.E2E_FIREBASE_PROJECT = FIREBASE_PROJECT;

// scripts/e2e-shards.ts runs two of these at once: each names the files the other runs.
const skipped = (process.env.E2E_SKIP ?? '').split(',').filter(Boolean);

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: skipped.map((file) => `**/${file}`),
  // Playwright empties its output folder as a run starts: two shards sharing one deleted each other's traces mid-run.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'ci-reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // Debian's Chromium: test tools never download a browser of their own.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/with-auth-emulator.ts --port ${AUTH_EMULATOR_PORT} --project ${FIREBASE_PROJECT} -- npx tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // The emulator's cold start (up to about 15 s) comes before PGlite's first open and seed.
    timeout: 180_000,
    reuseExistingServer: false,
    // The emulator runs in a process group of its own: a SIGKILL of the server's group would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // An emulator host or a production key from the shell would make the wrapper skip the emulator the specs read.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_API_KEY: '' },
  },
});
