import { SECTION_BEACON_EVENTS, type SectionEvent, type SectionEventType } from '../../../schemas/api/section-analytics';
import { trackingRefused } from './privacy';
import { identityKey, SECTION_SELECTOR, sectionIdentityOf } from './section-identity';
import { sendBatch } from './send-batch';

/*
 * The storefront's section reporter, loaded as a chunk of its own when the
 * browser is idle after hydration (SectionReporting.tsx). A section is seen
 * (one impression per page view) once one of its elements has been at least
 * half visible for a second; a click on a link or button inside it is a
 * click, and one on an add-to-cart control (data-action="add-to-cart") is
 * also an add to cart. Events wait in a queue sent every few seconds, when
 * it holds a beacon's worth, and when the page is hidden or left.
 */

/** How long a section must stay half visible to count as seen. */
export const DWELL_MS = 1000;
export const FLUSH_EVERY_MS = 5000;
const VISIBLE_SHARE = 0.5;
/**
 * Every 5 % up to half: an element more than twice the viewport's height is
 * never half visible, so filling half the viewport counts for it instead,
 * which these steps let the observer notice while it scrolls by.
 */
const THRESHOLDS = Array.from({ length: 11 }, (_, i) => i * 0.05);
/** A click through is a click on something that does something; text and gaps are not. */
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [data-action]';
const ADD_TO_CART = '[data-action="add-to-cart"]';

export interface SectionReporter {
  /** Sends what is queued now. */
  flush(): void;
  /** Stops observing and sends what is queued. */
  stop(): void;
}

interface Watched {
  /** The section's wrapper: display: contents has no box, so its element children are what is observed. */
  wrapper: Element;
  timer: ReturnType<typeof setTimeout> | null;
}

function halfVisible(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VISIBLE_SHARE) return true;
  const root = entry.rootBounds;
  return root !== null && root.height > 0 && entry.intersectionRect.height >= root.height * VISIBLE_SHARE;
}

function createReporter(doc: Document): SectionReporter {
  const watched = new Map<Element, Watched>();
  /** Sections counted in this page view. */
  const seen = new Set<string>();
  let page = location.pathname;
  const queue: SectionEvent[] = [];

  const flush = () => {
    while (queue.length > 0) sendBatch(queue.splice(0, SECTION_BEACON_EVENTS));
  };

  const record = (type: SectionEventType, wrapper: Element): string | null => {
    const id = sectionIdentityOf(wrapper);
    if (!id) return null;
    queue.push({ ...id, type, at: Date.now() });
    if (queue.length >= SECTION_BEACON_EVENTS) flush();
    return identityKey(id);
  };

  const cancel = (w: Watched) => {
    if (w.timer === null) return;
    clearTimeout(w.timer);
    w.timer = null;
  };

  const onIntersect: IntersectionObserverCallback = (entries) => {
    for (const entry of entries) {
      const w = watched.get(entry.target);
      if (!w) continue;
      // A hidden tab's page still "intersects": nobody is looking at it.
      if (!halfVisible(entry) || doc.visibilityState === 'hidden') {
        cancel(w);
        continue;
      }
      if (w.timer !== null) continue;
      w.timer = setTimeout(() => {
        w.timer = null;
        dwelled(w);
      }, DWELL_MS);
    }
  };
  const io = new IntersectionObserver(onIntersect, { threshold: THRESHOLDS });

  /** Observing again makes the observer report each element afresh: what is on screen starts its dwell again. */
  const reobserveAll = () => {
    for (const [element, w] of watched) {
      cancel(w);
      io.unobserve(element);
      io.observe(element);
    }
  };

  /**
   * A client navigation is a new page view: the shell's sections, still on
   * screen, are seen again. A path is a page; a query change (a listing's
   * filters) is the same page. True when the page changed just now.
   */
  const notePageView = (): boolean => {
    if (location.pathname === page) return false;
    page = location.pathname;
    seen.clear();
    reobserveAll();
    return true;
  };

  const dwelled = (w: Watched) => {
    // A dwell that straddled a navigation belongs to no page; observing again has started a new one.
    if (notePageView() || !w.wrapper.isConnected) return;
    const id = sectionIdentityOf(w.wrapper);
    if (!id || seen.has(identityKey(id))) return;
    const key = record('impression', w.wrapper);
    if (key) seen.add(key);
  };

  const watch = (element: Element, wrapper: Element) => {
    if (watched.has(element)) return;
    watched.set(element, { wrapper, timer: null });
    io.observe(element);
  };

  /** Sections in or around a node that appeared: a page rendered by navigation, a skeleton replaced by its pattern. */
  const adopt = (node: Element) => {
    const parent = node.parentElement;
    if (parent?.matches(SECTION_SELECTOR)) watch(node, parent);
    const wrappers = node.matches(SECTION_SELECTOR) ? [node, ...node.querySelectorAll(SECTION_SELECTOR)] : node.querySelectorAll(SECTION_SELECTOR);
    for (const wrapper of wrappers) for (const child of wrapper.children) watch(child, wrapper);
  };

  const forgetDetached = () => {
    for (const [element, w] of watched) {
      if (element.isConnected) continue;
      cancel(w);
      io.unobserve(element);
      watched.delete(element);
    }
  };

  const mo = new MutationObserver((records) => {
    notePageView();
    let removed = false;
    for (const r of records) {
      if (r.removedNodes.length > 0) removed = true;
      for (const node of r.addedNodes) if (node instanceof Element) adopt(node);
    }
    if (removed) forgetDetached();
  });

  // Capture phase: a pattern that stops propagation still counts, and a link is counted before it navigates.
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const wrapper = target.closest(SECTION_SELECTOR);
    const control = target.closest(INTERACTIVE);
    if (!wrapper || !control || !wrapper.contains(control)) return;
    notePageView();
    record('click', wrapper);
    const cart = target.closest(ADD_TO_CART);
    if (cart && wrapper.contains(cart)) record('add_to_cart', wrapper);
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      for (const w of watched.values()) cancel(w);
      flush();
    } else {
      reobserveAll();
    }
  };
  const onPopState = () => void notePageView();

  adopt(doc.body);
  mo.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  window.addEventListener('popstate', onPopState);
  const interval = setInterval(flush, FLUSH_EVERY_MS);

  return {
    flush,
    stop() {
      clearInterval(interval);
      mo.disconnect();
      io.disconnect();
      for (const w of watched.values()) cancel(w);
      watched.clear();
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('popstate', onPopState);
      flush();
    },
  };
}

let running: SectionReporter | null = null;

/**
 * Starts reporting this page's sections, once per page (a second call gets
 * the running reporter); null when the shopper asked not to be tracked or
 * the browser lacks the observers.
 */
export function startSectionReporting(): SectionReporter | null {
  if (running) return running;
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return null;
  if (trackingRefused(navigator)) return null;
  const reporter = createReporter(document);
  running = {
    flush: reporter.flush,
    stop() {
      running = null;
      reporter.stop();
    },
  };
  return running;
}
