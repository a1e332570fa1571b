import { useState } from 'react';
import type { WishlistItem } from '../../../schemas/api/wishlist';
import { useWishlistView } from '../../../src/features/wishlist/WishlistContext';
import { Button, ButtonLink } from '../../../src/ui/Button';
import { productHref } from '../../../src/ui/product/links';
import { useT } from '../../../src/i18n/useT';

interface Props {
  item: WishlistItem;
  label: string;
  /** Stay on the wishlist after adding. */
  keep: boolean;
  className?: string;
}

/**
 * Puts a saved product in the cart. A product with variants needs a choice
 * first, so it links to its page; one out of stock cannot be added.
 */
export function CartButton({ item, label, keep, className }: Props) {
  const { addToCart } = useWishlistView();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { product } = item;

  if (!product.in_stock) {
    return (
      <Button type="button" variant="secondary" className={className} disabled>
        {t('wishlist.outOfStock')}
      </Button>
    );
  }
  if (product.has_variants) {
    return (
      <ButtonLink to={productHref(product)} variant="secondary" className={className}>
        {t('wishlist.chooseOptions')}<span className="visually-hidden">: {product.title}</span>
      </ButtonLink>
    );
  }
  const onClick = async () => {
    setBusy(true);
    await addToCart(item, { keep });
    setBusy(false);
  };
  return (
    <Button type="button" data-action="add-to-cart" className={className} busy={busy} onClick={() => void onClick()}>
      {label}
      <span className="visually-hidden">: {product.title}</span>
    </Button>
  );
}
