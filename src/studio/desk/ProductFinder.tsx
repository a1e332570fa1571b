import { useId, useState } from 'react';
import useSWR from 'swr';
import type { CollectionMember } from '../../../schemas/api/collection-desk';
import { productDeskListPath, productDeskPageSchema, type ProductDeskPage } from '../../../schemas/api/product-desk';
import { useDebouncedValue } from '../../features/search/useDebouncedValue';
import { formatPaise } from '../../ui/format';
import { call } from '../api';
import { Skeleton, StudioButton } from '../Controls';
import { messageOf } from './field-errors';
import styles from './Desk.module.css';

const MIN_QUERY = 2;
const TYPING_PAUSE_MS = 300;

/** The product desk's table, searched: the finder's source of products to add. */
const SEARCH_SIZE = 25;
const searchPath = (q: string): string => productDeskListPath({ q, page_size: SEARCH_SIZE });
const searchProducts = (path: string): Promise<ProductDeskPage> => call('GET', path, productDeskPageSchema);

interface Props {
  chosen: ReadonlySet<number>;
  /** Why nothing more can be added (the list is full); null when it can. */
  full: string | null;
  onAdd: (product: CollectionMember) => void;
}

/** Finds products by name, brand, category or id in the product desk's table, and adds them to the list being edited. */
export function ProductFinder({ chosen, full, onAdd }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const found = useSWR(query.length >= MIN_QUERY ? searchPath(query) : null, searchProducts, { keepPreviousData: true });
  const rows = query.length >= MIN_QUERY ? (found.data?.rows ?? []) : [];

  return (
    <div className={styles.finder}>
      <div className="st-field">
        <label htmlFor={`${id}-q`}>Find products to add</label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          autoComplete="off"
          aria-describedby={`${id}-help`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p className="st-muted" id={`${id}-help`}>
          {full ?? `Type at least ${MIN_QUERY} letters of a name, brand or category, or a product id.`}
        </p>
      </div>
      {found.error && query.length >= MIN_QUERY && (
        <p className="st-error" role="alert">
          {`Products could not be searched: ${messageOf(found.error, 'try again')}`}
        </p>
      )}
      {found.isLoading && <Skeleton label="Searching the products" lines={2} />}
      {query.length >= MIN_QUERY && found.data && rows.length === 0 && <p className="st-muted">{`No products match “${query}”.`}</p>}
      {rows.length > 0 && (
        <ul className={styles.results} aria-label="Products found">
          {rows.map((row) => {
            const added = chosen.has(row.id);
            return (
              <li key={row.id} className={styles.result}>
                <img className={styles.thumb} src={row.thumbnail} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.text}>
                  <span className={styles.title}>{row.title}</span>
                  <span className="st-muted">{`${row.brand} · ${row.category} · ${formatPaise(row.price_paise)} · ${row.stock > 0 ? `${row.stock} in stock` : 'sold out'}`}</span>
                </span>
                <StudioButton
                  small
                  aria-label={added ? `${row.title} is in the list` : `Add ${row.title}`}
                  disabled={added || full !== null}
                  onClick={() => onAdd({ id: row.id, title: row.title, brand: row.brand, category: row.category, price_paise: row.price_paise, stock: row.stock, thumbnail: row.thumbnail })}
                >
                  {added ? 'Added' : 'Add'}
                </StudioButton>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
