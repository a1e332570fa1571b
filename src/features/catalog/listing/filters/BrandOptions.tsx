import { useId, useState } from 'react';
import { useListing } from '../ListingContext';
import { useFilterNames } from './useFilterNames';
import { OptionCount } from './OptionCount';
import { useT } from '../../../../i18n/useT';
import styles from './FilterOptions.module.css';

interface Props {
  /** Brands shown before "Show more"; ticked ones always show. */
  visible: number;
}


/** Brand checkboxes with how many products each has in this list (facets.brands). */
export function BrandOptions({ visible }: Props) {
  const { params, list, setParams } = useListing();
  const names = useFilterNames();
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  if (!list) return <OptionsPlaceholder />;
  const selected = new Set(params.brands);
  const facets = list.facets.brands;
  // A ticked brand the list no longer has stays, so it can be unticked.
  const orphans = params.brands.filter((slug) => !facets.some((f) => f.slug === slug)).map((slug) => ({ slug, name: names.brand(slug), count: 0 }));
  const all = [...facets, ...orphans];
  if (all.length === 0) return <p className={styles.none}>{t('listing.noBrands')}</p>;
  const shown = expanded ? all : all.filter((brand, i) => i < visible || selected.has(brand.slug));
  const hidden = all.length - shown.length;

  const toggle = (slug: string, on: boolean) =>
    setParams({ brands: on ? [...params.brands, slug] : params.brands.filter((b) => b !== slug) });

  return (
    <>
      <ul id={listId} className={styles.options}>
        {shown.map((brand) => (
          <li key={brand.slug}>
            <label className={styles.check}>
              <input type="checkbox" data-replay="filter" checked={selected.has(brand.slug)} onChange={(event) => toggle(brand.slug, event.currentTarget.checked)} />
              <span className={styles.name}>{brand.name}</span>
              <OptionCount count={brand.count} />
            </label>
          </li>
        ))}
      </ul>
      {all.length > visible ? (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={listId} data-replay="filter-more" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('listing.showFewer') : t('listing.showMore', { count: hidden })}
        </button>
      ) : null}
    </>
  );
}

/** Rows holding the place of options that arrive with the list. */
function OptionsPlaceholder() {
  return (
    <ul className={styles.options} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={styles.placeholder} />
      ))}
    </ul>
  );
}
