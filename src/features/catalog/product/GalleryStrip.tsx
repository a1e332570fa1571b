import { useCallback, useId, useRef, useState } from 'react';
import type { CatalogImage } from '../../../../schemas/api/catalog';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/Icon';
import { ProductImage } from '../../../ui/product/ProductImage';
import { useScrollEdges } from '../../../ui/product/useScrollEdges';
import { useActiveSlide } from './useActiveSlide';
import styles from './GalleryStrip.module.css';
import { useT } from '../../../i18n/useT';

interface Props {
  images: readonly CatalogImage[];
  title: string;
  /** Pictures side by side on desktops; phones show one and a peek of the next. */
  across: number;
}

const ACROSS_CLASS: Record<number, string | undefined> = { 2: styles.across2, 3: styles.across3, 4: styles.across4 };

/** Distance between two slides' left edges, so a step lands on a picture. */
function slideStride(strip: HTMLElement): number {
  const first = strip.firstElementChild;
  const second = first?.nextElementSibling;
  if (first instanceof HTMLElement && second instanceof HTMLElement) return second.offsetLeft - first.offsetLeft;
  return strip.clientWidth;
}

/**
 * Every picture in one full-width scroll-snap row: swiped on phones, stepped
 * one picture at a time with the previous/next buttons or scrolled with the
 * keyboard (the row is focusable) on desktops. The first picture loads at
 * once, the rest lazily.
 */
export function GalleryStrip({ images, title, across }: Props) {
  const t = useT();
  const stripId = useId();
  const stripRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const { atStart, atEnd } = useScrollEdges(stripRef, images.length);
  useActiveSlide(stripRef, images.length, useCallback((i: number) => setActive(i), []));

  const step = (direction: 1 | -1) => {
    const strip = stripRef.current;
    if (strip && typeof strip.scrollBy === 'function') strip.scrollBy({ left: direction * slideStride(strip) });
  };

  return (
    <div className={cx(styles.gallery, ACROSS_CLASS[across])}>
      <div id={stripId} ref={stripRef} className={styles.strip} tabIndex={0} role="region" aria-label={t('product.picturesOf', { title })}>
        {images.map((image, index) => (
          <div key={`${index}:${image.url}`} className={styles.slide}>
            <ProductImage image={image} priority={index === 0} className={styles.picture} sizes={`(min-width: 768px) ${Math.ceil(100 / across)}vw, 90vw`} />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className={cx(styles.nav, styles.previous)}
            aria-controls={stripId}
            aria-label={t('product.previousPicture')}
            disabled={atStart}
            onClick={() => step(-1)}
          >
            <Icon name="chevron-right" size={20} />
          </button>
          <button
            type="button"
            className={cx(styles.nav, styles.next)}
            aria-controls={stripId}
            aria-label={t('product.nextPicture')}
            disabled={atEnd}
            onClick={() => step(1)}
          >
            <Icon name="chevron-right" size={20} />
          </button>
          <p className={styles.counter} aria-hidden="true">
            {active + 1} / {images.length}
          </p>
        </>
      )}
    </div>
  );
}
