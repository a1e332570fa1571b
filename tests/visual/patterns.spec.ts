import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Every (section, pattern) story of the built Storybook, shot at two widths
 * under two themes and compared with tests/visual/__screenshots__/ (see
 * playwright.visual.config.ts). The first story of each pattern is the one shot:
 * `sections-<section>--pattern-<n>`, without an example's suffix.
 */
const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';
const THEMES = ['vitrine', 'midnight'] as const;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
// The promotional header's countdown reads the clock: every run sees the same moment (a month before its default end).
const FIXED_NOW = new Date('2026-12-01T12:00:00+05:30');

interface IndexEntry {
  id: string;
  type?: string;
}
const index = JSON.parse(readFileSync(join(STORYBOOK_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const storyIds = Object.values(index.entries)
  .filter((entry) => entry.type !== 'docs' && /^sections-.+--pattern-\d+$/.test(entry.id))
  .map((entry) => entry.id)
  .sort();

/**
 * The shop's font is the system stack, which differs between machines: this
 * check alone draws every text in Inter from @fontsource/inter (latin and
 * latin-ext, the ₹ sign, in the weights the patterns use), inlined so it needs no request.
 */
function fixedFontCss(): string {
  const dir = dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'));
  const faces: string[] = [];
  for (const weight of [400, 500, 600, 700, 800]) {
    for (const style of ['normal', 'italic'] as const) {
      const css = readFileSync(join(dir, `${weight}${style === 'italic' ? '-italic' : ''}.css`), 'utf8');
      for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
        const file = /url\(\.\/files\/(inter-(latin|latin-ext)-[^)]+\.woff2)\)/.exec(block)?.[1];
        if (!file) continue;
        const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
        const data = readFileSync(join(dir, 'files', file)).toString('base64');
        faces.push(
          `@font-face{font-family:'Visual Check Inter';font-style:${style};font-weight:${weight};font-display:block;` +
            `src:url(data:font/woff2;base64,${data}) format('woff2');${range ? `unicode-range:${range};` : ''}}`,
        );
      }
    }
  }
  return faces.join('\n');
}

// The shop keeps a classic scrollbar's gutter (base.css); with scrollbars hidden here it would only be a blank strip.
const STABLE_CSS = `${fixedFontCss()}
*,*::before,*::after{font-family:'Visual Check Inter',sans-serif!important;transition:none!important;animation:none!important;caret-color:transparent!important;scroll-behavior:auto!important}
html,body{-webkit-font-smoothing:antialiased}
html{scrollbar-gutter:auto!important}`;

let openTheme: string | null = null;

/**
 * Shows a story on the shared page: the first story of a theme by loading
 * iframe.html with the theme's global; the next ones through Storybook's own
 * channel (as its sidebar does), which spares reloading the bundle for every shot.
 */
async function openStory(page: Page, id: string, theme: string): Promise<void> {
  if (openTheme !== theme) {
    await page.clock.setFixedTime(FIXED_NOW);
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`, { waitUntil: 'load' });
    await page.addStyleTag({ content: STABLE_CSS });
    openTheme = theme;
  } else {
    await page.evaluate(
      (storyId) =>
        new Promise<void>((done, fail) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, a: unknown): void; once(e: string, f: () => void): void } }).__STORYBOOK_ADDONS_CHANNEL__;
          channel.once('storyRendered', () => done());
          channel.once('storyErrored', () => fail(new Error(`story ${storyId} errored`)));
          channel.once('storyThrewException', () => fail(new Error(`story ${storyId} threw`)));
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      id,
    );
  }
  const root = page.locator('#storybook-root');
  // Rendered: this story's section wrapper (or a story's problem notice) is in, and no skeleton is left.
  await expect(root.locator('[data-section], [data-story-problem]').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('[data-skeleton]')).toHaveCount(0, { timeout: 30_000 });
  // Lazy pictures below the fold would otherwise be shot before they load.
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

// One page for the whole run: each story is a fresh navigation, but Storybook's bundle comes from the
// browser's cache instead of being fetched and compiled again for every shot (a loaded machine took 20 s a shot).
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: 'reduce', colorScheme: 'light', locale: 'en-IN', timezoneId: 'Asia/Kolkata', baseURL: `http://127.0.0.1:${process.env.VISUAL_PORT ?? 6107}` });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Theme and width outermost: the page changes them four times a run, not at every story.
for (const theme of THEMES) {
  for (const viewport of WIDTHS) {
    test.describe(`${theme} ${viewport.width}`, () => {
      for (const id of storyIds) {
        const name = id.replace(/^sections-/, '');
        test(name, async ({ sharedPage: page }) => {
          if (openTheme === theme && (page.viewportSize()?.width ?? 0) !== viewport.width) openTheme = null;
          await page.setViewportSize(viewport);
          await openStory(page, id, theme);
          await expect(page.locator('#storybook-root')).toHaveScreenshot([name, `${theme}-${viewport.width}.png`]);
        });
      }
    });
  }
}

test('the built Storybook has pattern stories to shoot', () => {
  expect(storyIds.length).toBeGreaterThan(10);
});
