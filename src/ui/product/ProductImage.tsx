import type { CatalogImage } from '../../../schemas/api/catalog';
import { cx } from '../cx';
import styles from './ProductImage.module.css';

interface ProductImageProps {
  image: CatalogImage;
  /** Above the fold (the first row, the detail page's main picture): load at once. */
  priority?: boolean;
  className?: string;
  /** Overrides the image's own alt text, e.g. '' when a caption already names it. */
  alt?: string;
  /** How wide the picture shows, for an uploaded photo's srcset; the default suits a card in a grid. */
  sizes?: string;
}

const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw';

/**
 * A product picture that reserves its box from the image's own size, so the
 * page never shifts, and loads lazily unless it is above the fold. A picture
 * with sources (an uploaded photo's AVIF and WebP, a drawn picture's WebP, at
 * several widths) becomes a <picture>, so the browser takes the best format
 * and the width the layout needs.
 */
export function ProductImage({ image, priority, className, alt, sizes = CARD_SIZES }: ProductImageProps) {
  const img = (
    <img
      className={cx(styles.image, className)}
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!image.sources?.length) return img;
  return (
    // display: contents: the <img> stays the box every layout around it sizes, as it is without sources.
    <picture className={styles.picture}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
