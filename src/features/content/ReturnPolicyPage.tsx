import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function ReturnPolicyPage() {
  return (
    <Page title="Return and replace policy">
      <EmptyState icon="refresh" title="The return policy isn't published yet" actions={<ButtonLink to="/customer-support">Ask customer support</ButtonLink>}>
        Until it is, our support team will help with any return or replacement.
      </EmptyState>
    </Page>
  );
}
