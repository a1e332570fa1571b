import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Address } from '../../../schemas/api/addresses';
import { ApiError } from '../../api/client';
import { useT, type Translate } from '../../i18n/useT';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { AddressCard } from './AddressCard';
import { deleteAddress, makeDefaultAddress } from './address-api';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { useAddresses } from './useAddresses';
import styles from './Addresses.module.css';

function problem(err: unknown, t: Translate): string {
  return err instanceof ApiError && err.message ? err.message : t('address.problem');
}

/** /manage-address: the shopper's saved addresses, with edit, delete and "set as default". */
export default function AddressesPage() {
  const { user, addresses, error, isLoading, mutate } = useAddresses();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [pending, setPending] = useState<{ id: number; action: 'default' | 'delete' } | null>(null);
  const t = useT();

  async function run(id: number, action: 'default' | 'delete', task: () => Promise<void>, done: string) {
    if (pending) return;
    setPending({ id, action });
    try {
      await task();
      await mutate();
      toast.success(done);
      setDeleting(null);
    } catch (err) {
      toast.error(problem(err, t));
    } finally {
      setPending(null);
    }
  }

  const addButton = <ButtonLink to="/address/add">{t('address.addNew')}</ButtonLink>;

  let body;
  if (error && !addresses) {
    body = (
      <EmptyState
        icon="map-pin"
        title={t('address.listFailed')}
        actions={
          <Button type="button" onClick={() => void mutate()}>
            {t('address.tryAgain')}
          </Button>
        }
      >
        {problem(error, t)}
      </EmptyState>
    );
  } else if (isLoading || !addresses) {
    body = (
      <div className={styles.list} role="status" aria-label={t('address.loadingAddresses')}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  } else if (addresses.length === 0) {
    body = (
      <EmptyState icon="map-pin" title={t('address.none')} actions={addButton}>
        {t('address.noneText')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className={styles.toolbar}>{addButton}</div>
        <ul className={styles.list}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={pending?.id === address.id && pending.action === 'default' ? 'default' : null}
                onDelete={setDeleting}
                onMakeDefault={(a) => {
                  if (user) void run(a.id, 'default', () => makeDefaultAddress(user.id, a.id), t('address.defaultChanged'));
                }}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Page title={t('address.savedAddresses')} crumbs={[{ label: t('address.myAccount'), to: '/my-account' }]}>
      {body}
      {deleting && user && (
        <DeleteAddressDialog
          address={deleting}
          busy={pending?.action === 'delete'}
          onClose={() => setDeleting(null)}
          onConfirm={() => void run(deleting.id, 'delete', () => deleteAddress(user.id, deleting.id), t('address.deleted'))}
        />
      )}
    </Page>
  );
}
