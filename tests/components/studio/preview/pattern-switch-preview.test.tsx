import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mutate } from 'swr';
import { AppProviders } from '../../../../src/app/providers/AppProviders';
import { shopRegistry } from '../../../../registry';
import { usePageLayout } from '../../../../src/data/shop-config';
import { previewOverrides } from '../../../../src/data/preview-overrides';
import { ComposedLayout } from '../../../../src/engine/ComposedLayout';
import { startPreviewReceiver } from '../../../../src/features/preview/receiver';
import { testBootstrap } from '../../app/render-app';

/*
 * The studio switches a section's pattern; the storefront in the preview frame
 * receives the draft and needs the new pattern's chunk. Until it arrives, the
 * preview keeps showing the section as it was: never the skeleton with the
 * highlight's bare name over it.
 */

// The chunk of trust-strip pattern 2 arrives only when the test says so.
const chunk = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { arrived, open: () => open() };
});
vi.mock('../../../../registry/trust-strip/TrustStrip2', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const entry = (section_name: string, config: Record<string, unknown>) => ({ section_name, visibility: 'Y', other_configration: JSON.stringify(config) });
const PUBLISHED = [entry('hero-banner', { pattern: 1 }), entry('trust-strip', { pattern: 1, label: 'Why shop with us' })];
const SWITCHED = [entry('hero-banner', { pattern: 1 }), entry('trust-strip', { pattern: 2, label: 'Shop with confidence' })];

function ComposedHome() {
  const { data } = usePageLayout('home');
  return <ComposedLayout entries={data ?? []} scope="home" />;
}

let stop: (() => void) | null = null;

beforeEach(() => {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const parent = iframe.contentWindow;
  if (!parent) throw new Error('jsdom gave the iframe no window');
  parent.postMessage = () => undefined;
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: true, message: '', data: PUBLISHED }), { status: 200 })));
});

afterEach(async () => {
  stop?.();
  stop = null;
  previewOverrides.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => mutate(() => true, undefined, { revalidate: false }));
  document.querySelectorAll('iframe').forEach((f) => f.remove());
});

describe('the preview during a pattern switch', () => {
  it('keeps the old pattern on screen until the new chunk has loaded, never a skeleton', async () => {
    render(
      <AppProviders registry={shopRegistry} bootstrap={testBootstrap({ pages: { home: PUBLISHED } })}>
        <MemoryRouter>
          <ComposedHome />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('region', { name: 'Why shop with us' })).toBeInTheDocument();
    // jsdom lays nothing out: give the trust strip a box, so the outline can be drawn over it.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const inStrip = this.closest('[data-scope="home"][data-index="1"]') !== null;
      return DOMRect.fromRect(inStrip ? { x: 0, y: 300, width: 800, height: 120 } : { x: 0, y: 0, width: 0, height: 0 });
    });
    Element.prototype.scrollIntoView = () => undefined;
    stop = startPreviewReceiver(window);
    const parent = window.parent;
    // The studio has the trust strip selected: its outline and name are drawn over it.
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrine:preview-highlight', key: 'home', index: 1, label: 'Why shop with us' }, origin: window.location.origin, source: parent })));

    // Every section of the first render in place, so any skeleton from here on is the switch's (a busy machine loads chunks late).
    await waitFor(() => expect(document.querySelector('[data-skeleton]')).toBeNull());
    const skeletons: Element[] = [];
    const watcher = new MutationObserver(() => skeletons.push(...document.querySelectorAll('[data-skeleton]')));
    watcher.observe(document.body, { childList: true, subtree: true });

    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrine:preview-draft', key: 'home', document: SWITCHED }, origin: window.location.origin, source: parent })));
    // Long enough for the draft to be applied and rendered, while the chunk is still on its way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('region', { name: 'Why shop with us' })).toBeInTheDocument();
    expect(document.querySelector('[data-section="trust-strip"]')).toHaveAttribute('data-pattern', '1');
    expect(document.querySelector('[data-skeleton]')).toBeNull();
    // The outline keeps naming the section as the studio does, over the section (never over an empty box).
    expect(document.querySelector('[data-preview-highlight]')?.textContent).toBe('Why shop with us');

    chunk.open();
    expect(await screen.findByRole('region', { name: 'Shop with confidence' })).toBeInTheDocument();
    expect(document.querySelector('[data-section="trust-strip"]')).toHaveAttribute('data-pattern', '2');
    expect(screen.queryByRole('region', { name: 'Why shop with us' })).not.toBeInTheDocument();
    watcher.disconnect();
    expect(skeletons).toEqual([]);
  });
});
