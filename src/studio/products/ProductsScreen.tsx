import { useEffect, useState } from 'react';
import { LOW_STOCK_UNITS, PRODUCT_DESK_PAGE_SIZES, productDeskListPath, type ProductDeskQuery, type ProductDeskRow, type ProductDeskSort } from '../../../schemas/api/product-desk';
import type { StudioSession } from '../../../schemas/api/studio';
import { LANGUAGE_NAMES_IN_ENGLISH, OTHER_LOCALES } from '../form/TranslationFields';
import { formatCount, formatPaise, formatShopMoment } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { Pager } from '../Pager';
import { ProductEditor } from './ProductEditor';
import { BulkToolbar } from './bulk/BulkToolbar';
import { useProductOptions, useProductPage } from './products-api';
import styles from './Products.module.css';

type Editing = number | 'new' | null;

/** ?product=12 or ?product=new beside ?key=product-desk: the editor has an address, so a reload or a shared link reopens it. */
function editingFromLocation(): Editing {
  const raw = new URLSearchParams(window.location.search).get('product');
  if (raw === 'new') return 'new';
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

function go(editing: Editing): void {
  const params = new URLSearchParams(window.location.search);
  if (editing === null) params.delete('product');
  else params.set('product', String(editing));
  window.history.pushState(null, '', `?${params.toString()}`);
}

/**
 * The catalogue desk: every product in a table staff can search, filter,
 * sort and page, and the editor for one. Read-only roles see the same table
 * and open products to read them.
 */
export function ProductsScreen({ session }: { session: StudioSession }) {
  const [editing, setEditing] = useState<Editing>(editingFromLocation);
  useEffect(() => {
    const onPop = () => setEditing(editingFromLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const open = (next: Editing) => {
    go(next);
    setEditing(next);
  };
  const canWrite = session.permissions.includes('catalogue.write');
  if (editing !== null) return <ProductEditor productId={editing === 'new' ? null : editing} canWrite={canWrite} onClose={() => open(null)} onSaved={(id) => open(id)} />;
  return <ProductTable canRead={session.permissions.includes('catalogue.read')} canWrite={canWrite} onOpen={open} />;
}

const SORT_LABELS: Record<ProductDeskSort, string> = { updated: 'Last changed', title: 'Title', price: 'Price', stock: 'Stock', created: 'Added' };

function StockCell({ row }: { row: ProductDeskRow }) {
  if (row.stock === 0) return <span className="st-badge st-badge--danger">Out of stock</span>;
  if (row.stock <= LOW_STOCK_UNITS) return <span className="st-badge st-badge--draft">{`${row.stock} left`}</span>;
  return <>{formatCount(row.stock)}</>;
}

function ProductTable({ canRead, canWrite, onOpen }: { canRead: boolean; canWrite: boolean; onOpen: (editing: Editing) => void }) {
  const [query, setQuery] = useState<Partial<ProductDeskQuery>>({});
  const [typed, setTyped] = useState('');
  const options = useProductOptions();
  // Typing searches after a pause, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery((q) => (q.q === (typed.trim() || undefined) ? q : { ...q, q: typed.trim() || undefined, page: 1 })), 250);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const page = useProductPage(productDeskListPath(query));
  const set = (change: Partial<ProductDeskQuery>) => setQuery((q) => ({ ...q, page: 1, ...change }));
  const sortBy = (sort: ProductDeskSort) => set({ sort, dir: query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc' });
  const sortState = (sort: ProductDeskSort) => ((query.sort ?? 'updated') === sort ? ((query.dir ?? 'desc') === 'asc' ? 'ascending' : 'descending') : undefined);

  const header = (sort: ProductDeskSort, className?: string) => (
    <th scope="col" aria-sort={sortState(sort) ?? 'none'} className={className}>
      <button type="button" className={styles.sort} onClick={() => sortBy(sort)}>
        {SORT_LABELS[sort]}
        <span aria-hidden="true">{sortState(sort) === 'ascending' ? ' ▲' : sortState(sort) === 'descending' ? ' ▼' : ''}</span>
      </button>
    </th>
  );

  return (
    <div className={`st-desk ${styles.desk}`}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">Products</h1>
          <p className="st-muted">Search by name, brand, id or address. Changes reach the shop within seconds; orders already placed keep their prices.</p>
        </div>
        <div className={styles.headActions}>
          <BulkToolbar query={query} canRead={canRead} canWrite={canWrite} matching={page.data ? `${formatCount(page.data.total)}${page.data.total_capped ? '+' : ''}` : null} />
          {canWrite && (
            <StudioButton variant="primary" onClick={() => onOpen('new')}>
              Add product
            </StudioButton>
          )}
        </div>
      </header>

      <div className={styles.filters} role="search" aria-label="Find products">
        <div className="st-field">
          <label htmlFor="product-search">Search</label>
          <input id="product-search" type="search" value={typed} placeholder="Dell Latitude, 4, dell-latitude-5440…" onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div className="st-field">
          <label htmlFor="product-category">Category</label>
          <select id="product-category" value={query.category_id ?? ''} onChange={(e) => set({ category_id: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">All categories</option>
            {options.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="product-brand">Brand</label>
          <select id="product-brand" value={query.brand_id ?? ''} onChange={(e) => set({ brand_id: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">All brands</option>
            {options.data?.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="product-stock">Stock</label>
          <select id="product-stock" value={query.stock ?? 'all'} onChange={(e) => set({ stock: e.target.value === 'in' || e.target.value === 'low' || e.target.value === 'out' ? e.target.value : 'all' })}>
            <option value="all">Any stock</option>
            <option value="in">In stock</option>
            <option value="low">{`Low (${LOW_STOCK_UNITS} or fewer)`}</option>
            <option value="out">Out of stock</option>
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="product-translations">Translations</label>
          <select id="product-translations" value={query.missing ?? ''} onChange={(e) => set({ missing: OTHER_LOCALES.find((locale) => locale === e.target.value) })}>
            <option value="">Any</option>
            {OTHER_LOCALES.map((locale) => (
              <option key={locale} value={locale}>{`${LANGUAGE_NAMES_IN_ENGLISH[locale]} missing`}</option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="product-page-size">Rows</label>
          <select id="product-page-size" value={query.page_size ?? 25} onChange={(e) => set({ page_size: Number(e.target.value) })}>
            {PRODUCT_DESK_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>

      {page.error ? (
        <p className="st-error" role="alert">
          {page.error instanceof Error ? page.error.message : 'Products could not be loaded'}
        </p>
      ) : !page.data ? (
        <Skeleton label="Loading products" lines={8} />
      ) : (
        <>
          <div className="st-table-wrap" aria-busy={page.isValidating || undefined}>
            <table className={`st-table ${styles.table}`}>
              <caption className="st-visually-hidden">Products, sorted by {SORT_LABELS[query.sort ?? 'updated'].toLowerCase()}</caption>
              <thead>
                <tr>
                  {header('title')}
                  <th scope="col" className={styles.narrowHide}>
                    Category
                  </th>
                  {header('price', styles.number)}
                  {header('stock', styles.number)}
                  {header('updated', styles.narrowHide)}
                </tr>
              </thead>
              <tbody>
                {page.data.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <span className={styles.product}>
                        <img src={row.thumbnail} alt="" width={40} height={40} loading="lazy" />
                        <span>
                          <a
                            href={`?key=product-desk&product=${row.id}`}
                            onClick={(e) => {
                              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                              e.preventDefault();
                              onOpen(row.id);
                            }}
                          >
                            {row.title}
                          </a>
                          <span className="st-muted">{`#${row.id} · ${row.brand}${row.variant_count > 0 ? ` · ${row.variant_count} variants` : ''}`}</span>
                          {row.missing_translations.map((locale) => (
                            <span key={locale} className="st-badge st-badge--draft">{`${LANGUAGE_NAMES_IN_ENGLISH[locale]} missing`}</span>
                          ))}
                        </span>
                      </span>
                    </th>
                    <td className={styles.narrowHide}>{row.category}</td>
                    <td className={styles.number}>
                      {formatPaise(row.price_paise)}
                      {row.mrp_paise > row.price_paise && <span className={`st-muted ${styles.mrp}`}>{`MRP ${formatPaise(row.mrp_paise)}`}</span>}
                    </td>
                    <td className={styles.number}>
                      <StockCell row={row} />
                    </td>
                    <td className={styles.narrowHide}>{formatShopMoment(row.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.data.rows.length === 0 && <p className="st-muted">No product matches. Try fewer words, or clear a filter.</p>}
          <Pager page={page.data.page} pageSize={page.data.page_size} total={page.data.total} capped={page.data.total_capped} noun="products" onPage={(p) => setQuery((q) => ({ ...q, page: p }))} />
        </>
      )}
    </div>
  );
}
