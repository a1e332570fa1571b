import { useState } from 'react';
import { useHydrated } from '../../app/useHydrated';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { useWishlist } from './useWishlist';
import { useWishlistActions } from './useWishlistActions';
import styles from './WishlistButton.module.css';

interface Props {
  productId: number;
  productTitle: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The heart: saves or unsaves a product for a signed-in shopper (shown at
 * once, undone if the server refuses); a guest is asked to sign in first.
 */
export function WishlistButton({ productId, productTitle, size = 'md', className }: Props) {
  const { has } = useWishlist();
  const { add, remove } = useWishlistActions();
  const [busy, setBusy] = useState(false);
  // Server-rendered, it does nothing until hydrated: disabled until then, so an early tap is not swallowed.
  const hydrated = useHydrated();
  const saved = has(productId);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    await (saved ? remove(productId) : add(productId));
    setBusy(false);
  };

  return (
    <button
      type="button"
      className={cx(styles.heart, styles[size], saved && styles.saved, className)}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      disabled={!hydrated}
      aria-label={saved ? `Remove ${productTitle} from wishlist` : `Add ${productTitle} to wishlist`}
      onClick={() => void onClick()}
    >
      <Icon name="heart" size={size === 'sm' ? 18 : 22} />
    </button>
  );
}
