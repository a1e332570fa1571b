import { useState } from 'react';
import type { WishlistItem } from '../../../schemas/api/wishlist';
import { useWishlistView } from '../../../src/features/wishlist/WishlistContext';
import { Icon } from '../../../src/ui/Icon';
import { cx } from '../../../src/ui/cx';
import styles from './RemoveButton.module.css';
import { useT } from '../../../src/i18n/useT';

/** Takes a product off the wishlist: an icon on cards, words in rows. */
export function RemoveButton({ item, withText, className }: { item: WishlistItem; withText?: boolean; className?: string }) {
  const { remove } = useWishlistView();
  const t = useT();
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
      aria-label={t('wishlist.remove', { title: item.product.title })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <Icon name="close" size={18} />
      {withText && <span aria-hidden="true">{t('wishlist.removeShort')}</span>}
    </button>
  );
}
