import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mutate } from 'swr';
import { AppProviders } from '../../../src/app/providers/AppProviders';
import { shopRegistry } from '../../../registry';
import { usePageLayout, useThemeConfig } from '../../../src/data/shop-config';
import { pageEndpoint } from '../../../src/data/endpoints';
import { previewOverrides } from '../../../src/data/preview-overrides';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { startPreviewReceiver } from '../../../src/features/preview/receiver';
import { isPreviewFrame, PREVIEW_PARAM } from '../../../src/features/preview/in-preview';
import { PREVIEW_QUERY } from '../../../schemas/api/studio';
import { testBootstrap } from '../app/render-app';

const entry = (section_name: string, pattern = 1) => ({ section_name, visibility: 'Y', other_configration: JSON.stringify({ pattern }) });
const PUBLISHED = [entry('hero-banner'), entry('trust-strip')];
const DRAFT = [entry('trust-strip', 2), entry('promo-banners'), entry('brand-strip')];
const HOME_PATH = pageEndpoint('home').path;

/** Shows what the home layout hook holds, as a shopper's page would read it. */
function HomeSections() {
  const { data } = usePageLayout('home');
  const { brand_name } = useThemeConfig();
  return (
    <>
      <p>{brand_name}</p>
      <ol aria-label="Home sections">
        {(data ?? []).map((e, i) => (
          <li key={i}>{e.section_name}</li>
        ))}
      </ol>
    </>
  );
}

function ComposedHome() {
  const { data } = usePageLayout('home');
  return <ComposedLayout entries={data ?? []} scope="home" />;
}

// The app's own providers, with the default SWR cache: the receiver writes to it through the global mutate.
function renderShop(ui: React.ReactNode) {
  return render(
    <AppProviders registry={shopRegistry} bootstrap={testBootstrap({ pages: { home: PUBLISHED } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

const sectionNames = () => screen.getAllByRole('listitem').map((li) => li.textContent);

let parent: Window;
let stranger: Window;
let parentPosts: unknown[][];
let fetchMock: ReturnType<typeof vi.fn>;
let stop: (() => void) | null = null;

function frameWindow(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  if (!iframe.contentWindow) throw new Error('jsdom gave the iframe no window');
  return iframe.contentWindow;
}

function send(data: unknown, { origin = window.location.origin, source = parent }: { origin?: string; source?: Window } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeEach(() => {
  parent = frameWindow();
  stranger = frameWindow();
  parentPosts = [];
  parent.postMessage = (...args: unknown[]) => void parentPosts.push(args);
  // The storefront framed by the studio: its parent is another window.
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
  // The published copy is what the API would answer; a draft must survive a refetch.
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: true, message: '', data: PUBLISHED }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  stop?.();
  stop = null;
  previewOverrides.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The default SWR cache outlives a test; empty it so each starts from the published copy.
  await act(() => mutate(() => true, undefined, { revalidate: false }));
  document.querySelectorAll('iframe').forEach((f) => f.remove());
});

describe('preview receiver', () => {
  it('tells the parent it is ready, on this origin only, and shows a non-interactive Preview badge', () => {
    stop = startPreviewReceiver(window);
    expect(parentPosts).toEqual([[{ type: 'vitrine:preview-ready' }, window.location.origin]]);
    const badge = screen.getByText('Preview');
    expect(badge.style.pointerEvents).toBe('none');
  });

  it('replaces the home layout with a draft from the parent, and keeps it when SWR revalidates', async () => {
    renderShop(<HomeSections />);
    await waitFor(() => expect(sectionNames()).toEqual(['hero-banner', 'trust-strip']));
    stop = startPreviewReceiver(window);

    send({ type: 'vitrine:preview-draft', key: 'home', document: DRAFT });
    await waitFor(() => expect(sectionNames()).toEqual(['trust-strip', 'promo-banners', 'brand-strip']));

    // A revalidation (live update, focus, remount) asks the fetcher again: the draft wins over the API.
    fetchMock.mockClear();
    await act(() => mutate(HOME_PATH));
    expect(sectionNames()).toEqual(['trust-strip', 'promo-banners', 'brand-strip']);
  });

  it('applies a theme draft with the theme schema', async () => {
    renderShop(<HomeSections />);
    expect(await screen.findByText('Test Electronics')).toBeInTheDocument();
    stop = startPreviewReceiver(window);
    send({ type: 'vitrine:preview-draft', key: 'theme', document: { brand_name: 'Draft Brand', theme_color: '#aa0000', favicon: '/media/favicon.svg' } });
    expect(await screen.findByText('Draft Brand')).toBeInTheDocument();
  });

  it('ignores drafts from another origin or another window', async () => {
    renderShop(<HomeSections />);
    await waitFor(() => expect(sectionNames()).toEqual(['hero-banner', 'trust-strip']));
    stop = startPreviewReceiver(window);

    send({ type: 'vitrine:preview-draft', key: 'home', document: DRAFT }, { origin: 'https://evil.example' });
    send({ type: 'vitrine:preview-draft', key: 'home', document: DRAFT }, { source: stranger });
    await new Promise((r) => setTimeout(r, 50));
    expect(sectionNames()).toEqual(['hero-banner', 'trust-strip']);
    expect(previewOverrides.has(HOME_PATH)).toBe(false);
  });

  it('ignores malformed messages and drafts the storefront could not read', async () => {
    renderShop(<HomeSections />);
    await waitFor(() => expect(sectionNames()).toEqual(['hero-banner', 'trust-strip']));
    stop = startPreviewReceiver(window);

    send('vitrine:preview-draft');
    send({ type: 'vitrine:preview-draft', key: 'nowhere', document: DRAFT });
    send({ type: 'vitrine:preview-draft', key: 'home', document: [{ section_name: 'hero-banner' }] });
    await new Promise((r) => setTimeout(r, 50));
    expect(sectionNames()).toEqual(['hero-banner', 'trust-strip']);
    expect(previewOverrides.has(HOME_PATH)).toBe(false);
  });

  it('outlines the selected section with its name, and scrolls to it once', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = this.closest('[data-scope="home"]')?.getAttribute('data-index');
      if (index === '1') return DOMRect.fromRect({ x: 10, y: 300, width: 800, height: 120 });
      if (index === '0') return DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 280 });
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    renderShop(<ComposedHome />);
    await waitFor(() => expect(document.querySelector('[data-scope="home"][data-index="1"]')).not.toBeNull());
    stop = startPreviewReceiver(window);

    send({ type: 'vitrine:preview-highlight', key: 'home', index: 1 });
    const overlay = document.querySelector<HTMLElement>('[data-preview-highlight]');
    expect(overlay).not.toBeNull();
    expect(overlay?.style.display).toBe('block');
    expect(overlay?.style.pointerEvents).toBe('none');
    expect([overlay?.style.top, overlay?.style.left, overlay?.style.width, overlay?.style.height]).toEqual(['300px', '10px', '800px', '120px']);
    expect(overlay?.textContent).toBe('trust-strip');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });

    // The same selection again (e.g. after a draft) does not scroll the page a second time.
    send({ type: 'vitrine:preview-highlight', key: 'home', index: 1 });
    expect(scrolled).toHaveBeenCalledTimes(1);

    send({ type: 'vitrine:preview-highlight', key: 'home', index: 0 });
    expect(overlay?.style.top).toBe('0px');
    expect(overlay?.textContent).toBe('hero-banner');

    send({ type: 'vitrine:preview-highlight', key: null, index: null });
    expect(overlay?.style.display).toBe('none');
  });
});

describe('preview gate', () => {
  it('uses the contract query name and needs both the query and a parent frame', () => {
    expect(PREVIEW_PARAM).toBe(PREVIEW_QUERY);
    window.history.replaceState(null, '', '/?vitrine-preview=1');
    expect(isPreviewFrame(window)).toBe(true);
    vi.spyOn(window, 'parent', 'get').mockReturnValue(window);
    expect(isPreviewFrame(window)).toBe(false);
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    window.history.replaceState(null, '', '/');
    expect(isPreviewFrame(window)).toBe(false);
  });

  it("knows the frame by its name after a full-page navigation dropped the query", () => {
    window.history.replaceState(null, '', '/products');
    window.name = PREVIEW_PARAM;
    try {
      expect(isPreviewFrame(window)).toBe(true);
      vi.spyOn(window, 'parent', 'get').mockReturnValue(window);
      expect(isPreviewFrame(window)).toBe(false);
    } finally {
      window.name = '';
    }
  });
});
