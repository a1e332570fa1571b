import type { Invoice } from '../../../schemas/api/orders';
import { formatPaise, formatShopDay } from '../../ui/format';
import styles from './invoice.module.css';

/**
 * A GST tax invoice with the particulars of CGST Rule 46. Within the seller's
 * state the tax shows as CGST and SGST columns, across states as one IGST column.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { seller, buyer, totals } = invoice;
  const intra = invoice.intra_state;
  const halfRate = (rate: number) => `${rate / 2}%`;
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <header className={styles.head}>
        <div>
          <h2 id="invoice-title" className={styles.docTitle}>
            Tax invoice
          </h2>
          <p>Original for recipient</p>
        </div>
        <dl className={styles.facts}>
          <dt>Invoice no.</dt>
          <dd>{invoice.invoice_number}</dd>
          <dt>Invoice date</dt>
          <dd>{formatShopDay(invoice.invoice_date)}</dd>
          <dt>Order no.</dt>
          <dd>{invoice.order_number}</dd>
          <dt>Order date</dt>
          <dd>{formatShopDay(invoice.order_date)}</dd>
        </dl>
      </header>
      <div className={styles.parties}>
        <section className={styles.party} aria-labelledby="invoice-seller">
          <h2 id="invoice-seller">Sold by</h2>
          <p>
            <strong>{seller.name}</strong>
          </p>
          <p>{seller.address}</p>
          <p>GSTIN: {seller.gstin}</p>
          <p>PAN: {seller.pan}</p>
          <p>
            State: {seller.state}, code {seller.state_code}
          </p>
        </section>
        <section className={styles.party} aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer">Billed and shipped to</h2>
          <p>
            <strong>{buyer.name}</strong>
          </p>
          <p>{buyer.address}</p>
          <p>Mobile: {buyer.mobile}</p>
          <p>
            State: {buyer.state}, code {buyer.state_code}
          </p>
          <p>Place of supply: {invoice.place_of_supply}</p>
        </section>
      </div>
      {/* Scrolls sideways on phones: focusable and named so keyboard users can scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Invoice lines">
        <table className={styles.table}>
          <caption className="visually-hidden">Invoice lines with HSN code, quantity, taxable value and tax</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">HSN/SAC</th>
              <th scope="col">Qty</th>
              <th scope="col">Unit price</th>
              <th scope="col">Discount</th>
              <th scope="col">Taxable value</th>
              {intra ? (
                <>
                  <th scope="col">CGST</th>
                  <th scope="col">SGST</th>
                </>
              ) : (
                <th scope="col">IGST</th>
              )}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${line.hsn_code}-${index}`}>
                <td>{line.description}</td>
                <td className={styles.text}>{line.hsn_code}</td>
                <td>{line.qty}</td>
                <td>{formatPaise(line.unit_price_paise)}</td>
                <td>{formatPaise(line.discount_paise)}</td>
                <td>{formatPaise(line.taxable_paise)}</td>
                {intra ? (
                  <>
                    <td>
                      {formatPaise(line.cgst_paise)} <small>@{halfRate(line.gst_rate)}</small>
                    </td>
                    <td>
                      {formatPaise(line.sgst_paise)} <small>@{halfRate(line.gst_rate)}</small>
                    </td>
                  </>
                ) : (
                  <td>
                    {formatPaise(line.igst_paise)} <small>@{line.gst_rate}%</small>
                  </td>
                )}
                <td>{formatPaise(line.total_paise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                Total
              </th>
              <td>{formatPaise(totals.taxable_paise)}</td>
              {intra ? (
                <>
                  <td>{formatPaise(totals.cgst_paise)}</td>
                  <td>{formatPaise(totals.sgst_paise)}</td>
                </>
              ) : (
                <td>{formatPaise(totals.igst_paise)}</td>
              )}
              <td>{formatPaise(totals.total_paise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.words}>
        <strong>Amount in words:</strong> {invoice.amount_in_words}
      </p>
      <p>Payment: {invoice.payment_method}</p>
      <p>Tax payable on reverse charge: {invoice.reverse_charge ? 'Yes' : 'No'}</p>
      <p className={styles.footnote}>This is a computer-generated invoice and needs no signature.</p>
    </article>
  );
}
