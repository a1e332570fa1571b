import { useId, type RefObject } from 'react';
import type { ProductDetailsCommonProps } from '../../../../schemas/sections/product-details';
import { cx } from '../../../ui/cx';
import { Rating } from '../../../ui/product/Rating';
import { DeliveryLines, TrustLine } from './Assurances';
import { BuyActions } from './BuyActions';
import { PriceBlock } from './PriceBlock';
import { useProductContext } from './ProductContext';
import { QuantityPicker } from './QuantityPicker';
import { StockLine } from './StockLine';
import { VariantPicker } from './VariantPicker';
import styles from './BuyBox.module.css';
import { useT } from '../../../i18n/useT';

interface Props extends Pick<ProductDetailsCommonProps, 'emi_months' | 'delivery_lines' | 'assurances'> {
  /** Set on the buttons' row, so the phone's quick-buy bar knows when they are off screen. */
  actionsRef?: RefObject<HTMLDivElement | null>;
  className?: string;
}

/** Everything needed to decide and buy: price, stock, options, quantity, buttons and promises. */
export function BuyBox({ emi_months, delivery_lines, assurances, actionsRef, className }: Props) {
  const { product } = useProductContext();
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className={cx(styles.box, className)}>
      <h2 id={headingId} className="visually-hidden">
        {t('product.buyingOptions')}
      </h2>
      <div className={styles.meta}>
        <p className={styles.brand}>{product.brand}</p>
        <Rating average={product.rating_average} count={product.rating_count} />
      </div>
      <PriceBlock emiMonths={emi_months} />
      <StockLine />
      <VariantPicker />
      <QuantityPicker />
      <div ref={actionsRef}>
        <BuyActions />
      </div>
      <DeliveryLines lines={delivery_lines} />
      <TrustLine assurances={assurances} />
    </section>
  );
}
