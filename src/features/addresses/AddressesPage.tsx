import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Address } from '../../../schemas/api/addresses';
import { ApiError } from '../../api/client';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { AddressCard } from './AddressCard';
import { deleteAddress, makeDefaultAddress } from './address-api';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { useAddresses } from './useAddresses';
import styles from './Addresses.module.css';

const crumbs = [{ label: 'My account', to: '/my-account' }];

function problem(err: unknown): string {
  return err instanceof ApiError && err.message ? err.message : 'Something went wrong. Please try again.';
}

/** /manage-address: the shopper's saved addresses, with edit, delete and "set as default". */
export default function AddressesPage() {
  const { user, addresses, error, isLoading, mutate } = useAddresses();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [pending, setPending] = useState<{ id: number; action: 'default' | 'delete' } | null>(null);

  async function run(id: number, action: 'default' | 'delete', task: () => Promise<void>, done: string) {
    if (pending) return;
    setPending({ id, action });
    try {
      await task();
      await mutate();
      toast.success(done);
      setDeleting(null);
    } catch (err) {
      toast.error(problem(err));
    } finally {
      setPending(null);
    }
  }

  const addButton = <ButtonLink to="/address/add">Add a new address</ButtonLink>;

  let body;
  if (error && !addresses) {
    body = (
      <EmptyState
        icon="map-pin"
        title="Your addresses could not be loaded"
        actions={
          <Button type="button" onClick={() => void mutate()}>
            Try again
          </Button>
        }
      >
        {problem(error)}
      </EmptyState>
    );
  } else if (isLoading || !addresses) {
    body = (
      <div className={styles.list} role="status" aria-label="Loading your addresses">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  } else if (addresses.length === 0) {
    body = (
      <EmptyState icon="map-pin" title="No saved addresses" actions={addButton}>
        Save a delivery address to check out faster.
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
                  if (user) void run(a.id, 'default', () => makeDefaultAddress(user.id, a.id), 'Default address changed');
                }}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Page title="Saved addresses" crumbs={crumbs}>
      {body}
      {deleting && user && (
        <DeleteAddressDialog
          address={deleting}
          busy={pending?.action === 'delete'}
          onClose={() => setDeleting(null)}
          onConfirm={() => void run(deleting.id, 'delete', () => deleteAddress(user.id, deleting.id), 'Address deleted')}
        />
      )}
    </Page>
  );
}
