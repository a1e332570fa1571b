import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AddToCartButton } from '../../cart/AddToCartButton';
import { useCartActions } from '../../cart/useCartActions';
import { WishlistButton } from '../../wishlist/WishlistButton';
import { NotifyMe } from '../../stock-alerts/NotifyMe';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { useProductContext } from './ProductContext';
import styles from './BuyActions.module.css';
import { useT } from '../../../i18n/useT';
import type { MessageKey } from '../../../i18n/messages';

/** Where Buy now leads; the router asks a guest to sign in there. */
export const CHECKOUT_PATH = '/checkout';

/** Why the chosen option cannot be bought, and what the shopper can do instead. */
export function soldOutMessage(otherOptionInStock: boolean): MessageKey {
  return otherOptionInStock ? 'product.soldOutPickAnother' : 'product.soldOutSaveForLater';
}

/**
 * Add to cart, Buy now (adds, then goes to checkout) and the wishlist heart.
 * Out of stock, Add to cart stays in place, disabled, with the reason read
 * along with it, and Buy now is not offered at all (its place is free for a
 * back-in-stock alert); the heart stays, so the shopper can keep the product
 * for later.
 */
export function BuyActions() {
  const { product, variant, qty, offer } = useProductContext();
  const { add } = useCartActions();
  const navigate = useNavigate();
  const t = useT();
  const [buying, setBuying] = useState(false);
  const reasonId = useId();
  const soldOut = offer.maxQty === 0;
  const ref = { id: product.id, title: product.title };
  const chosen = variant ? { id: variant.id, label: variant.label } : null;

  const buyNow = async () => {
    setBuying(true);
    const added = await add({ product: ref, variant: chosen, qty });
    setBuying(false);
    if (added) navigate(CHECKOUT_PATH);
  };

  return (
    <div className={cx(styles.actions, soldOut && styles.soldOutActions)}>
      {soldOut && (
        <p id={reasonId} className={styles.soldOut}>
          {t(soldOutMessage(product.variants.some((v) => v.stock > 0)))}
        </p>
      )}
      <AddToCartButton product={ref} variant={chosen} qty={qty} disabled={soldOut} describedBy={soldOut ? reasonId : undefined} block className={styles.add} />
      {!soldOut && (
        <Button type="button" variant="secondary" block busy={buying} replay="buy-now" className={styles.buy} onClick={() => void buyNow()}>
          {t('product.buyNow')}
        </Button>
      )}
      <WishlistButton productId={product.id} productTitle={product.title} className={styles.heart} />
      {soldOut && <NotifyMe productId={product.id} variantId={variant?.id ?? null} />}
    </div>
  );
}
