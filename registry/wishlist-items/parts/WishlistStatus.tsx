import { LoadFailed, LoadingLines } from '../../../src/features/cart/ListStatus';
import { useWishlistView } from '../../../src/features/wishlist/WishlistContext';
import type { WishlistItem } from '../../../schemas/api/wishlist';
import { useT } from '../../../src/i18n/useT';

type State = { kind: 'loading' } | { kind: 'failed'; message: string; retry: () => void } | { kind: 'empty' } | { kind: 'ready'; items: WishlistItem[] };

/** What either wishlist pattern shows now. */
export function useWishlistSection(): State {
  const { items, error, retry } = useWishlistView();
  if (!items) return error ? { kind: 'failed', message: error.message, retry } : { kind: 'loading' };
  return items.length === 0 ? { kind: 'empty' } : { kind: 'ready', items };
}

export function WishlistLoading() {
  const t = useT();
  return <LoadingLines label={t('wishlist.loading')} />;
}

export function WishlistFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return <LoadFailed title={t('wishlist.loadFailed')} message={message} onRetry={retry} />;
}
