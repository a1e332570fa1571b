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
}

/**
 * A product picture that reserves its box from the image's own size, so the
 * page never shifts, and loads lazily unless it is above the fold.
 */
export function ProductImage({ image, priority, className, alt }: ProductImageProps) {
  return (
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
}
