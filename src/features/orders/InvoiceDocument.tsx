import type { Invoice } from '../../../schemas/api/orders';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import styles from './invoice.module.css';

/**
 * A GST tax invoice with the particulars of CGST Rule 46. Within the seller's
 * state the tax shows as CGST and SGST columns, across states as one IGST column.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const { money, day } = useFormat();
  const { seller, buyer, totals } = invoice;
  const intra = invoice.intra_state;
  const halfRate = (rate: number) => `${rate / 2}%`;
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <header className={styles.head}>
        <div>
          <h2 id="invoice-title" className={styles.docTitle}>
            {t('orders.taxInvoice')}
          </h2>
          <p>{t('orders.invoiceOriginal')}</p>
        </div>
        <dl className={styles.facts}>
          <dt>{t('orders.invoiceNo')}</dt>
          <dd>{invoice.invoice_number}</dd>
          <dt>{t('orders.invoiceDate')}</dt>
          <dd>{day(invoice.invoice_date)}</dd>
          <dt>{t('orders.orderNo')}</dt>
          <dd>{invoice.order_number}</dd>
          <dt>{t('orders.orderDate')}</dt>
          <dd>{day(invoice.order_date)}</dd>
        </dl>
      </header>
      <div className={styles.parties}>
        <section className={styles.party} aria-labelledby="invoice-seller">
          <h2 id="invoice-seller">{t('orders.soldBy')}</h2>
          <p>
            <strong>{seller.name}</strong>
          </p>
          <p>{seller.address}</p>
          <p>GSTIN: {seller.gstin}</p>
          <p>PAN: {seller.pan}</p>
          <p>{t('orders.invoiceState', { state: seller.state, code: seller.state_code })}</p>
        </section>
        <section className={styles.party} aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer">{t('orders.billedTo')}</h2>
          <p>
            <strong>{buyer.name}</strong>
          </p>
          <p>{buyer.address}</p>
          <p>{t('orders.mobile', { mobile: buyer.mobile })}</p>
          <p>{t('orders.invoiceState', { state: buyer.state, code: buyer.state_code })}</p>
          <p>{t('orders.placeOfSupply', { place: invoice.place_of_supply })}</p>
        </section>
      </div>
      {/* Scrolls sideways on phones: focusable and named so keyboard users can scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('orders.invoiceLines')}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('orders.invoiceCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.colDescription')}</th>
              <th scope="col">HSN/SAC</th>
              <th scope="col">{t('orders.colQty')}</th>
              <th scope="col">{t('orders.colUnitPrice')}</th>
              <th scope="col">{t('orders.colDiscount')}</th>
              <th scope="col">{t('orders.colTaxable')}</th>
              {intra ? (
                <>
                  <th scope="col">CGST</th>
                  <th scope="col">SGST</th>
                </>
              ) : (
                <th scope="col">IGST</th>
              )}
              <th scope="col">{t('orders.colTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${line.hsn_code}-${index}`}>
                <td>{line.description}</td>
                <td className={styles.text}>{line.hsn_code}</td>
                <td>{line.qty}</td>
                <td>{money(line.unit_price_paise)}</td>
                <td>{money(line.discount_paise)}</td>
                <td>{money(line.taxable_paise)}</td>
                {intra ? (
                  <>
                    <td>
                      {money(line.cgst_paise)} <small>@{halfRate(line.gst_rate)}</small>
                    </td>
                    <td>
                      {money(line.sgst_paise)} <small>@{halfRate(line.gst_rate)}</small>
                    </td>
                  </>
                ) : (
                  <td>
                    {money(line.igst_paise)} <small>@{line.gst_rate}%</small>
                  </td>
                )}
                <td>{money(line.total_paise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {t('orders.colTotal')}
              </th>
              <td>{money(totals.taxable_paise)}</td>
              {intra ? (
                <>
                  <td>{money(totals.cgst_paise)}</td>
                  <td>{money(totals.sgst_paise)}</td>
                </>
              ) : (
                <td>{money(totals.igst_paise)}</td>
              )}
              <td>{money(totals.total_paise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.words}>
        <strong>{t('orders.amountInWords')}</strong> {invoice.amount_in_words}
      </p>
      <p>{t('orders.invoicePayment', { method: invoice.payment_method })}</p>
      <p>{t(invoice.reverse_charge ? 'orders.reverseChargeYes' : 'orders.reverseChargeNo')}</p>
      <p className={styles.footnote}>{t('orders.invoiceFootnote')}</p>
    </article>
  );
}
