import { WALLET_KIND_LABELS, type WalletEntry } from '../../../schemas/api/wallet';
import { formatPaise, formatShopMoment } from '../../ui/format';
import styles from './wallet.module.css';

/** The ledger, newest first: credits in green with a plus, debits with a minus (never colour alone). */
export function WalletEntries({ entries }: { entries: WalletEntry[] }) {
  return (
    <ul className={styles.list} aria-label="Wallet activity">
      {entries.map((entry) => {
        const credit = entry.amount_paise > 0;
        return (
          <li key={entry.id} className={styles.entry}>
            <p className={styles.what}>{entry.description || WALLET_KIND_LABELS[entry.kind]}</p>
            <p className={credit ? styles.credit : styles.debit}>
              <span className="visually-hidden">{credit ? 'Credit ' : 'Debit '}</span>
              {credit ? '+' : '−'}
              {formatPaise(Math.abs(entry.amount_paise))}
            </p>
            <p className={styles.meta}>
              <time dateTime={entry.created_at}>{formatShopMoment(entry.created_at)}</time>
            </p>
            <p className={styles.meta}>Balance {formatPaise(entry.balance_after_paise)}</p>
          </li>
        );
      })}
    </ul>
  );
}
