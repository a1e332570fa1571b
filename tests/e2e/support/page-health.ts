import type { Page } from '@playwright/test';

/** The widths every page must fit: a small phone, a common phone, a laptop. */
export const WIDTHS = [320, 390, 1280] as const;
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 720 } as const;

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements sticking out past the right edge, widest first. */
  culprits: string[];
}

/**
 * Measures the page at the current viewport: the document must be no wider
 * than the window. When it is, names the outermost elements that stick out
 * (their parent does not), skipping what a scrolling or clipping ancestor
 * contains and fixed layers, which never widen the page.
 */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(async () => {
    // Let resize listeners (media queries in script, observers) re-render first.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const { scrollWidth } = document.documentElement;
    const { innerWidth } = window;
    if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, culprits: [] };

    const contained = (el: Element): boolean => {
      if (getComputedStyle(el).position === 'fixed') return true;
      for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.position === 'fixed' || (p !== document.body && style.overflowX !== 'visible')) return true;
      }
      return false;
    };
    const sticksOut = (el: Element | null): el is Element => el !== null && el.getBoundingClientRect().right > innerWidth + 0.5;
    const name = (el: Element): string => {
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
      const section = el.closest('[data-section]')?.getAttribute('data-section');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const box = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}>${section ? ` in section ${section}` : ''} "${text}" (${Math.round(box.width)} px wide, right edge ${Math.round(box.right)})`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && !sticksOut(el.parentElement) && !contained(el))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map(name);
    return { scrollWidth, innerWidth, culprits };
  });
}

/**
 * Checks the open page at every width of WIDTHS (resizing, not reloading),
 * then returns to `restore`. Returns one line per width where the page is
 * wider than the window, naming the widest offender.
 */
export async function overflowProblems(page: Page, label: string, restore: { width: number; height: number }): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? PHONE.height : DESKTOP.height });
    const { scrollWidth, innerWidth, culprits } = await measureOverflow(page);
    if (scrollWidth > innerWidth) {
      problems.push(`${label} at ${width} px is ${scrollWidth} px wide: ${culprits.join('; ') || 'no single element found'}`);
    }
  }
  await page.setViewportSize(restore);
  return problems;
}

/**
 * Text cut off without the design saying so: an element holding text whose
 * content is wider or taller than its box while its overflow hides the rest,
 * and which neither ends in an ellipsis nor is a line clamp; or text running
 * past the window's right edge outside a row that scrolls sideways. One line
 * per element, naming its text. For longer words (Hindi) in boxes drawn
 * around English.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    // A row that scrolls sideways (tabs, offer cards, carousels) shows the rest on a swipe: past the window is by design there.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && up.scrollWidth > up.clientWidth) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!ownText || el.closest('[aria-hidden="true"], .visually-hidden, [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const designed = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      if ((cutX || cutY) && !designed) found.push(`"${text}" is cut off (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
      else if (box.right > window.innerWidth + 1 && !inScroller(el)) found.push(`"${text}" runs past the window (right edge ${Math.round(box.right)})`);
    }
    return found;
  });
}

/**
 * Waits until React has hydrated the page: the shell, the routed page and
 * every configured section (each a lazily loaded boundary that hydrates on
 * its own, after its chunk arrives). React marks each element it owns with an
 * internal fiber key; server HTML not yet hydrated has none. Scripts load
 * after first paint, so "network idle" alone can come before this.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // Resource hints (<link>, <script>) the server renders beside the app are no part of it.
      const parts = [...document.querySelectorAll('#root > *, main > *, [data-section] > *')].filter((el) => el instanceof HTMLElement && !['LINK', 'SCRIPT', 'STYLE', 'TEMPLATE'].includes(el.tagName));
      return parts.length > 0 && parts.every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** React's hydration failures and recoverable errors, as the browser console and error events report them. */
const HYDRATION = /hydrat|did not match|react\.dev\/errors\/(418|419|422|423|425)\b|#(418|419|422|423|425)\b|recoverable/i;

/**
 * Listens for hydration warnings and errors (console messages of any level
 * and uncaught errors) from now on; `take()` returns those since the last
 * call, each with the page it came from.
 */
export function watchHydration(page: Page): { take: () => string[] } {
  let seen: string[] = [];
  const note = (text: string) => {
    if (HYDRATION.test(text)) seen.push(`${new URL(page.url()).pathname}: ${text.split('\n')[0]?.slice(0, 300) ?? ''}`);
  };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(`${error.name}: ${error.message}`));
  return {
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
