import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/*
 * @playwright/test with one addition every spec gets: a test fails when any
 * page it opened broke the shop's Content-Security-Policy. The pages report
 * each `securitypolicyviolation` event (also kept in window.__cspViolations),
 * and the browser's own console lines about the policy are collected beside
 * them (a violation in a page without JavaScript, a policy it could not read).
 * Specs import { test, expect, … } from here instead of '@playwright/test'.
 */
export * from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const REPORT_BINDING = '__vitrineReportCspViolation';
const ABOUT_POLICY = /content[- ]security[- ]policy/i;

/*
 * Playwright evaluates its own helpers (waitForFunction, axe) from strings;
 * Chromium lets it, but a race can still show one as an 'eval' violation with
 * no script of the page behind it (no source file). Those are the test tool's,
 * not the shop's, and are left out below.
 */

async function watchContext(context: BrowserContext, seen: string[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ page }, line: unknown) => {
    seen.push(`${page.url()}: ${String(line)}`);
  });
  await context.addInitScript((binding: string) => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI === 'eval' && event.sourceFile === '') return;
      const line = `${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}${event.sample ? ` "${event.sample}"` : ''}`;
      window.__cspViolations?.push(line);
      const report: unknown = Reflect.get(window, binding);
      if (typeof report === 'function') void report(line);
    });
  }, REPORT_BINDING);
  context.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (!ABOUT_POLICY.test(text)) return;
    if (/unsafe-eval/.test(text) && message.location().url === '') return;
    seen.push(`${message.page()?.url() ?? '(no page)'}: console ${message.type()}: ${text.split('\n')[0]?.slice(0, 400) ?? ''}`);
  });
}

export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context, browser }, runTest) => {
      const seen: string[] = [];
      await watchContext(context, seen);
      // Contexts a test makes itself (two shoppers at once) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        await watchContext(made, seen);
        return made;
      };
      try {
        await runTest(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
