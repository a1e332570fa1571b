import type { Referrals } from '../../../schemas/api/referrals';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import styles from './referrals.module.css';

/** The programme's rules, with the amounts the server pays by. */
export function ReferralRules({ rules }: { rules: Referrals['rules'] }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <section aria-labelledby="referral-rules">
      <h2 id="referral-rules" className={styles.heading}>
        {t('referrals.howItWorks')}
      </h2>
      <ol className={styles.rules}>
        <li>{t('referrals.ruleShare')}</li>
        <li>{t('referrals.ruleWelcome', { amount: money(rules.welcome_credit_paise) })}</li>
        <li>{t('referrals.ruleReward', { amount: money(rules.referrer_reward_paise) })}</li>
        <li>{t('referrals.ruleOnce')}</li>
      </ol>
    </section>
  );
}
