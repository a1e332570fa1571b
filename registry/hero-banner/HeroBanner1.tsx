import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { HeroBanner1Props } from '../../schemas/sections/home';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
// One reduced-motion hook for every rotating section.
import { useReducedMotion } from '../promotional-header/parts/useReducedMotion';
import { HeroActions } from './parts/HeroActions';
import { Illustration } from './parts/Illustration';
import { useT } from '../../src/i18n/useT';
import tones from './parts/tones.module.css';
import styles from './HeroBanner1.module.css';

/**
 * Full-width slider. The server renders the first slide; the others are in the
 * page but hidden, so switching never changes the height. Rotation runs only in
 * the browser (an effect), stops while the pointer or focus is on the slider,
 * has a pause button (WCAG 2.2.2) and does not start by itself for visitors who
 * asked for reduced motion. Prev, next and the dots work by hand at any time.
 */
export default function HeroBanner1({ label, slides, interval_seconds }: HeroBanner1Props) {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // False until the first change of slide, so the slide painted first never fades in.
  const [moved, setMoved] = useState(false);
  // null until the visitor presses pause or play: then their choice wins over the system setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dotsRef = useRef<HTMLDivElement>(null);
  const count = slides.length;
  const playing = (chosen ?? !reducedMotion) && count > 1;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      setMoved(true);
      setIndex((i) => (i + 1) % count);
    }, interval_seconds * 1000);
    return () => window.clearInterval(id);
  }, [running, interval_seconds, count]);

  const position = index % count;
  const current = slides[position] ?? slides[0];
  const go = (to: number) => {
    setMoved(true);
    setIndex(((to % count) + count) % count);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Arrow keys, Home and End move between the dots, as in a tab list.
  const onDotsKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: position + 1, ArrowLeft: position - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ((target % count) + count) % count;
    go(next);
    dotsRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <section
      aria-roledescription={t('sections.carousel')}
      aria-label={label}
      className={cx(styles.hero, current ? tones[current.tone] : undefined)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announces a slide changed by hand; silent while it rotates by itself. */}
      <div className={cx(styles.slides, moved && styles.moved)} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={`${i}|${slide.title}`}
            role="group"
            aria-roledescription={t('sections.slideRole')}
            aria-label={t('sections.slideOf', { index: i + 1, count })}
            hidden={i !== position}
            className={styles.slide}
          >
            <div className={cx('container', styles.inner, slide.illustration === 'none' && styles.noArt)}>
              <div className={styles.copy}>
                {slide.eyebrow ? <p className={styles.eyebrow}>{slide.eyebrow}</p> : null}
                <h2 className={styles.title}>{slide.title}</h2>
                {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
                <HeroActions cta={slide.cta} secondary={slide.secondary_cta} className={styles.actions} />
              </div>
              <Illustration name={slide.illustration} className={styles.art} />
            </div>
          </div>
        ))}
      </div>

      {count > 1 ? (
        <div className={cx('container', styles.controls)}>
          <button type="button" className={styles.control} aria-label={t('sections.previousSlide')} data-replay="slide" onClick={() => go(position - 1)}>
            <Icon name="chevron-right" size={18} className={styles.flip} />
          </button>
          <div ref={dotsRef} className={styles.dots} role="group" aria-label={t('sections.chooseSlide')} onKeyDown={onDotsKey}>
            {slides.map((slide, i) => (
              <button
                key={`${i}|${slide.title}`}
                type="button"
                className={styles.dot}
                aria-label={t('sections.slide', { index: i + 1, count })}
                aria-current={i === position ? 'true' : undefined}
                data-replay="slide"
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} aria-label={t('sections.nextSlide')} data-replay="slide" onClick={() => go(position + 1)}>
            <Icon name="chevron-right" size={18} />
          </button>
          <button
            type="button"
            className={cx(styles.control, styles.pause)}
            aria-label={t(playing ? 'sections.pauseSlides' : 'sections.playSlides')}
            onClick={() => setChosen(!playing)}
          >
            <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={playing ? 'M6 4h4v16H6zM14 4h4v16h-4z' : 'M7 4l13 8-13 8z'} />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
