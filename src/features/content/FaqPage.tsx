import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function FaqPage() {
  return (
    <Page title="Frequently asked questions">
      <EmptyState icon="help" title="No questions published yet" actions={<ButtonLink to="/customer-support">Ask customer support</ButtonLink>}>
        Our support team answers within one working day.
      </EmptyState>
    </Page>
  );
}
