import type { ProductDetail, Variant } from '../../../../schemas/api/catalog';
import { productHref } from '../../../ui/product/links';
import { offerOf } from './offer';
import { VARIANT_PARAM } from './ProductContext';

/**
 * schema.org Product data for search engines' rich results: name, pictures,
 * brand, rating and the offer of the variant on screen. Prices are rupees as a
 * decimal string, as schema.org expects; the catalogue holds paise.
 */
export function productJsonLd(product: ProductDetail, variant: Variant | null, origin: string): Record<string, unknown> {
  const offer = offerOf(product, variant);
  const url = new URL(productHref(product), origin);
  if (variant) url.searchParams.set(VARIANT_PARAM, String(variant.id));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variant ? `${product.title} (${variant.label})` : product.title,
    image: product.images.map((image) => new URL(image.url, origin).href),
    description: product.description,
    sku: variant ? `${product.id}-${variant.id}` : String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.sub_category?.title ?? product.category.title,
    offers: {
      '@type': 'Offer',
      url: url.href,
      priceCurrency: 'INR',
      price: (offer.price / 100).toFixed(2),
      availability: offer.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (product.rating_count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating_average.toFixed(1),
      ratingCount: product.rating_count,
      bestRating: '5',
      worstRating: '1',
    };
  }
  return data;
}
