import type { OrderDeskDetail } from '../../../schemas/api/order-desk';
import { InvoiceDocument } from '../../features/orders/InvoiceDocument';
import { formatPaise, formatShopDay } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { messageOf } from '../desk/field-errors';
import type { PrintKind } from './location';
import { useDeskOrder, useStaffInvoice } from './orders-api';
import styles from './Orders.module.css';

/**
 * The GST invoice (the shopper's own invoice document, from the same
 * builder) or the packing slip, alone on the page: the browser's print
 * dialog prints it, or saves it as a PDF, on A4 without the studio around it.
 */
export function PrintView({ id, kind, onBack }: { id: number; kind: PrintKind; onBack: () => void }) {
  return (
    <div className={`st-desk ${styles.printPage}`}>
      <div className={styles.printBar}>
        <StudioButton variant="primary" onClick={() => window.print()}>
          {kind === 'invoice' ? 'Print invoice' : 'Print packing slip'}
        </StudioButton>
        <StudioButton onClick={onBack}>Back to the order</StudioButton>
      </div>
      {kind === 'invoice' ? <PrintInvoice id={id} /> : <PrintSlip id={id} />}
    </div>
  );
}

function PrintInvoice({ id }: { id: number }) {
  const invoice = useStaffInvoice(id);
  if (invoice.error) return <p className="st-error" role="alert">{messageOf(invoice.error, 'The invoice could not be loaded')}</p>;
  if (!invoice.data) return <Skeleton label="Loading the invoice" lines={10} />;
  return <InvoiceDocument invoice={invoice.data} />;
}

function PrintSlip({ id }: { id: number }) {
  const order = useDeskOrder(id);
  if (order.error) return <p className="st-error" role="alert">{messageOf(order.error, 'The order could not be loaded')}</p>;
  if (!order.data) return <Skeleton label="Loading the packing slip" lines={8} />;
  return <PackingSlip order={order.data} />;
}

/** What goes in the box: the order, where it goes, and every item with a tick box for the packer. No prices. */
export function PackingSlip({ order }: { order: OrderDeskDetail }) {
  const { address } = order;
  const units = order.lines.reduce((n, line) => n + line.qty, 0);
  return (
    <article className={styles.slip} aria-labelledby="slip-title">
      <header className={styles.slipHead}>
        <h2 id="slip-title" className="st-h1">
          Packing slip
        </h2>
        <dl className={styles.facts}>
          <dt>Order</dt>
          <dd className={styles.mono}>{order.order_number}</dd>
          <dt>Placed</dt>
          <dd>{formatShopDay(order.created_at)}</dd>
          {order.shipping.carrier && (
            <>
              <dt>Courier</dt>
              <dd>{order.shipping.carrier}</dd>
            </>
          )}
          {order.shipping.awb && (
            <>
              <dt>AWB</dt>
              <dd className={styles.mono}>{order.shipping.awb}</dd>
            </>
          )}
        </dl>
      </header>
      <section aria-labelledby="slip-to">
        <h3 id="slip-to" className={styles.h3}>
          Ship to
        </h3>
        <address className={styles.address}>
          <strong>{address.name}</strong>
          <span>{address.house}</span>
          <span>{[address.locality, address.landmark].filter(Boolean).join(', ')}</span>
          <span>{`${address.city}, ${address.state} ${address.pin}`}</span>
          <span>{`Mobile ${address.mobile}`}</span>
        </address>
      </section>
      <table className={styles.slipTable}>
        <caption className="st-visually-hidden">Items to pack</caption>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Item</th>
            <th scope="col">HSN</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <span className={styles.tick} aria-hidden="true" />
              </td>
              <th scope="row">{line.variant_label ? `${line.title} (${line.variant_label})` : line.title}</th>
              <td>{line.hsn_code}</td>
              <td>{line.qty}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Units in the box
            </th>
            <td>{units}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.collect}>{order.money.cod_due_paise > 0 ? `Cash on delivery: collect ${formatPaise(order.money.cod_due_paise)} at the door.` : 'Prepaid: collect nothing at the door.'}</p>
    </article>
  );
}
