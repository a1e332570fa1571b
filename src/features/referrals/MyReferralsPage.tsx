import { REFERRAL_STATUS_LABELS } from '../../../schemas/api/referrals';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { formatPaise, formatShopDay } from '../../ui/format';
import { useSignedInUser } from '../../state/useSignedInUser';
import { referralsPath, useReferrals } from './referrals-api';
import styles from './referrals.module.css';

function Referrals({ userId }: { userId: number }) {
  const { data, error, isLoading } = useReferrals(referralsPath(userId));
  if (isLoading) return <PageLoader />;
  if (error instanceof Error) return <p role="alert" className={styles.error}>{error.message}</p>;
  if (!data) return null;
  if (data.referrals.length === 0)
    return (
      <EmptyState icon="star" title="No referrals yet" actions={<ButtonLink to="/refer-earn">Invite friends</ButtonLink>}>
        Friends who join with your code, and the reward for each, appear here.
      </EmptyState>
    );
  return (
    <ul className={styles.list} aria-label="Friends who joined with your code">
      {data.referrals.map((r, i) => (
        <li key={`${r.joined_at}-${i}`} className={styles.row}>
          <p className={styles.name}>{r.name}</p>
          <p className={r.status === 'paid' ? styles.paid : styles.pending}>{REFERRAL_STATUS_LABELS[r.status]}</p>
          <p className={styles.meta}>
            Joined <time dateTime={r.joined_at}>{formatShopDay(r.joined_at)}</time>
          </p>
          <p className={styles.meta}>{formatPaise(r.reward_paise)}</p>
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
  return (
    <Page title="My referrals" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <RequireAuth title="My referrals">
        <SignedInReferrals />
      </RequireAuth>
    </Page>
  );
}
