import { Link } from 'react-router-dom';
import { Page } from '../../ui/Page';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import styles from './content.module.css';

/** The windows the seeded categories carry (categories.return_days); the server enforces them per item. */
const WINDOWS: readonly { group: MessageKey; days: number }[] = [
  { group: 'content.windowComputers', days: 7 },
  { group: 'content.windowAccessories', days: 10 },
];

export default function ReturnPolicyPage() {
  const t = useT();
  return (
    <Page title={t('content.returnPolicyTitle')} lead={t('content.returnPolicyLead')}>
      <div className={styles.stack}>
        <section aria-labelledby="policy-windows">
          <h2 id="policy-windows" className={styles.heading}>
            {t('content.returnWindows')}
          </h2>
          <p className={styles.prose}>{t('content.returnWindowsIntro')}</p>
          <ul className={styles.prose}>
            {WINDOWS.map((w) => (
              <li key={w.group}>
                {t(w.group)}: <strong>{t('content.windowDays', { days: w.days })}</strong>
              </li>
            ))}
          </ul>
          <p className={styles.prose}>{t('content.notReturnable')}</p>
        </section>
        <section aria-labelledby="policy-condition">
          <h2 id="policy-condition" className={styles.heading}>
            {t('content.conditionHeading')}
          </h2>
          <p className={styles.prose}>{t('content.conditionText')}</p>
        </section>
        <section aria-labelledby="policy-pickup">
          <h2 id="policy-pickup" className={styles.heading}>
            {t('content.pickupHeading')}
          </h2>
          <p className={styles.prose}>
            {t('content.pickupFrom')} <Link to="/orders">{t('orders.title')}</Link>
            {t('content.pickupText')}
          </p>
        </section>
        <section aria-labelledby="policy-refunds">
          <h2 id="policy-refunds" className={styles.heading}>
            {t('content.refundsHeading')}
          </h2>
          <p className={styles.prose}>{t('content.refundsText')}</p>
          <p className={styles.prose}>{t('content.refundsCancel')}</p>
        </section>
        <section aria-labelledby="policy-replacements">
          <h2 id="policy-replacements" className={styles.heading}>
            {t('content.replacementsHeading')}
          </h2>
          <p className={styles.prose}>{t('content.replacementsText')}</p>
        </section>
      </div>
    </Page>
  );
}
