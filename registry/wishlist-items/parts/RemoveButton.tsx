import { useState } from 'react';
import type { WishlistItem } from '../../../schemas/api/wishlist';
import { useWishlistView } from '../../../src/features/wishlist/WishlistContext';
import { Icon } from '../../../src/ui/Icon';
import { cx } from '../../../src/ui/cx';
import styles from './RemoveButton.module.css';

/** Takes a product off the wishlist: an icon on cards, words in rows. */
export function RemoveButton({ item, withText, className }: { item: WishlistItem; withText?: boolean; className?: string }) {
  const { remove } = useWishlistView();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await remove(item);
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={cx(styles.remove, withText && styles.text, className)}
      aria-label={`Remove ${item.product.title} from wishlist`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <Icon name="close" size={18} />
      {withText && <span aria-hidden="true">Remove</span>}
    </button>
  );
}
