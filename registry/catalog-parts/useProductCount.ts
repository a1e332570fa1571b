import { useT } from '../../src/i18n/useT';
import { useFormat } from '../../src/i18n/useFormat';

/** "121 products" in the page's language: the count written for the locale, the noun by its plural. */
export function useProductCount(): (count: number) => string {
  const t = useT();
  const format = useFormat();
  return (count) => t('sections.productCount', { total: format.count(count), count });
}
