import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PromoBanners2Props } from '../../schemas/sections/home';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
// The panel tones are shared with the hero, so banners and hero match for any brand colour.
import tones from '../hero-banner/parts/tones.module.css';
import { useCopyText } from './parts/useCopyText';
import { useT } from '../../src/i18n/useT';
import styles from './PromoBanners2.module.css';

/** What the status line says after each outcome of Copy; nothing before it. */
const announcements = {
  idle: null,
  copied: 'sections.codeCopied',
  selected: 'sections.codeSelected',
} as const;

/** One wide coupon banner: the offer, the code with a Copy button, and a call to action. */
export default function PromoBanners2({ title, text, code, cta, tone }: PromoBanners2Props) {
  const headingId = useId();
  const t = useT();
  const codeRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopyText();
  const announcement = announcements[state];

  const selectCode = () => {
    const node = codeRef.current;
    const selection = window.getSelection();
    if (node && selection) selection.selectAllChildren(node);
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className="container">
        <div className={cx(styles.banner, tones[tone])}>
          <div className={styles.copy}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
          <div className={styles.offer}>
            <div className={styles.coupon}>
              <span className={styles.code}>
                <span className="visually-hidden">{t('sections.couponCode')}</span>{' '}
                <code ref={codeRef}>{code}</code>
              </span>
              <button type="button" className={styles.copyButton} onClick={() => void copy(code, selectCode)}>
                <CopyGlyph done={state === 'copied'} />
                {t(state === 'copied' ? 'sections.copied' : 'sections.copy')}{' '}
                <span className="visually-hidden">{t('sections.codeName', { code })}</span>
              </button>
            </div>
            <Link to={cta.href} className={styles.cta}>
              {cta.label}
              <Icon name="chevron-right" size={16} />
            </Link>
          </div>
          <p role="status" className="visually-hidden">
            {announcement === null ? '' : t(announcement)}
          </p>
        </div>
      </div>
    </section>
  );
}

// The shared icon set has no copy or tick glyphs; these two are drawn to its 24px grid.
function CopyGlyph({ done }: { done: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={done ? 'M5 12.5l4.5 4.5L19 7.5' : 'M9 9h11v11H9zM5 15H4V4h11v1'} />
    </svg>
  );
}
