import { Price } from '../../../ui/product/Price';
import { emiPerMonth } from './offer';
import { useProductContext } from './ProductContext';
import styles from './PriceBlock.module.css';
import { useT } from '../../../i18n/useT';
import { useFormat } from '../../../i18n/useFormat';

interface Props {
  /** Months of the no-cost EMI line; 0 hides it. */
  emiMonths: number;
}

/** The chosen variant's price, what it includes, the GST invoice and the EMI it allows. */
export function PriceBlock({ emiMonths }: Props) {
  const { product, offer } = useProductContext();
  const t = useT();
  const { moneyWhole } = useFormat();
  const emi = emiPerMonth(offer.price, emiMonths);
  return (
    <div className={styles.block}>
      {/* Polite: a new variant's price is read out once, after the chip change. */}
      <div aria-live="polite" aria-atomic="true">
        <Price price={offer.price} mrp={offer.mrp} size="lg" />
      </div>
      <p className={styles.tax}>{t('product.inclusiveOfTaxes')}</p>
      <p className={styles.gst}>
        {t('product.gstInvoice')}
        {product.hsn_code && (
          <span className={styles.code}>
            {' '}
            {t('product.gstCode', { rate: product.gst_rate, code: product.hsn_code })}
          </span>
        )}
      </p>
      {emi !== null && (
        <p className={styles.emi}>
          {t('product.emiFrom')} <strong>{t('product.emiPerMonth', { amount: moneyWhole(emi) })}</strong>
        </p>
      )}
    </div>
  );
}
