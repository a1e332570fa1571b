import type { CustomerDetail } from '../../../schemas/api/customer-desk';
import { REFERRAL_STATUS_LABELS } from '../../../schemas/api/referrals';
import { formatPaise, formatShopDay } from '../../ui/format';
import styles from './Customers.module.css';

/** Who referred the customer, the friends they referred (each opens as a customer) and the rewards paid. */
export function ReferralsSection({ referrals, onOpen }: { referrals: CustomerDetail['referrals']; onOpen: (id: number) => void }) {
  const { referred_by: referredBy, made } = referrals;
  return (
    <section className={styles.section} aria-labelledby="customer-referrals">
      <div className={styles.sectionHead}>
        <h2 className="st-h2" id="customer-referrals">
          Referrals
        </h2>
        <span className="st-muted">{`Rewards paid: ${formatPaise(referrals.rewards_paid_paise)}`}</span>
      </div>
      <p className="st-muted">
        {referredBy ? (
          <>
            {'Joined with the code of '}
            <button type="button" className={styles.name} onClick={() => onOpen(referredBy.user_id)}>
              {referredBy.name}
            </button>
          </>
        ) : (
          'Joined without a referral code.'
        )}
      </p>
      {made.length === 0 ? (
        <p className="st-muted">Has not referred anyone yet.</p>
      ) : (
        <div className="st-table-wrap">
          <table className={`st-table ${styles.table}`}>
            <caption className="st-visually-hidden">Friends they referred, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Friend</th>
                <th scope="col">Joined</th>
                <th scope="col">Reward</th>
              </tr>
            </thead>
            <tbody>
              {made.map((friend) => (
                <tr key={friend.user_id}>
                  <th scope="row">
                    <button type="button" className={styles.name} onClick={() => onOpen(friend.user_id)}>
                      {friend.name}
                    </button>
                  </th>
                  <td data-label="Joined">{formatShopDay(friend.joined_at)}</td>
                  <td data-label="Reward">{`${formatPaise(friend.reward_paise)} · ${REFERRAL_STATUS_LABELS[friend.status]}${friend.paid_at ? ` on ${formatShopDay(friend.paid_at)}` : ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
