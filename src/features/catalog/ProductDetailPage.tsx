import { useMemo } from 'react';
import type { ProductDetail } from '../../../schemas/api/catalog';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { interpretLayout } from '../../engine/resolve';
import { useEngineRegistry } from '../../engine/EngineRegistryProvider';
import { usePageLayout } from '../../data/shop-config';
import { Page } from '../../ui/Page';
import { categoryHref, productHref } from '../../ui/product/links';
import { productDetails1PropsSchema } from '../../../schemas/sections/product-details';
import ProductDetails1 from '../../../registry/product-details/ProductDetails1';
import { ProductProvider } from './product/ProductContext';
import { ProductSeo } from './product/ProductSeo';
import { ProductSkeleton } from './product/ProductSkeleton';
import { ProductLoadError, ProductNotFound } from './product/ProductStates';
import { useProductPage } from './product/useProductPage';

const SCOPE = 'products-details';
const fallbackProps = productDetails1PropsSchema.parse({});

/** Home › Category › Sub-category, above the product; Page puts Home first. */
function crumbsFor(product: ProductDetail) {
  const crumbs = [{ label: product.category.title, to: categoryHref(product.category) }];
  if (product.sub_category) {
    // The listing page's sub-category filter: ?sub={id} on the category's address.
    crumbs.push({ label: product.sub_category.title, to: `${categoryHref(product.category)}?sub=${product.sub_category.id}` });
  }
  return crumbs;
}

/**
 * /product/{id}/{name}: the product in its context, laid out by the
 * products-details configuration. A configuration without a product-details
 * section still shows the product (pattern 1 before the configured sections),
 * so a layout mistake never hides what the shopper came for.
 */
export default function ProductDetailPage() {
  const state = useProductPage();
  const { data: layout } = usePageLayout(SCOPE);
  const registry = useEngineRegistry();
  const hasDetails = useMemo(() => interpretLayout(registry, layout ?? [], SCOPE).sections.some((s) => s.section === 'product-details'), [registry, layout]);

  if (state.status === 'loading') return <ProductSkeleton />;
  if (state.status === 'not-found') return <ProductNotFound />;
  if (state.status === 'error') return <ProductLoadError message={state.message} onRetry={state.retry} />;

  const { product } = state;
  return (
    // Keyed by product: opening a related product starts from its own first picture and a quantity of 1.
    <ProductProvider key={product.id} product={product}>
      <Page title={product.title} crumbs={crumbsFor(product)} current={{ label: product.title, to: productHref(product) }}>
        <ProductSeo />
        {!hasDetails && <ProductDetails1 {...fallbackProps} />}
        <ComposedLayout entries={layout ?? []} scope={SCOPE} />
      </Page>
    </ProductProvider>
  );
}
