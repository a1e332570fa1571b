import { Link } from 'react-router-dom';
import type { OrderDetail } from '../../../schemas/api/orders';
import { RETURN_STATUSES } from '../../../schemas/api/returns';
import { useFormat } from '../../i18n/useFormat';
import { useT, type Translate } from '../../i18n/useT';
import { RETURN_STATUS_WORDS } from './status-words';
import styles from './orders.module.css';

function requestLabel(status: string, t: Translate): string {
  const known = RETURN_STATUSES.find((s) => s === status);
  return known ? t(RETURN_STATUS_WORDS[known]) : status;
}

/** The lines of an order, each with its return or replacement links while it is eligible. */
export function OrderItems({ orderId, items }: { orderId: number; items: OrderDetail['items'] }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <img src={item.image.url} alt="" width={72} height={72} loading="lazy" />
          <div className={styles.cardBody}>
            <Link to={`/product/${item.slug}`}>{item.title}</Link>
            {item.variant_label && <p className={styles.meta}>{item.variant_label}</p>}
            <p className={styles.meta}>
              {t('orders.qtyAt', { qty: item.qty, price: money(item.unit_price_paise) })}
            </p>
            <div className={styles.itemLinks}>
              {item.returnable.eligible && (
                <>
                  <Link to={`/order/return/${item.id}?order=${orderId}`}>{t('orders.returnItem')}</Link>
                  <Link to={`/order/replace/${item.id}?order=${orderId}`}>{t('orders.replaceItem')}</Link>
                </>
              )}
              {item.returnable.request && (
                <Link to={`/order/refund-replace-process/${item.returnable.request.id}`}>
                  {t(item.returnable.request.kind === 'return' ? 'returns.kindReturn' : 'returns.kindReplacement')}: {requestLabel(item.returnable.request.status, t)}
                </Link>
              )}
            </div>
            {!item.returnable.eligible && !item.returnable.request && <p className={styles.meta}>{item.returnable.reason}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
