import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function ReferEarnPage() {
  return (
    <Page title="Refer and earn" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="star" title="Your referral code is on its way" actions={<ButtonLink to="/my-referrals">See my referrals</ButtonLink>}>
        Invite friends: they get a welcome credit and you earn wallet credit when their first order is delivered.
      </EmptyState>
    </Page>
  );
}
