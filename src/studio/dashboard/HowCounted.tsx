import { LOW_STOCK_UNITS } from '../../../schemas/api/product-desk';
import styles from './Dashboard.module.css';

/** What each figure counts, in the shop's words: the definitions the server's SQL follows (server/features/dashboard). */
export function HowCounted() {
  return (
    <details className={styles.details}>
      <summary>How these figures are counted</summary>
      <dl className={styles.definitions}>
        <dt>Periods</dt>
        <dd>
          Days and weeks are India's (IST); a week starts on Monday. Today is compared with yesterday up to the same time of day, this week with last week up to the same
          weekday and time, so a morning is never set against a whole day.
        </dd>
        <dt>Orders</dt>
        <dd>Orders placed in the period that stand: every status except awaiting payment (an online payment not made) and cancelled.</dd>
        <dt>Revenue with GST</dt>
        <dd>
          Those orders&rsquo; totals as placed (after coupons, with delivery, GST included), less what has been refunded on them since, pending at the payment gateway or
          processed.
        </dd>
        <dt>Revenue without GST</dt>
        <dd>The same without the GST the orders carry; a refund&rsquo;s GST is taken in its order&rsquo;s proportion.</dd>
        <dt>Average order value</dt>
        <dd>The orders&rsquo; totals with GST divided by the number of orders, before refunds.</dd>
        <dt>Conversion</dt>
        <dd>
          Orders divided by visitors with a cart: the distinct visitors who added, changed, removed or checked out a cart line in the period. A visitor is a browser
          session, so a guest who signs in stays one visitor; a shopper on two devices counts twice.
        </dd>
        <dt>Late orders</dt>
        <dd>Orders not yet delivered (placed, confirmed, packed, shipped or out for delivery) whose promised delivery day is before today.</dd>
        <dt>Returns waiting</dt>
        <dd>Return and replacement requests that are requested, approved, picked up or received: not yet refunded, replaced or rejected.</dd>
        <dt>Low on stock</dt>
        <dd>{`Products with ${LOW_STOCK_UNITS} units or fewer across their variants, those out of stock included.`}</dd>
      </dl>
    </details>
  );
}
