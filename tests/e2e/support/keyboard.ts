import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a path and waits until the page answers keys (hydrated, its data loaded). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Presses Tab (or Shift+Tab) until `target` (or, for a group, something in it)
 * has focus, at most `max` times: a target further away than that, or behind
 * the focus, fails the test.
 */
export async function tabTo(page: Page, target: Locator, { max = 12, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el.contains(document.activeElement))) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`${target.toString()} not reached within ${max} ${back ? 'Shift+Tab' : 'Tab'} presses; the focus is on ${focused}`);
}

/**
 * The focused element shows a focus ring: it matches :focus-visible and has
 * an outline or a box shadow, or, for a text field without a frame of its
 * own, the form drawing its frame has one (:focus-within).
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const frame = el instanceof HTMLInputElement ? el.closest('form') : null;
    return { focusVisible: el.matches(':focus-visible'), drawn: drawn(el) || (frame !== null && frame.matches(':focus-within') && drawn(frame)) };
  });
  expect(ring.focusVisible, 'matches :focus-visible').toBe(true);
  expect(ring.drawn, 'an outline or a box shadow shows the focus').toBe(true);
}

/**
 * Tab and Shift+Tab, past the number of controls in `dialog`, never take the
 * focus out of it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const controls = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus inside the dialog after ${key} × ${i + 1}`).toBe(true);
    }
  }
}
