import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PromotionalHeader2Props } from '../../schemas/sections/promotional-header';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
import { PromoBar } from './parts/PromoBar';
import { useReducedMotion } from './parts/useReducedMotion';
import styles from './PromotionalHeader2.module.css';
import { useT } from '../../src/i18n/useT';

/**
 * Rotating offers. It stops while the pointer or focus is on it, has a pause
 * button (WCAG 2.2.2), and does not start by itself for visitors who asked for
 * reduced motion; "Next" lets anyone step through by hand.
 */
export default function PromotionalHeader2({ messages, interval_seconds, tone }: PromotionalHeader2Props) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const t = useT();
  // null until the visitor presses pause or play: then their choice wins over the system setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = messages.length;
  const playing = (chosen ?? !reducedMotion) && count > 1;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), interval_seconds * 1000);
    return () => window.clearInterval(id);
  }, [running, interval_seconds, count]);

  const position = index % count;
  const current = messages[position];
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <PromoBar
      tone={tone}
      label={t('promo.offers')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={cx('container', styles.inner)}>
        <div className={styles.viewport} aria-live="polite" aria-atomic="true">
          {current ? (
            <p key={position} className={styles.message}>
              {current.href ? <Link to={current.href}>{current.text}</Link> : current.text}
            </p>
          ) : null}
        </div>
        {count > 1 ? (
          <div className={styles.controls}>
            <button type="button" className={styles.control} aria-label={t('promo.nextOffer')} onClick={() => setIndex((position + 1) % count)}>
              <Icon name="chevron-right" size={16} />
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={playing ? t('promo.pauseOffers') : t('promo.playOffers')}
              onClick={() => setChosen(!playing)}
            >
              {playing ? <PauseGlyph /> : <PlayGlyph />}
            </button>
          </div>
        ) : null}
      </div>
    </PromoBar>
  );
}

// The shared icon set has no media glyphs; these two are drawn to its 24px grid.
function PauseGlyph() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7 4l13 8-13 8z" />
    </svg>
  );
}
