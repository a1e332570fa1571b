import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, pageEndpoint } from '../../../src/data/endpoints';
import LiveConfig from '../../../src/features/live/LiveConfig';

/** The browser's EventSource, driven by the test. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closedByClient = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
    this.closedByClient = true;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  /** The browser gave up (server gone, 5xx): no retry of its own. */
  giveUp() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

const HOME = pageEndpoint('home').path;
const CART = pageEndpoint('cart').path;
const THEME = endpoints.theme.path;
let fetched: Record<string, number>;

function Probe({ path }: { path: string }) {
  const { data } = useSWR(path, (key: string) => {
    fetched[key] = (fetched[key] ?? 0) + 1;
    return Promise.resolve(`${key} fetch ${fetched[key]}`);
  });
  return <p>{data ?? 'loading'}</p>;
}

function renderLive() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
      <Probe path={HOME} />
      <Probe path={CART} />
      <Probe path={THEME} />
      <LiveConfig />
    </SWRConfig>,
  );
}

async function loaded() {
  for (const path of [HOME, CART, THEME]) await screen.findByText(`${path} fetch 1`);
}

const latest = () => FakeEventSource.instances.at(-1)!;

beforeEach(() => {
  fetched = {};
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('LiveConfig', () => {
  it('resumes after the version the page was rendered with, so a publish before the stream opened is not missed', async () => {
    const meta = document.createElement('meta');
    meta.name = 'vitrine-config-version';
    meta.content = '17';
    document.head.append(meta);
    try {
      renderLive();
      await loaded();
      expect(latest().url).toMatch(/config-events\?after=17$/);
    } finally {
      meta.remove();
    }
  });

  it('opens the config events stream and refetches only the configuration a published event names', async () => {
    renderLive();
    await loaded();
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/website/config-events']);

    act(() => {
      latest().open();
      latest().emit('ready', '{"latest":6}');
      latest().emit('config', JSON.stringify({ id: 7, key: 'home', version: 3 }));
    });
    await screen.findByText(`${HOME} fetch 2`);
    expect(fetched).toEqual({ [HOME]: 2, [CART]: 1, [THEME]: 1 });
  });

  it('ignores malformed and unknown events', async () => {
    renderLive();
    await loaded();
    act(() => {
      latest().emit('config', 'not json');
      latest().emit('config', JSON.stringify({ id: 8, key: 'no-such-page', version: 1 }));
      latest().emit('config', JSON.stringify({ id: 'x', key: 'cart', version: 1 }));
      latest().emit('message', JSON.stringify({ id: 9, key: 'cart', version: 1 }));
    });
    act(() => latest().emit('config', JSON.stringify({ id: 10, key: 'theme', version: 2 })));
    await screen.findByText(`${THEME} fetch 2`);
    expect(fetched).toEqual({ [HOME]: 1, [CART]: 1, [THEME]: 2 });
  });

  it('replaces an EventSource the browser gave up on, resuming after the last version seen', async () => {
    renderLive();
    await loaded();
    const first = latest();
    act(() => {
      first.open();
      first.emit('config', JSON.stringify({ id: 41, key: 'cart', version: 5 }));
      first.giveUp();
    });
    expect(first.closedByClient).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 2500 });
    expect(latest().url).toBe('/api/website/config-events?after=41');

    // The new one keeps working.
    act(() => latest().emit('config', JSON.stringify({ id: 42, key: 'home', version: 9 })));
    await screen.findByText(`${HOME} fetch 2`);
  });

  it('leaves a browser-side reconnect (CONNECTING) to the browser', async () => {
    renderLive();
    await loaded();
    act(() => {
      latest().readyState = FakeEventSource.CONNECTING;
      latest().dispatchEvent(new Event('error'));
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().closedByClient).toBe(false);
  });

  it('refetches every configuration when the tab comes back after a long time hidden, or back online', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderLive();
    await loaded();

    const flip = (to: DocumentVisibilityState, after: number) =>
      act(() => {
        now += after;
        visibility = to;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    flip('hidden', 0);
    flip('visible', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual({ [HOME]: 1, [CART]: 1, [THEME]: 1 });

    flip('hidden', 0);
    flip('visible', 61_000);
    await waitFor(() => expect(fetched).toEqual({ [HOME]: 2, [CART]: 2, [THEME]: 2 }));

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(fetched).toEqual({ [HOME]: 3, [CART]: 3, [THEME]: 3 }));
  });

  it('stays off in the studio preview and where EventSource does not exist', async () => {
    // The preview is the storefront framed by the studio with the preview query.
    window.history.replaceState(null, '', '/?vitrine-preview=1');
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    const preview = renderLive();
    await loaded();
    expect(FakeEventSource.instances).toHaveLength(0);
    preview.unmount();
    parent.mockRestore();

    window.history.replaceState(null, '', '/');
    vi.stubGlobal('EventSource', undefined);
    fetched = {};
    renderLive();
    await loaded();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('closes the stream when unmounted', async () => {
    const view = renderLive();
    await loaded();
    view.unmount();
    expect(latest().closedByClient).toBe(true);
  });
});
