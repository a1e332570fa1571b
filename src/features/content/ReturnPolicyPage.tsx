import { Link } from 'react-router-dom';
import { Page } from '../../ui/Page';
import styles from './content.module.css';

/** The windows the seeded categories carry (categories.return_days); the server enforces them per item. */
const WINDOWS = [
  { group: 'Computers and laptops, mobiles and tablets', days: 7 },
  { group: 'Accessories, audio, wearables and cameras', days: 10 },
] as const;

export default function ReturnPolicyPage() {
  return (
    <Page title="Return and replace policy" lead="What you can send back, how long you have, and when your money comes back.">
      <div className={styles.stack}>
        <section aria-labelledby="policy-windows">
          <h2 id="policy-windows" className={styles.heading}>
            Return windows
          </h2>
          <p className={styles.prose}>The window starts on the day your order is delivered and depends on the product's category:</p>
          <ul className={styles.prose}>
            {WINDOWS.map((w) => (
              <li key={w.group}>
                {w.group}: <strong>{w.days} days</strong>
              </li>
            ))}
          </ul>
          <p className={styles.prose}>
            Items marked as not returnable on their product page (for example software licences and opened consumables) cannot be returned or replaced. Each order
            page shows, item by item, whether a return is still possible and until when.
          </p>
        </section>
        <section aria-labelledby="policy-condition">
          <h2 id="policy-condition" className={styles.heading}>
            Condition of the item
          </h2>
          <p className={styles.prose}>
            Send the item back with its original box, accessories, manuals, free gifts and invoice, without physical damage, and with any screen lock, cloud
            account or device password removed. An item that arrives damaged, with parts missing or not as described is checked at pickup and the request is
            approved or rejected with the reason.
          </p>
        </section>
        <section aria-labelledby="policy-pickup">
          <h2 id="policy-pickup" className={styles.heading}>
            Pickup
          </h2>
          <p className={styles.prose}>
            Request a return or replacement from <Link to="/orders">My orders</Link>, choosing one of your saved addresses for pickup. Our courier collects the
            item within 2–4 working days of approval; you can follow every step on the request's page.
          </p>
        </section>
        <section aria-labelledby="policy-refunds">
          <h2 id="policy-refunds" className={styles.heading}>
            Refunds
          </h2>
          <p className={styles.prose}>
            A return is refunded once the item is picked up and checked: the price you paid for it, less its share of any coupon. Choose the original payment
            method (card, UPI or net banking: 5–7 working days after the refund is issued) or your wallet (at once). Cash on delivery orders are refunded to the
            wallet or a bank account. Delivery charges are refunded only when the whole order is returned because of our error.
          </p>
          <p className={styles.prose}>Cancelling an order before it ships refunds everything paid for it in the same way.</p>
        </section>
        <section aria-labelledby="policy-replacements">
          <h2 id="policy-replacements" className={styles.heading}>
            Replacements
          </h2>
          <p className={styles.prose}>
            A replacement is the same product and variant, sent once the original is picked up. If it is out of stock, we refund the item instead. Each item can
            have one open request at a time; a rejected request can be raised again within the window.
          </p>
        </section>
      </div>
    </Page>
  );
}
