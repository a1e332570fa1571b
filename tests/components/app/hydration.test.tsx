import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { serveAndHydrate, type Hydrated } from './hydrate-app';

let page: Hydrated | null = null;

afterEach(() => {
  act(() => page?.root.unmount());
  page?.container.remove();
  page = null;
  vi.restoreAllMocks();
});

describe('server HTML and the browser’s first render agree', () => {
  it('on Page Not Found, with a last visited page in the browser’s storage', { timeout: 30_000 }, async () => {
    // React also logs the mismatch; the assertion below is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page = await serveAndHydrate('/no/such/page', { [STORAGE_KEYS.lastVisitedPage]: '/faq' });
    const main = within(page.container.querySelector('main') ?? page.container);
    expect(await main.findByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/faq');
    expect(page.recoverable).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
