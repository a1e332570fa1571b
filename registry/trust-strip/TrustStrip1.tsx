import { useId } from 'react';
import type { TrustStrip1Props } from '../../schemas/sections/home';
import { cx } from '../../src/ui/cx';
import { TrustIcon } from './parts/TrustIcon';
import styles from './TrustStrip1.module.css';

/** Four badges, each an icon with a line of text under its title: 2 × 2 on phones, one row on desktops. */
export default function TrustStrip1({ label, items }: TrustStrip1Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.strip}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <ul className={cx('container', styles.grid)}>
        {items.map((item) => (
          <li key={`${item.icon}|${item.title}`} className={styles.item}>
            <span className={styles.icon}>
              <TrustIcon name={item.icon} />
            </span>
            <span className={styles.words}>
              <strong className={styles.title}>{item.title}</strong>
              {item.text ? <span className={styles.text}>{item.text}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
