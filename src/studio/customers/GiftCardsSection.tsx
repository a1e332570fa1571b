import type { CustomerDetail } from '../../../schemas/api/customer-desk';
import { GIFT_CARD_STATUS_LABELS } from '../../../schemas/api/gift-cards';
import { formatPaise, formatShopDay } from '../../ui/format';
import styles from './Customers.module.css';

/** Gift cards the customer bought (codes masked, as the buyer sees them) and those redeemed into their wallet. */
export function GiftCardsSection({ giftCards }: { giftCards: CustomerDetail['gift_cards'] }) {
  const { bought, redeemed } = giftCards;
  return (
    <section className={styles.section} aria-labelledby="customer-gift-cards">
      <h2 className="st-h2" id="customer-gift-cards">
        Gift cards
      </h2>
      <h3 className={styles.subhead}>Bought</h3>
      {bought.length === 0 ? (
        <p className="st-muted">None bought.</p>
      ) : (
        <ul className={styles.cards} aria-label="Gift cards bought">
          {bought.map((card) => (
            <li key={card.id} className={styles.card}>
              <strong>{`${formatPaise(card.amount_paise)} · ${card.design.name}`}</strong>
              <span>{`For ${card.recipient_name} <${card.recipient_email}>`}</span>
              <span>{`${GIFT_CARD_STATUS_LABELS[card.status]} · ordered ${formatShopDay(card.created_at)} · ${card.order_number}`}</span>
              {card.code_masked && <span className={styles.sub}>{card.code_masked}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subhead}>Redeemed into their wallet</h3>
      {redeemed.length === 0 ? (
        <p className="st-muted">None redeemed.</p>
      ) : (
        <ul className={styles.cards} aria-label="Gift cards redeemed">
          {redeemed.map((card) => (
            <li key={card.id} className={styles.card}>
              <strong>{formatPaise(card.amount_paise)}</strong>
              <span>{`${card.code_masked} · ${formatShopDay(card.redeemed_at)}`}</span>
              {card.own_purchase && <span className={styles.sub}>A card they bought themselves</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
