import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { CatalogImage } from '../../../../schemas/api/catalog';
import { cx } from '../../../ui/cx';
import { ProductImage } from '../../../ui/product/ProductImage';
import { scrollToSlide, useActiveSlide } from './useActiveSlide';
import styles from './Gallery.module.css';
import { useT } from '../../../i18n/useT';

interface Props {
  images: readonly CatalogImage[];
  title: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The main picture with thumbnails under it. The main area is a scroll-snap
 * strip of every picture, so phones swipe through them; thumbnails pick one
 * (arrow keys move between them, Home and End jump). Only the first picture
 * loads at once, every other one and every thumbnail lazily.
 */
export function Gallery({ images, title }: Props) {
  const t = useT();
  const [active, setActive] = useState(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useActiveSlide(stripRef, images.length, useCallback((i: number) => setActive(i), []));

  const show = (index: number, focus: boolean) => {
    setActive(index);
    scrollToSlide(stripRef.current, index);
    if (focus) thumbRefs.current[index]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent) => {
    const last = images.length - 1;
    const step = STEP[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (active + step + images.length) % images.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <div className={styles.gallery}>
      <div ref={stripRef} className={styles.strip} tabIndex={0} role="region" aria-label={t('product.picturesOf', { title })}>
        {images.map((image, index) => (
          <div key={`${index}:${image.url}`} className={styles.slide}>
            <ProductImage image={image} priority={index === 0} className={styles.picture} sizes="(min-width: 1024px) 55vw, 100vw" />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <>
          <p className={styles.counter} aria-hidden="true">
            {active + 1} / {images.length}
          </p>
          <div className={styles.thumbs} role="group" aria-label={t('product.choosePicture')} onKeyDown={onThumbKey}>
            {images.map((image, index) => (
              <button
                key={`${index}:${image.url}`}
                ref={(el) => {
                  thumbRefs.current[index] = el;
                }}
                type="button"
                className={cx(styles.thumb, index === active && styles.current)}
                tabIndex={index === active ? 0 : -1}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('product.pictureOf', { index: index + 1, count: images.length, name: image.alt || title })}
                onClick={() => show(index, false)}
              >
                <ProductImage image={image} alt="" className={styles.thumbPicture} sizes="56px" />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
