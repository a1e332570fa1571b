import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { sectionEventBatchSchema, type SectionEvent } from '../../../schemas/api/section-analytics';
import { SECTION_EVENTS_URL } from '../../../src/features/section-analytics/send-batch';
import { DWELL_MS, FLUSH_EVERY_MS, startSectionReporting, type SectionReporter } from '../../../src/features/section-analytics/start-reporting';
import { FakeIntersectionObserver, observer } from './fake-observer';

/*
 * The storefront's section reporter in jsdom: a fake IntersectionObserver
 * says what is on screen, fake timers stand for the second of dwell and the
 * flush interval, and navigator.sendBeacon is a spy whose batches are read
 * back with the server's own schema.
 */

const NOW = new Date('2026-11-25T10:00:00+05:30');
let beacons: SectionEvent[][];
let reporter: SectionReporter | null;

/** A section as SectionFrame renders it: a display: contents wrapper around the pattern's elements. */
function section(attrs: { scope?: string; index: number; name: string; pattern?: number; variant?: string }, children = 1): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.style.display = 'contents';
  wrapper.dataset.section = attrs.name;
  wrapper.dataset.pattern = String(attrs.pattern ?? 1);
  wrapper.dataset.scope = attrs.scope ?? 'home';
  wrapper.dataset.index = String(attrs.index);
  if (attrs.variant !== undefined) wrapper.dataset.variant = attrs.variant;
  for (let i = 0; i < children; i += 1) {
    const child = document.createElement('section');
    child.innerHTML = `<h2>Heading ${i}</h2><p>Some text</p><a href="/p/${i}">See it</a><button type="button" data-action="add-to-cart">Add to cart</button>`;
    wrapper.append(child);
  }
  document.body.append(wrapper);
  return wrapper;
}

const child = (wrapper: Element, i = 0): Element => {
  const found = wrapper.children[i];
  if (!found) throw new Error(`no child ${i}`);
  return found;
};

const sent = (): SectionEvent[] => beacons.flat();
const types = (): string[] => sent().map((e) => e.type);

/** MutationObserver callbacks run as microtasks. */
const mutationsDelivered = () => Promise.resolve();

// jsdom does not navigate: a clicked link would only log that it cannot.
const stayOnPage = (event: Event) => event.preventDefault();

function setNavigator(key: string, value: unknown): void {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  beacons = [];
  setNavigator(
    'sendBeacon',
    vi.fn((url: string, body: string) => {
      expect(url).toBe(SECTION_EVENTS_URL);
      beacons.push(sectionEventBatchSchema.parse(JSON.parse(body)).events);
      return true;
    }),
  );
  setNavigator('globalPrivacyControl', undefined);
  setNavigator('doNotTrack', null);
  history.replaceState(null, '', '/');
  document.addEventListener('click', stayOnPage);
  reporter = null;
});

afterEach(() => {
  reporter?.stop();
  document.removeEventListener('click', stayOnPage);
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function start(): SectionReporter {
  const started = startSectionReporting();
  if (!started) throw new Error('the reporter did not start');
  reporter = started;
  return started;
}

describe('impressions', () => {
  it('counts a section once half of one of its elements has been visible for a second', () => {
    const hero = section({ index: 0, name: 'hero-banner', pattern: 2 }, 2);
    const r = start();
    // display: contents has no box: the wrapper's children are what is observed.
    expect([...observer().observed]).toEqual([child(hero, 0), child(hero, 1)]);

    observer().report(child(hero, 1), 0.6);
    vi.advanceTimersByTime(DWELL_MS - 1);
    r.flush();
    expect(sent()).toEqual([]);
    vi.advanceTimersByTime(1);
    r.flush();
    expect(sent()).toEqual([{ type: 'impression', scope: 'home', index: 0, section: 'hero-banner', pattern: 2, variant: '', at: NOW.getTime() + DWELL_MS }]);
  });

  it('reads the experiment variant when the wrapper has one', () => {
    const hero = section({ index: 3, name: 'hero-banner', variant: 'b', scope: 'page:diwali-sale' });
    const r = start();
    observer().report(child(hero), 1);
    vi.advanceTimersByTime(DWELL_MS);
    r.flush();
    expect(sent()).toMatchObject([{ type: 'impression', scope: 'page:diwali-sale', index: 3, variant: 'b' }]);
  });

  it('does not count less than half, nor a second broken by scrolling away', () => {
    const hero = section({ index: 0, name: 'hero-banner' });
    const r = start();
    observer().report(child(hero), 0.45);
    vi.advanceTimersByTime(DWELL_MS * 3);
    observer().report(child(hero), 0.8);
    vi.advanceTimersByTime(DWELL_MS / 2);
    observer().report(child(hero), 0);
    vi.advanceTimersByTime(DWELL_MS);
    observer().report(child(hero), 0.8);
    vi.advanceTimersByTime(DWELL_MS - 1);
    r.flush();
    expect(sent()).toEqual([]);
  });

  it('counts an element too tall to be half visible once it fills half the screen', () => {
    const grid = section({ index: 1, name: 'product-listing' });
    const r = start();
    observer().report(child(grid), 0.2, 0.4);
    vi.advanceTimersByTime(DWELL_MS);
    r.flush();
    expect(sent()).toEqual([]);
    observer().report(child(grid), 0.3, 0.6);
    vi.advanceTimersByTime(DWELL_MS);
    r.flush();
    expect(types()).toEqual(['impression']);
  });

  it('counts each section once per page view, and again after a client navigation', async () => {
    const header = section({ scope: 'shell', index: 0, name: 'header' }, 2);
    const r = start();
    observer().report(child(header, 0), 1);
    vi.advanceTimersByTime(DWELL_MS);
    observer().report(child(header, 0), 0);
    observer().report(child(header, 0), 1);
    observer().report(child(header, 1), 1);
    vi.advanceTimersByTime(DWELL_MS * 5);
    r.flush();
    expect(types()).toEqual(['impression']);

    // The router changes the URL, then renders the new page's sections; the header stays.
    history.pushState(null, '', '/products');
    const listing = section({ scope: 'products', index: 0, name: 'product-listing' });
    await mutationsDelivered();
    expect(observer().observed.has(child(listing))).toBe(true);
    observer().report(child(header, 0), 1);
    observer().report(child(listing), 1);
    vi.advanceTimersByTime(DWELL_MS);
    r.flush();
    expect(sent().map((e) => `${e.type} ${e.scope} ${e.section}`)).toEqual(['impression shell header', 'impression shell header', 'impression products product-listing']);
  });

  it('follows sections added later and a skeleton replaced by its pattern', async () => {
    const r = start();
    const later = section({ index: 2, name: 'product-carousel' });
    await mutationsDelivered();
    const skeleton = child(later);
    const pattern = document.createElement('div');
    skeleton.replaceWith(pattern);
    await mutationsDelivered();
    expect(observer().observed.has(pattern)).toBe(true);
    expect(observer().observed.has(skeleton)).toBe(false);
    observer().report(pattern, 0.5);
    vi.advanceTimersByTime(DWELL_MS);
    r.flush();
    expect(sent()).toMatchObject([{ type: 'impression', index: 2, section: 'product-carousel' }]);
  });

  it('does not count a hidden tab, and ignores wrappers whose data the server would refuse', () => {
    const hero = section({ index: 0, name: 'hero-banner' });
    const odd = section({ index: 900, name: 'hero-banner' });
    const r = start();
    observer().report(child(odd), 1);
    vi.advanceTimersByTime(DWELL_MS);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      observer().report(child(hero), 1);
      vi.advanceTimersByTime(DWELL_MS);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    r.flush();
    expect(sent()).toEqual([]);
  });
});

describe('clicks', () => {
  const click = (element: Element | null) => {
    if (!element) throw new Error('nothing to click');
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };

  it('counts a click on a link or button in a section, and an add to cart as both', () => {
    const carousel = section({ index: 4, name: 'product-carousel', pattern: 3 });
    const r = start();
    click(carousel.querySelector('a'));
    click(carousel.querySelector('[data-action="add-to-cart"]'));
    r.flush();
    expect(sent()).toEqual([
      { type: 'click', scope: 'home', index: 4, section: 'product-carousel', pattern: 3, variant: '', at: NOW.getTime() },
      { type: 'click', scope: 'home', index: 4, section: 'product-carousel', pattern: 3, variant: '', at: NOW.getTime() },
      { type: 'add_to_cart', scope: 'home', index: 4, section: 'product-carousel', pattern: 3, variant: '', at: NOW.getTime() },
    ]);
  });

  it('counts a click inside the add-to-cart control, even when the pattern stops it', () => {
    const carousel = section({ index: 4, name: 'product-carousel' });
    const button = carousel.querySelector('[data-action="add-to-cart"]');
    const icon = document.createElement('svg');
    button?.append(icon);
    button?.addEventListener('click', (event) => event.stopPropagation());
    const r = start();
    click(icon);
    r.flush();
    expect(types()).toEqual(['click', 'add_to_cart']);
  });

  it('ignores clicks on text and outside every section', () => {
    const carousel = section({ index: 4, name: 'product-carousel' });
    const outside = document.createElement('button');
    document.body.append(outside);
    const r = start();
    click(carousel.querySelector('p'));
    click(outside);
    r.flush();
    expect(sent()).toEqual([]);
  });
});

describe('sending', () => {
  it('sends every 5 s, at 20 events, and when the page is hidden or left', () => {
    const carousel = section({ index: 0, name: 'product-carousel' });
    const link = carousel.querySelector('a');
    if (!link) throw new Error('no link');
    start();
    for (let i = 0; i < 19; i += 1) link.click();
    expect(beacons).toHaveLength(0);
    link.click();
    expect(beacons.map((b) => b.length)).toEqual([20]);

    link.click();
    vi.advanceTimersByTime(FLUSH_EVERY_MS - 1);
    expect(beacons).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(beacons.map((b) => b.length)).toEqual([20, 1]);

    link.click();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((b) => b.length)).toEqual([20, 1, 1]);

    link.click();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(beacons.map((b) => b.length)).toEqual([20, 1, 1, 1]);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    setNavigator('sendBeacon', () => false);
    const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    const carousel = section({ index: 0, name: 'product-carousel' });
    const r = start();
    carousel.querySelector('a')?.click();
    r.flush();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = z.tuple([z.string(), z.object({ keepalive: z.boolean(), body: z.string() })]).parse(fetchSpy.mock.calls[0]);
    expect(url).toBe(SECTION_EVENTS_URL);
    expect(init.keepalive).toBe(true);
    expect(sectionEventBatchSchema.parse(JSON.parse(init.body)).events).toMatchObject([{ type: 'click' }]);
  });

  it('starts once per page', () => {
    expect(start()).toBe(startSectionReporting());
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });
});

describe('shoppers who ask not to be tracked', () => {
  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ])('with %s nothing starts and nothing is sent', (_name, key, value) => {
    setNavigator(key, value);
    const carousel = section({ index: 0, name: 'product-carousel' });
    expect(startSectionReporting()).toBeNull();
    carousel.querySelector('a')?.click();
    vi.advanceTimersByTime(FLUSH_EVERY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(beacons).toEqual([]);
  });
});
