import { waitFor } from '@testing-library/react';
import { diagnostics } from '../../../src/engine/diagnostics';

/**
 * The pass condition of a pattern story: its frame is on the page, its chunk
 * has loaded, it shows something, and no section failed while rendering.
 */
export async function expectPatternRendered(container: HTMLElement, section: string, pattern: number): Promise<HTMLElement> {
  const selector = `[data-section="${section}"][data-pattern="${pattern}"]`;
  const frame = await waitFor(
    () => {
      const el = container.querySelector<HTMLElement>(selector);
      if (!el) throw new Error(`no ${selector} on the page`);
      if (el.querySelector('[data-skeleton]')) throw new Error(`${selector} still shows its skeleton`);
      return el;
    },
    { timeout: 10_000 },
  );
  const errors = diagnostics.all().filter((d) => d.reason === 'render-error');
  if (errors.length > 0) throw new Error(`render errors: ${errors.map((d) => `${d.section_name} ${d.pattern}: ${d.message}`).join('; ')}`);
  const hasContent = (frame.textContent ?? '').trim().length > 0 || frame.querySelector('img, svg') !== null;
  if (!hasContent) throw new Error(`${selector} rendered nothing`);
  return frame;
}
