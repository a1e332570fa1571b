import { useEffect, useRef, useState } from 'react';
import type { TrustStrip2Props } from '../../schemas/sections/home';
import { TrustIcon } from './parts/TrustIcon';
import styles from './TrustStrip2.module.css';

/**
 * One compact line of badges between hairline dividers. The second line of
 * each badge joins the title on wide screens; on narrow phones the line
 * scrolls sideways, and then takes keyboard focus so it can be scrolled
 * without a pointer.
 */
export default function TrustStrip2({ label, items }: TrustStrip2Props) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const measure = () => {
      const node = scrollerRef.current;
      if (node) setOverflows(node.scrollWidth > node.clientWidth + 1);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [items]);

  return (
    <section aria-label={label} className={styles.strip}>
      <div ref={scrollerRef} className={styles.scroller} tabIndex={overflows ? 0 : undefined}>
        <ul className={styles.line}>
          {items.map((item) => (
            <li key={`${item.icon}|${item.title}`} className={styles.item}>
              <TrustIcon name={item.icon} size={18} />
              <strong className={styles.title}>{item.title}</strong>
              {item.text ? <span className={styles.text}>{item.text}</span> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
