import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Sign-in goes through a real Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST);
          // each file's PGlite starts from a dump made once per run.
          globalSetup: ['tests/setup/auth-emulator.global.ts', 'tests/setup/pglite-templates.global.ts'],
        },
      },
    ],
  },
});
