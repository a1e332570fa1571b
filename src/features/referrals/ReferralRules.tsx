import type { Referrals } from '../../../schemas/api/referrals';
import { formatPaise } from '../../ui/format';
import styles from './referrals.module.css';

/** The programme's rules, with the amounts the server pays by. */
export function ReferralRules({ rules }: { rules: Referrals['rules'] }) {
  return (
    <section aria-labelledby="referral-rules">
      <h2 id="referral-rules" className={styles.heading}>
        How it works
      </h2>
      <ol className={styles.rules}>
        <li>Share your code or link with a friend.</li>
        <li>They sign up with it and get {formatPaise(rules.welcome_credit_paise)} welcome credit in their wallet.</li>
        <li>When their first order is delivered, you earn {formatPaise(rules.referrer_reward_paise)} in your wallet.</li>
        <li>Each friend earns you one reward, once. Wallet credit pays for orders and cannot be withdrawn as cash.</li>
      </ol>
    </section>
  );
}
