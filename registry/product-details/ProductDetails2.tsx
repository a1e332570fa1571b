import { useRef } from 'react';
import type { ProductDetails2Props } from '../../schemas/sections/product-details';
import { BuyBox } from '../../src/features/catalog/product/BuyBox';
import { GalleryStrip } from '../../src/features/catalog/product/GalleryStrip';
import { useProductContext } from '../../src/features/catalog/product/ProductContext';
import { StickyBuyBar } from '../../src/features/catalog/product/StickyBuyBar';
import { ProductInfo } from './parts/ProductInfo';
import styles from './ProductDetails2.module.css';

/**
 * Pictures first, across the full width in a scroll-snap strip; below them the
 * description and specifications beside the buy box. Suits products sold on
 * their looks (monitors, headphones, cabinets) where several pictures at once help.
 */
export default function ProductDetails2({ pictures_across, ...common }: ProductDetails2Props) {
  const { product } = useProductContext();
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.layout}>
      <GalleryStrip images={product.images} title={product.title} across={pictures_across} />
      <div className={styles.columns}>
        <BuyBox {...common} actionsRef={actionsRef} className={styles.buy} />
        <ProductInfo {...common} className={styles.info} />
      </div>
      <StickyBuyBar watch={actionsRef} />
    </div>
  );
}
