import { useEffect, type RefObject } from 'react';

/**
 * Reports which slide of a scroll-snap strip is in view as the shopper swipes
 * or scrolls it, so thumbnails and counters follow. Without
 * IntersectionObserver (old browsers, tests) the strip simply does not report.
 */
export function useActiveSlide(stripRef: RefObject<HTMLElement | null>, count: number, onActive: (index: number) => void): void {
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || typeof IntersectionObserver === 'undefined') return;
    const slides = [...strip.children];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = slides.indexOf(entry.target);
          if (index >= 0) onActive(index);
        }
      },
      { root: strip, threshold: 0.6 },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [stripRef, count, onActive]);
}

/**
 * Scrolls a strip (positioned, so slides' offsetLeft is measured from it) to
 * put slide `index` at its start; the CSS scroll-behavior makes it smooth
 * unless the shopper prefers reduced motion.
 */
export function scrollToSlide(strip: HTMLElement | null, index: number): void {
  const slide = strip?.children[index];
  if (!strip || !(slide instanceof HTMLElement) || typeof strip.scrollTo !== 'function') return;
  strip.scrollTo({ left: slide.offsetLeft });
}
