import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function AddressesPage() {
  return (
    <Page title="Saved addresses" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="map-pin" title="No saved addresses" actions={<ButtonLink to="/address/add">Add an address</ButtonLink>}>
        Save a delivery address to check out faster.
      </EmptyState>
    </Page>
  );
}
