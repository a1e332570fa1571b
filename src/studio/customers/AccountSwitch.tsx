import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import type { CustomerProfile } from '../../../schemas/api/customer-desk';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { messageOf } from '../desk/field-errors';
import { isCustomerKey, isCustomerListKey, setDisabled } from './customers-api';

const devices = (n: number) => (n === 1 ? '1 device' : `${n} devices`);

/** Disable or enable the shopper's account, after saying what it does: disabling signs them out everywhere at once. */
export function AccountSwitch({ profile }: { profile: CustomerProfile }) {
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const disable = profile.disabled === null;

  const run = async () => {
    setBusy(true);
    try {
      await setDisabled(profile.id, disable);
      setAsking(false);
      toast.success(disable ? `${profile.name}'s account is disabled and signed out everywhere` : `${profile.name} can sign in again`);
      await Promise.all([mutate(isCustomerKey(profile.id)), mutate(isCustomerListKey)]);
    } catch (error) {
      toast.error(messageOf(error, 'The account was not changed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StudioButton small variant={disable ? 'danger-quiet' : 'secondary'} busy={busy} onClick={() => setAsking(true)}>
        {disable ? 'Disable account' : 'Enable account'}
      </StudioButton>
      {asking && (
        <ConfirmDialog
          title={disable ? `Disable ${profile.name}'s account?` : `Enable ${profile.name}'s account?`}
          text={
            disable
              ? `They are signed out at once on every device (${devices(profile.active_sessions)} now) and cannot sign in until you enable the account. Their orders, wallet and tickets stay as they are.`
              : 'They can sign in again at once, with everything as it was.'
          }
          back={disable ? 'Keep it enabled' : 'Keep it disabled'}
          action={{ label: disable ? 'Disable account' : 'Enable account', variant: disable ? 'danger' : 'primary', busy, onConfirm: () => void run() }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
