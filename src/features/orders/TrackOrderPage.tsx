import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function TrackOrderPage() {
  return (
    <Page title="Track your order" lead="Placed, confirmed, packed, shipped, out for delivery, delivered.">
      <EmptyState icon="truck" title="Nothing on the way right now" actions={<ButtonLink to="/orders">See my orders</ButtonLink>}>
        Orders you place show their delivery timeline here.
      </EmptyState>
    </Page>
  );
}
