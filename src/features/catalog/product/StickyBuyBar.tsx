import { useId, type RefObject } from 'react';
import { AddToCartButton } from '../../cart/AddToCartButton';
import { cx } from '../../../ui/cx';
import { Price } from '../../../ui/product/Price';
import { useProductContext } from './ProductContext';
import { useOutOfView } from './useOutOfView';
import styles from './StickyBuyBar.module.css';
import { useT } from '../../../i18n/useT';

interface Props {
  /** The buy box's own buttons: the bar shows only while they are off screen. */
  watch: RefObject<HTMLElement | null>;
}

/**
 * Phones only: price and Add to cart pinned above the tab bar while the buy
 * box's buttons are scrolled away. It is sticky inside the product section, so
 * it leaves with the section, and always takes its place in the flow, so
 * showing it never moves the page; hidden, it is out of reach of focus and
 * screen readers.
 */
export function StickyBuyBar({ watch }: Props) {
  const { product, variant, qty, offer } = useProductContext();
  const shown = useOutOfView(watch);
  const reasonId = useId();
  const t = useT();
  const soldOut = offer.maxQty === 0;
  return (
    <div className={cx(styles.bar, shown && styles.shown)} aria-hidden={!shown} inert={!shown}>
      <div className={cx(styles.price, soldOut && styles.muted)}>
        <Price price={offer.price} mrp={offer.mrp} size="md" className={styles.amount} />
        {soldOut && (
          <p id={reasonId} className={styles.soldOut}>
            {t('product.outOfStock')}
          </p>
        )}
      </div>
      <AddToCartButton
        product={{ id: product.id, title: product.title }}
        variant={variant ? { id: variant.id, label: variant.label } : null}
        qty={qty}
        disabled={soldOut}
        describedBy={soldOut ? reasonId : undefined}
        className={styles.add}
      />
    </div>
  );
}
