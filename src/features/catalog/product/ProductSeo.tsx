import { usePageTitle } from '../../../app/usePageTitle';
import { useHydrated } from '../../../app/useHydrated';
import { serializeJsonLd } from '../../../lib/json-ld';
import { productJsonLd } from './product-jsonld';
import { useProductContext } from './ProductContext';
import { useT, type Translate } from '../../../i18n/useT';
import { useFormat } from '../../../i18n/useFormat';

const META_MAX = 160;

/** A search-result snippet: what it is, its price, and the first selling point or the description. */
export function metaDescription(t: Translate, title: string, brand: string, price: string, detail: string): string {
  const text = t('product.metaDescription', { title, brand, price, detail }).replace(/\s+/g, ' ').trim();
  return text.length <= META_MAX ? text : `${text.slice(0, META_MAX - 1).trimEnd()}…`;
}

/**
 * The document title, meta description and schema.org Product data for the
 * variant on screen. The JSON-LD needs the page's origin for absolute URLs, so
 * it is written once the browser has taken over (server HTML and hydration agree).
 */
export function ProductSeo() {
  const { product, variant, offer } = useProductContext();
  const hydrated = useHydrated();
  const t = useT();
  const { money } = useFormat();
  usePageTitle(product.title, metaDescription(t, product.title, product.brand, money(offer.price), product.highlights[0] ?? product.description));
  if (!hydrated) return null;
  const json = serializeJsonLd(productJsonLd(product, variant, window.location.origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
