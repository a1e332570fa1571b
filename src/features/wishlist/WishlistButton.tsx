import { useState } from 'react';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { useWishlist } from './useWishlist';
import { useWishlistActions } from './useWishlistActions';
import styles from './WishlistButton.module.css';
import { useT } from '../../i18n/useT';

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
  const t = useT();
  const [busy, setBusy] = useState(false);
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
      // Server-rendered, a tap before hydration is kept by the page's loader and replayed after (schemas/replay-taps.ts).
      data-replay="wishlist"
      aria-label={t(saved ? 'wishlist.remove' : 'wishlist.add', { title: productTitle })}
      onClick={() => void onClick()}
    >
      <Icon name="heart" size={size === 'sm' ? 18 : 22} />
    </button>
  );
}
