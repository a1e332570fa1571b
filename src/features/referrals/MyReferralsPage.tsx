import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function MyReferralsPage() {
  return (
    <Page title="My referrals" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="star" title="No referrals yet" actions={<ButtonLink to="/refer-earn">Invite friends</ButtonLink>}>
        Friends who join with your code, and the reward for each, appear here.
      </EmptyState>
    </Page>
  );
}
