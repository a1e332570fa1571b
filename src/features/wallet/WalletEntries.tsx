import type { WalletEntry, WalletEntryKindName } from '../../../schemas/api/wallet';
import { useFormat } from '../../i18n/useFormat';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import styles from './wallet.module.css';

/** How each kind reads when an entry has no description of its own (the server's description stays as written). */
const KIND_WORDS: Record<WalletEntryKindName, MessageKey> = {
  refund: 'wallet.kindRefund',
  referral_reward: 'wallet.kindReferralReward',
  welcome_credit: 'wallet.kindWelcomeCredit',
  gift_card: 'wallet.kindGiftCard',
  order_payment: 'wallet.kindOrderPayment',
  order_payment_reversal: 'wallet.kindOrderPaymentReversal',
  adjustment: 'wallet.kindAdjustment',
};

/** The ledger, newest first: credits in green with a plus, debits with a minus (never colour alone). */
export function WalletEntries({ entries }: { entries: WalletEntry[] }) {
  const t = useT();
  const { money, moment } = useFormat();
  return (
    <ul className={styles.list} aria-label={t('wallet.activityList')}>
      {entries.map((entry) => {
        const credit = entry.amount_paise > 0;
        return (
          <li key={entry.id} className={styles.entry}>
            <p className={styles.what}>{entry.description || t(KIND_WORDS[entry.kind])}</p>
            <p className={credit ? styles.credit : styles.debit}>
              <span className="visually-hidden">{t(credit ? 'wallet.credit' : 'wallet.debit')} </span>
              {credit ? '+' : '−'}
              {money(Math.abs(entry.amount_paise))}
            </p>
            <p className={styles.meta}>
              <time dateTime={entry.created_at}>{moment(entry.created_at)}</time>
            </p>
            <p className={styles.meta}>{t('wallet.balanceAfter', { amount: money(entry.balance_after_paise) })}</p>
          </li>
        );
      })}
    </ul>
  );
}
