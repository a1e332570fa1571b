// npm run test:visual [-- --update] [other Playwright options]: builds Storybook, then runs the visual check
// (playwright.visual.config.ts). --update refreshes the baselines (Playwright's --update-snapshots).
// VISUAL_SKIP_BUILD=1 shoots the storybook-static already built (CI's Storybook step builds it first).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const run = (command, list) => {
  const result = spawnSync(command, list, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.env.VISUAL_SKIP_BUILD && !process.env.VISUAL_STORYBOOK_DIR) run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']);
run('npx', ['playwright', 'test', '-c', 'playwright.visual.config.ts', ...args]);
