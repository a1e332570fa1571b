import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether a horizontal scroller sits at its start or its end, kept up to date
 * as it scrolls or resizes. Before the first measure (and on the server) it
 * assumes the start of a row that overflows, the common case for a rail.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: false });

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const update = () => {
      // One pixel of slack: fractional widths leave scrollLeft a hair short of the end.
      const atStart = node.scrollLeft <= 1;
      const atEnd = node.scrollLeft + node.clientWidth >= node.scrollWidth - 1;
      setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
    };
    node.addEventListener('scroll', update, { passive: true });
    // The observer's first report comes with the next frame's layout: measuring here instead would
    // force a synchronous layout of the page (and of a section the browser is still skipping) on hydration.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(node);
    else update();
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, contentKey]);

  return edges;
}
