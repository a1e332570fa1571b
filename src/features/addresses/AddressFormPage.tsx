import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function AddressFormPage() {
  return (
    <Page title="Delivery address" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="map-pin" title="Addresses open with checkout" actions={<ButtonLink to="/manage-address">Saved addresses</ButtonLink>}>
        Address entry with PIN code lookup arrives with checkout; your saved addresses will be listed here.
      </EmptyState>
    </Page>
  );
}
