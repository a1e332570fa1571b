import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../ui/Button';
import { cx } from '../../../../ui/cx';
import { MAX_RUPEES } from '../listing-params';
import { useListing } from '../ListingContext';
import { priceBandLabel } from './price-ranges';
import { OptionCount } from './OptionCount';
import { useT } from '../../../../i18n/useT';
import styles from './FilterOptions.module.css';

interface Props {
  showBands: boolean;
}

/** Band ends are round rupee amounts in paise; the URL carries whole rupees. */
const toRupees = (paise: number | null) => (paise === null ? null : Math.round(paise / 100));

/**
 * Price: the list's ready-made bands (facets.price_bands, each with how many
 * it would list under the other filters in force; only bands with products)
 * and a min–max form in rupees.
 */
export function PriceOptions({ showBands }: Props) {
  const { params, list, hrefFor } = useListing();
  const t = useT();
  const bands = showBands && list ? list.facets.price_bands.map((band) => ({ min: toRupees(band.min), max: toRupees(band.max), count: band.count })) : [];
  return (
    <div className={styles.price}>
      {bands.length > 0 ? (
        <ul className={styles.options}>
          {bands.map((band) => {
            const current = params.min === band.min && params.max === band.max;
            return (
              <li key={`${band.min ?? ''}-${band.max ?? ''}`}>
                <Link
                  to={hrefFor({ min: band.min, max: band.max })}
                  className={cx(styles.option, current && styles.current)}
                  aria-current={current ? 'true' : undefined}
                >
                  <span className={styles.name}>{priceBandLabel(band.min, band.max, t)}</span>
                  <OptionCount count={band.count} />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Keyed by the URL's range, so the fields show it again after a chip or band changes it. */}
      <PriceForm key={`${params.min ?? ''}-${params.max ?? ''}`} />
    </div>
  );
}

/** "20,000" or "20000" → 20000; empty → null; anything else → undefined (refused). */
function readRupees(raw: string): number | null | undefined {
  const cleaned = raw.replace(/[\s,₹]/g, '');
  if (cleaned === '') return null;
  if (!/^\d{1,9}$/.test(cleaned)) return undefined;
  return Math.min(Number(cleaned), MAX_RUPEES);
}

function PriceForm() {
  const { params, setParams } = useListing();
  const [min, setMin] = useState(params.min === null ? '' : String(params.min));
  const [max, setMax] = useState(params.max === null ? '' : String(params.max));
  const [problem, setProblem] = useState('');
  const id = useId();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const low = readRupees(min);
    const high = readRupees(max);
    if (low === undefined || high === undefined) {
      setProblem(t('listing.wholeRupees'));
      return;
    }
    setProblem('');
    setParams({ min: low === 0 ? null : low, max: high });
  };

  return (
    <form className={styles.priceForm} onSubmit={onSubmit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      <label className={styles.priceField}>
        <span className="visually-hidden">{t('listing.minPrice')}</span>
        <span className={styles.rupee} aria-hidden="true">
          ₹
        </span>
        <input
          className={styles.priceInput}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('listing.min')}
          name="min"
          value={min}
          aria-invalid={problem && readRupees(min) === undefined ? true : undefined}
          onChange={(event) => setMin(event.currentTarget.value)}
        />
      </label>
      <span className={styles.to} aria-hidden="true">
        {t('listing.to')}
      </span>
      <label className={styles.priceField}>
        <span className="visually-hidden">{t('listing.maxPrice')}</span>
        <span className={styles.rupee} aria-hidden="true">
          ₹
        </span>
        <input
          className={styles.priceInput}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('listing.max')}
          name="max"
          value={max}
          aria-invalid={problem && readRupees(max) === undefined ? true : undefined}
          onChange={(event) => setMax(event.currentTarget.value)}
        />
      </label>
      <Button type="submit" variant="secondary" className={styles.go}>
        {t('listing.go')}
        <span className="visually-hidden">: {t('listing.applyPriceRange')}</span>
      </Button>
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
