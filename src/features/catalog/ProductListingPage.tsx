import { useLocation, useParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { usePageLayout } from '../../data/shop-config';
import { listingTitle } from './listing-titles';

/** All products, a category, best sellers, hot deals and new arrivals. */
export default function ProductListingPage() {
  const { pathname } = useLocation();
  const { categoryTitle } = useParams();
  const { data } = usePageLayout('products');
  const { title, lead } = listingTitle(pathname, categoryTitle);
  const crumbs = categoryTitle ? [{ label: 'All products', to: '/products' }] : [];
  return (
    <Page title={title} lead={lead} crumbs={crumbs}>
      <ComposedLayout entries={data ?? []} scope="products" />
      <EmptyState icon="grid" title="No products to show yet" actions={<ButtonLink to="/">Back to home</ButtonLink>}>
        This list fills as soon as products are added to the catalogue.
      </EmptyState>
    </Page>
  );
}
