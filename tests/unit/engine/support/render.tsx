import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { StoryProviders } from '../../../../stories/support/StoryProviders';
import { readStoryGlobals } from '../../../../stories/support/globals';

/** Renders inside the providers the stories use: the demo shop's data, a guest, a memory router. */
export function renderInShop(ui: ReactElement) {
  return render(<StoryProviders globals={readStoryGlobals({})}>{ui}</StoryProviders>);
}

/** Pattern chunks load lazily; this waits until no section shows its skeleton. */
export async function waitForPatterns(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('[data-skeleton]')).toBeNull(), { timeout: 10_000 });
}

/** The outermost section frames, in document order, as "section:pattern". */
export function frameOrder(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-section]')]
    .filter((el) => !el.parentElement?.closest('[data-section]'))
    .map((el) => `${el.dataset.section}:${el.dataset.pattern}`);
}
