import { RequireAuth } from '../../app/routes/RequireAuth';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { useSignedInUser } from '../../state/useSignedInUser';
import { referralsPath, useReferrals } from './referrals-api';
import styles from './referrals.module.css';

function Referrals({ userId }: { userId: number }) {
  const t = useT();
  const { money, day } = useFormat();
  const { data, error, isLoading } = useReferrals(referralsPath(userId));
  if (isLoading) return <PageLoader />;
  if (error instanceof Error) return <p role="alert" className={styles.error}>{error.message}</p>;
  if (!data) return null;
  if (data.referrals.length === 0)
    return (
      <EmptyState icon="star" title={t('referrals.noneYet')} actions={<ButtonLink to="/refer-earn">{t('referrals.invite')}</ButtonLink>}>
        {t('referrals.noneBody')}
      </EmptyState>
    );
  return (
    <ul className={styles.list} aria-label={t('referrals.listLabel')}>
      {data.referrals.map((r, i) => (
        <li key={`${r.joined_at}-${i}`} className={styles.row}>
          <p className={styles.name}>{r.name}</p>
          <p className={r.status === 'paid' ? styles.paid : styles.pending}>{t(r.status === 'paid' ? 'referrals.rewardPaid' : 'referrals.rewardPending')}</p>
          <p className={styles.meta}>
            {t('referrals.joined')} <time dateTime={r.joined_at}>{day(r.joined_at)}</time>
          </p>
          <p className={styles.meta}>{money(r.reward_paise)}</p>
        </li>
      ))}
    </ul>
  );
}

function SignedInReferrals() {
  const userId = useSignedInUser()?.id ?? null;
  return userId === null ? null : <Referrals userId={userId} />;
}

export default function MyReferralsPage() {
  const t = useT();
  return (
    <Page title={t('referrals.mineTitle')} crumbs={[{ label: t('account.title'), to: '/my-account' }]}>
      <RequireAuth title={t('referrals.mineTitle')}>
        <SignedInReferrals />
      </RequireAuth>
    </Page>
  );
}
