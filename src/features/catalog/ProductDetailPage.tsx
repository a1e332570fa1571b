import { useParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { usePageLayout } from '../../data/shop-config';

export default function ProductDetailPage() {
  const { name = 'Product' } = useParams();
  const title = decodeURIComponent(name).replace(/-/g, ' ');
  const { data } = usePageLayout('products-details');
  return (
    <Page title={title} crumbs={[{ label: 'All products', to: '/products' }]}>
      <EmptyState icon="tag" title="This product isn't available" actions={<ButtonLink to="/products">See all products</ButtonLink>}>
        It may have sold out or been removed from the catalogue.
      </EmptyState>
      <ComposedLayout entries={data ?? []} scope="products-details" />
    </Page>
  );
}
