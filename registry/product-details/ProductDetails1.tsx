import { useRef } from 'react';
import type { ProductDetails1Props } from '../../schemas/sections/product-details';
import { cx } from '../../src/ui/cx';
import { BuyBox } from '../../src/features/catalog/product/BuyBox';
import { Gallery } from '../../src/features/catalog/product/Gallery';
import { useProductContext } from '../../src/features/catalog/product/ProductContext';
import { StickyBuyBar } from '../../src/features/catalog/product/StickyBuyBar';
import { ProductInfo } from './parts/ProductInfo';
import styles from './ProductDetails1.module.css';

/**
 * The classic product page: pictures on the left with the details under them,
 * the buy box on the right staying in view while they scroll. Phones stack
 * pictures, buy box and details, with a quick-buy bar once the buttons scroll away.
 */
export default function ProductDetails1({ sticky_buy_box, ...common }: ProductDetails1Props) {
  const { product } = useProductContext();
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.layout}>
      <div className={styles.media}>
        <Gallery images={product.images} title={product.title} />
      </div>
      <BuyBox {...common} actionsRef={actionsRef} className={cx(styles.buy, sticky_buy_box && styles.sticky)} />
      <ProductInfo {...common} className={styles.info} />
      <StickyBuyBar watch={actionsRef} />
    </div>
  );
}
