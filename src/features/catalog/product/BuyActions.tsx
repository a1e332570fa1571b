import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AddToCartButton } from '../../cart/AddToCartButton';
import { useCartActions } from '../../cart/useCartActions';
import { WishlistButton } from '../../wishlist/WishlistButton';
import { Button } from '../../../ui/Button';
import { useProductContext } from './ProductContext';
import styles from './BuyActions.module.css';

/** Where Buy now leads; the router asks a guest to sign in there. */
export const CHECKOUT_PATH = '/checkout';

/**
 * Add to cart, Buy now (adds, then goes to checkout) and the wishlist heart.
 * Out of stock, both buying buttons are disabled but the heart stays, so the
 * shopper can keep the product for later.
 */
export function BuyActions() {
  const { product, variant, qty, offer } = useProductContext();
  const { add } = useCartActions();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
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
    <div className={styles.actions}>
      {soldOut && (
        <p className={styles.soldOut}>
          {product.variants.length > 1 ? 'This option is out of stock. Pick another, or save it to your wishlist.' : 'Out of stock. Save it to your wishlist for later.'}
        </p>
      )}
      <AddToCartButton product={ref} variant={chosen} qty={qty} disabled={soldOut} block className={styles.add} />
      <Button type="button" variant="secondary" block busy={buying} disabled={soldOut} className={styles.buy} onClick={() => void buyNow()}>
        Buy now
      </Button>
      <WishlistButton productId={product.id} productTitle={product.title} className={styles.heart} />
    </div>
  );
}
