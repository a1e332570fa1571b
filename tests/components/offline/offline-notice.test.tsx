import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OfflineNotice } from '../../../src/features/offline/OfflineNotice';
import { forgetSeenPages } from '../../../src/lib/offline-caches';
import { restoreBrowserOnline, setBrowserOnline } from './network';

// The English words (src/i18n/locales/en-IN/notices.json), as the notice shows them outside a Hindi page.
const OFFLINE_NOTICE = 'You are offline — showing the pages you have seen. Prices and stock may have changed.';
const UNSAVED_PAGE_NOTICE = 'This page was not saved on this device, so it may not show until you are back online.';

afterEach(() => {
  restoreBrowserOnline();
  document.head.querySelector('meta[name="vitrine-offline-fallback"]')?.remove();
});

describe('the offline notice', () => {
  it('says nothing while online, speaks when the browser goes offline, and goes when it is back', () => {
    render(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    setBrowserOnline(false);
    expect(status).toHaveTextContent(OFFLINE_NOTICE);
    setBrowserOnline(true);
    expect(status).toHaveTextContent('');
  });

  it('shows at once on a page opened while offline', () => {
    setBrowserOnline(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
    expect(screen.getByRole('status')).not.toHaveTextContent(UNSAVED_PAGE_NOTICE);
  });

  it('adds that the page itself was not saved when the worker served the shell for it', () => {
    const mark = document.createElement('meta');
    mark.name = 'vitrine-offline-fallback';
    mark.content = '1';
    document.head.append(mark);
    setBrowserOnline(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(`${OFFLINE_NOTICE} ${UNSAVED_PAGE_NOTICE}`);
  });
});

describe('forgetting seen pages on sign-out', () => {
  it("deletes the pages and answers kept for offline, and keeps the shell and assets", async () => {
    const names = new Set(['vitrine-shell-abc', 'vitrine-assets-abc', 'vitrine-runtime-pages-abc', 'vitrine-runtime-api', 'another-app']);
    const storage: Pick<CacheStorage, 'keys' | 'delete'> = {
      keys: () => Promise.resolve([...names]),
      delete: (name) => Promise.resolve(names.delete(name)),
    };
    await forgetSeenPages(storage);
    expect([...names].sort()).toEqual(['another-app', 'vitrine-assets-abc', 'vitrine-shell-abc']);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(forgetSeenPages(undefined)).resolves.toBeUndefined();
  });
});
