import { useEffect, useState, type ReactNode } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { categoryHref, productHref } from '../../../ui/product/links';
import { ROUTES } from '../../../../schemas/routes';
import { useCategories, useCollections } from '../../../data/catalog';
import { PRODUCT_SEARCH_MIN, useProductSearch } from '../catalogue';
import { CatalogueState } from './CatalogueState';
import { useCampaignPages } from '../../hooks';
import { campaignPath } from '../../../../schemas/api/campaign-pages';
import styles from '../SchemaForm.module.css';

/** Pages a merchandiser links to most, by the storefront's own titles. */
const COMMON_PAGES = [ROUTES.home, ROUTES.products, ROUTES.newArrivals, ROUTES.hotDeals, ROUTES.bestSeller, ROUTES.collection, ROUTES.giftCards, ROUTES.customerSupport];

const SEARCH_DELAY_MS = 250;

/** A link may point at a page before it opens or after it closes; the picker says which. */
const CAMPAIGN_STATE_LABELS = { draft: 'not published yet', scheduled: 'opens later', live: 'live', ended: 'ended' } as const;

interface Props {
  idBase: string;
  title: string;
  onPick: (href: string) => void;
  onClose: () => void;
}

/** A dialog to find what to link to: a product by name, a category, a collection or a page. */
export function LinkPicker({ idBase, title, onPick, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed, SEARCH_DELAY_MS);
  const products = useProductSearch(query);
  const categories = useCategories();
  const collections = useCollections();
  const campaigns = useCampaignPages();
  const searchId = `${idBase}-picker-search`;

  return (
    <Dialog title={title} onClose={onClose}>
      <div className={styles.picker}>
        <section aria-labelledby={`${idBase}-picker-products`}>
          <h3 id={`${idBase}-picker-products`} className={styles.pickerHeading}>
            Products
          </h3>
          <label className={styles.label} htmlFor={searchId}>
            Search products by name
          </label>
          <input id={searchId} className={styles.input} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          {query.trim().length < PRODUCT_SEARCH_MIN ? (
            <p className={styles.help}>Type at least {PRODUCT_SEARCH_MIN} letters.</p>
          ) : (
            <>
              <CatalogueState what="products" isLoading={products.isLoading} error={products.error} retry={() => void products.mutate()} />
              {products.data && products.data.items.length === 0 ? <p className={styles.help}>No product matches “{query.trim()}”.</p> : null}
              <ul className={styles.pickList}>
                {products.data?.items.map((product) => (
                  <li key={product.id}>
                    <button type="button" className={styles.pickButton} onClick={() => onPick(productHref(product))}>
                      {product.title} <span className={styles.muted}>{product.brand}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <PickSection idBase={idBase} heading="Pages" items={COMMON_PAGES.map((r) => ({ key: r.path, label: r.title, href: r.path }))} onPick={onPick} />
        <PickSection
          idBase={idBase}
          heading="Campaign pages"
          items={(campaigns.data ?? []).map((page) => ({ key: page.slug, label: `${page.title}${page.state === 'live' ? '' : ` (${CAMPAIGN_STATE_LABELS[page.state]})`}`, href: campaignPath(page.slug) }))}
          onPick={onPick}
        >
          <CatalogueState what="campaign pages" isLoading={campaigns.isLoading} error={campaigns.error} retry={() => void campaigns.mutate()} />
        </PickSection>
        <PickSection
          idBase={idBase}
          heading="Categories"
          items={(categories.data ?? []).map((c) => ({ key: String(c.id), label: c.title, href: categoryHref(c) }))}
          onPick={onPick}
        >
          <CatalogueState what="categories" isLoading={categories.isLoading} error={categories.error} retry={() => void categories.mutate()} />
        </PickSection>
        <PickSection
          idBase={idBase}
          heading="Collections"
          items={(collections.data ?? []).map((c) => ({ key: c.slug, label: c.title, href: `${ROUTES.collection.path}?c=${c.slug}` }))}
          onPick={onPick}
        >
          <CatalogueState what="collections" isLoading={collections.isLoading} error={collections.error} retry={() => void collections.mutate()} />
        </PickSection>
      </div>
    </Dialog>
  );
}

interface PickItem {
  key: string;
  label: string;
  href: string;
}

function PickSection({ idBase, heading, items, onPick, children }: { idBase: string; heading: string; items: PickItem[]; onPick: (href: string) => void; children?: ReactNode }) {
  const headingId = `${idBase}-picker-${heading.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.pickerHeading}>
        {heading}
      </h3>
      {children}
      <ul className={styles.pickList}>
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className={styles.pickButton} onClick={() => onPick(item.href)}>
              {item.label} <span className={styles.muted}>{item.href}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
