import { usePageLayout } from '../../data/shop-config';
import { Page } from '../../ui/Page';
import { PageWithSection } from '../cart/PageWithSection';
import { WishlistProvider } from './WishlistContext';
import { useT } from '../../i18n/useT';

/** The wishlist (signed-in shoppers only: the router asks guests to sign in first). */
export default function WishlistPage() {
  const { data, isLoading } = usePageLayout('wishlist');
  const t = useT();
  return (
    <Page title={t('wishlist.title')}>
      <WishlistProvider>
        <PageWithSection entries={data} loading={isLoading} scope="wishlist" required="wishlist-items" />
      </WishlistProvider>
    </Page>
  );
}
