import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PromoBanners1Props } from '../../schemas/sections/home';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
// The panel tones are shared with the hero, so banners and hero match for any brand colour.
import tones from '../hero-banner/parts/tones.module.css';
import styles from './PromoBanners1.module.css';

/**
 * Two or three offer cards side by side on desktops; on phones a row that
 * scrolls sideways and snaps card by card. The whole card is the link's target,
 * the link itself is the call to action, so each card is one tab stop.
 */
export default function PromoBanners1({ label, cards }: PromoBanners1Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className="container">
        <h2 id={headingId} className="visually-hidden">
          {label}
        </h2>
        <ul className={cx(styles.row, cards.length === 2 && styles.two)}>
          {cards.map((card) => (
            <li key={`${card.cta.href}|${card.title}`} className={cx(styles.card, tones[card.tone])}>
              <div className={styles.head}>
                <h3 className={styles.title}>{card.title}</h3>
                {card.icon !== 'none' ? (
                  <span className={styles.icon}>
                    <Icon name={card.icon} size={22} />
                  </span>
                ) : null}
              </div>
              {card.text ? <p className={styles.text}>{card.text}</p> : null}
              <Link to={card.cta.href} className={styles.cta}>
                {card.cta.label}
                <Icon name="chevron-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
