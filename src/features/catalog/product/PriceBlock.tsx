import { Price } from '../../../ui/product/Price';
import { formatPaiseWhole } from '../../../ui/format';
import { emiPerMonth } from './offer';
import { useProductContext } from './ProductContext';
import styles from './PriceBlock.module.css';

interface Props {
  /** Months of the no-cost EMI line; 0 hides it. */
  emiMonths: number;
}

/** The chosen variant's price, what it includes, the GST invoice and the EMI it allows. */
export function PriceBlock({ emiMonths }: Props) {
  const { product, offer } = useProductContext();
  const emi = emiPerMonth(offer.price, emiMonths);
  return (
    <div className={styles.block}>
      {/* Polite: a new variant's price is read out once, after the chip change. */}
      <div aria-live="polite" aria-atomic="true">
        <Price price={offer.price} mrp={offer.mrp} size="lg" />
      </div>
      <p className={styles.tax}>Inclusive of all taxes</p>
      <p className={styles.gst}>
        GST invoice available: claim input tax credit
        {product.hsn_code && (
          <span className={styles.code}>
            {' '}
            (GST {product.gst_rate}%, HSN {product.hsn_code})
          </span>
        )}
      </p>
      {emi !== null && (
        <p className={styles.emi}>
          No-cost EMI from <strong>{formatPaiseWhole(emi)}/month</strong>
        </p>
      )}
    </div>
  );
}
