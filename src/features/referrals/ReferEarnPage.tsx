import { RequireAuth } from '../../app/routes/RequireAuth';
import { ButtonLink } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useSignedInUser } from '../../state/useSignedInUser';
import { ReferralRules } from './ReferralRules';
import { ShareLink } from './ShareLink';
import { referralsPath, useReferrals } from './referrals-api';
import { useT } from '../../i18n/useT';
import styles from './referrals.module.css';

function ReferEarn({ userId }: { userId: number }) {
  const t = useT();
  const { data, error, isLoading } = useReferrals(referralsPath(userId));
  if (isLoading) return <PageLoader />;
  if (error instanceof Error) return <p role="alert" className={styles.error}>{error.message}</p>;
  if (!data) return null;
  return (
    <>
      <section className={styles.card} aria-labelledby="referral-code">
        <h2 id="referral-code" className={styles.label}>
          {t('referrals.yourCode')}
        </h2>
        <p className={styles.code}>{data.code}</p>
        <p className={styles.link}>
          <span className={styles.label}>{t('referrals.yourLink')} </span>
          <a href={data.link}>{data.link}</a>
        </p>
        <ShareLink code={data.code} link={data.link} />
      </section>
      <ReferralRules rules={data.rules} />
      <ButtonLink variant="secondary" to="/my-referrals">
        {t('referrals.seeMine', { count: data.referrals.length })}
      </ButtonLink>
    </>
  );
}

function SignedInReferEarn() {
  const userId = useSignedInUser()?.id ?? null;
  return userId === null ? null : <ReferEarn userId={userId} />;
}

export default function ReferEarnPage() {
  const t = useT();
  return (
    <Page title={t('referrals.referEarnTitle')} crumbs={[{ label: t('account.title'), to: '/my-account' }]}>
      <RequireAuth title={t('referrals.referEarnTitle')}>
        <SignedInReferEarn />
      </RequireAuth>
    </Page>
  );
}
