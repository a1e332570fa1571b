import { useParams, useSearchParams } from 'react-router-dom';
import { readWholeNumber } from '../../../schemas/zod-helpers';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { AddressForm } from './AddressForm';
import { valuesOf } from './address-form';
import { useAddresses } from './useAddresses';
import styles from './AddressForm.module.css';

const crumbs = [
  { label: 'My account', to: '/my-account' },
  { label: 'Saved addresses', to: '/manage-address' },
];

/** Only a path on this site: an open redirect through ?return= would send shoppers anywhere. */
export function safeReturn(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') ? raw : '/manage-address';
}

/** /address/add and /address/edit/{id} (?return=/checkout brings the shopper back after saving). */
export default function AddressFormPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const returnTo = safeReturn(search.get('return'));
  const editing = params.id !== undefined;
  const id = readWholeNumber(params.id, 1, 2_147_483_647);
  const { user, addresses, error, isLoading } = useAddresses();
  const title = editing ? 'Edit address' : 'Add a new address';

  let body;
  if (!user) {
    body = <div className={styles.skeleton} role="status" aria-label="Loading" />;
  } else if (!editing) {
    body = <AddressForm userId={user.id} returnTo={returnTo} />;
  } else if (error && !addresses) {
    body = (
      <EmptyState icon="map-pin" title="The address could not be loaded" actions={<ButtonLink to="/manage-address">Saved addresses</ButtonLink>}>
        {error.message}
      </EmptyState>
    );
  } else if (isLoading || !addresses) {
    body = <div className={styles.skeleton} role="status" aria-label="Loading the address" />;
  } else {
    const address = addresses.find((a) => a.id === id);
    body = address ? (
      <AddressForm key={address.id} userId={user.id} addressId={address.id} initial={valuesOf(address)} returnTo={returnTo} />
    ) : (
      <EmptyState icon="map-pin" title="Address not found" actions={<ButtonLink to="/manage-address">Saved addresses</ButtonLink>}>
        It may have been deleted on another device.
      </EmptyState>
    );
  }

  return (
    <Page title={title} crumbs={crumbs}>
      {body}
    </Page>
  );
}
