import { useEffect, useState, type RefObject } from 'react';

/** The bottom tab bar covers this much of a phone's viewport; what sits under it is out of view. */
const COVERED_BOTTOM = '-64px';

/**
 * True once the element has been measured and is off screen (above or below).
 * Without IntersectionObserver it stays false, so nothing that depends on it
 * appears where it cannot be kept right.
 */
export function useOutOfView(ref: RefObject<HTMLElement | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setOut(!last.isIntersecting);
      },
      { rootMargin: `0px 0px ${COVERED_BOTTOM} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}
