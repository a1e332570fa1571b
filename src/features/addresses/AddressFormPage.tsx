import { useParams, useSearchParams } from 'react-router-dom';
import { readWholeNumber } from '../../../schemas/zod-helpers';
import { useT } from '../../i18n/useT';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { AddressForm } from './AddressForm';
import { valuesOf } from './address-form';
import { useAddresses } from './useAddresses';
import styles from './AddressForm.module.css';

const CRUMBS = [
  { label: 'address.myAccount', to: '/my-account' },
  { label: 'address.savedAddresses', to: '/manage-address' },
] as const;

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
  const t = useT();
  const title = editing ? t('address.editAddress') : t('address.addNew');
  const crumbs = CRUMBS.map((crumb) => ({ ...crumb, label: t(crumb.label) }));

  let body;
  if (!user) {
    body = <div className={styles.skeleton} role="status" aria-label={t('address.loading')} />;
  } else if (!editing) {
    body = <AddressForm userId={user.id} returnTo={returnTo} />;
  } else if (error && !addresses) {
    body = (
      <EmptyState icon="map-pin" title={t('address.loadFailed')} actions={<ButtonLink to="/manage-address">{t('address.savedAddresses')}</ButtonLink>}>
        {error.message}
      </EmptyState>
    );
  } else if (isLoading || !addresses) {
    body = <div className={styles.skeleton} role="status" aria-label={t('address.loadingAddress')} />;
  } else {
    const address = addresses.find((a) => a.id === id);
    body = address ? (
      <AddressForm key={address.id} userId={user.id} addressId={address.id} initial={valuesOf(address)} returnTo={returnTo} />
    ) : (
      <EmptyState icon="map-pin" title={t('address.notFound')} actions={<ButtonLink to="/manage-address">{t('address.savedAddresses')}</ButtonLink>}>
        {t('address.notFoundText')}
      </EmptyState>
    );
  }

  return (
    <Page title={title} crumbs={crumbs}>
      {body}
    </Page>
  );
}
