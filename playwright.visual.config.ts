import { defineConfig } from '@playwright/test';

/**
 * The visual check (issue 20 §3): every (section, pattern) story of the built
 * Storybook, at 390 and 1280 px, under the 'vitrine' and 'midnight' themes, in
 * Debian Chromium, compared with the baselines in tests/visual/__screenshots__/.
 * `npm run test:visual` builds Storybook and runs it; `-- --update` refreshes the baselines.
 */
const PORT = Number(process.env.VISUAL_PORT ?? 6107);
// A copy of the built Storybook can be shot instead (the failure proof edits one).
const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';

export default defineConfig({
  testDir: 'tests/visual',
  // A difference keeps expected, actual and diff images here (CI keeps the folder as an artifact).
  outputDir: 'test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'ci-reports/visual.json' }]] : 'list',
  expect: {
    timeout: 15_000,
    // Exact pixels: the font, clock and motion are fixed, so any change is a real one.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0, threshold: 0.1 },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Debian's Chromium: test tools never download a browser of their own.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
        // Same text rendering on every machine: no LCD subpixel text, no hinting differences from the host's fontconfig.
        '--disable-lcd-text', '--font-render-hinting=none', '--force-color-profile=srgb', '--hide-scrollbars',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: `node tests/visual/serve.mjs ${STORYBOOK_DIR} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
