/**
 * jsdom has no IntersectionObserver: this one records what is observed and
 * lets a test say how much of an element is on screen, as the browser's
 * callback would.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `ratio` of the element visible (0: off screen); `covers`, the share of a viewport of 800 px it fills. */
  report(element: Element, ratio: number, covers = ratio): void {
    if (!this.observed.has(element)) return;
    const viewport = rect(800);
    const entry: IntersectionObserverEntry = {
      target: element,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: rect(0),
      intersectionRect: rect(800 * covers),
      rootBounds: viewport,
      time: 0,
    };
    this.callback([entry], this.asObserver());
  }

  private asObserver(): IntersectionObserver {
    return this;
  }
}

function rect(height: number): DOMRectReadOnly {
  return { x: 0, y: 0, width: 390, height, top: 0, left: 0, right: 390, bottom: height, toJSON: () => ({}) };
}

/** The one observer the reporter made. */
export function observer(): FakeIntersectionObserver {
  const last = FakeIntersectionObserver.instances.at(-1);
  if (!last) throw new Error('no IntersectionObserver was created');
  return last;
}
