import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { walletLimitInputSchema } from '../../../schemas/api/customer-desk';
import { rupeesInputText } from '../../../schemas/rupees';
import { formatPaise } from '../../ui/format';
import { StudioButton } from '../Controls';
import { TextField } from '../desk/DeskField';
import { messageOf, serverErrors } from '../desk/field-errors';
import { setWalletLimit, useWalletLimit } from './customers-api';
import styles from './Customers.module.css';

/**
 * The most support may move in one wallet adjustment, for everyone to read;
 * the owner (staff.manage) changes it here. Above it, only the owner adjusts.
 */
export function WalletLimitPanel({ canSet }: { canSet: boolean }) {
  const id = useId();
  const limit = useWalletLimit();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!limit.data) return limit.error ? <p className="st-error">{messageOf(limit.error, 'The wallet limit could not be loaded')}</p> : null;
  const current = limit.data.support_limit_paise;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = walletLimitInputSchema.safeParse({ support_limit: typed });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const saved = await setWalletLimit({ support_limit: typed });
      await limit.mutate(saved, { revalidate: false });
      setEditing(false);
      setError(undefined);
      toast.success(`Support can now adjust a wallet by up to ${formatPaise(saved.support_limit_paise)} at a time`);
    } catch (failure) {
      setError(serverErrors(failure)?.support_limit ?? messageOf(failure, 'The limit was not saved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.limitBar}>
      <p className="st-muted">{`Support can credit or debit a wallet by up to ${formatPaise(current)} in one adjustment; larger ones need the owner.`}</p>
      {canSet && !editing && (
        <StudioButton
          small
          onClick={() => {
            setTyped(rupeesInputText(current));
            setEditing(true);
          }}
        >
          Change the limit
        </StudioButton>
      )}
      {editing && (
        <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label="Support’s wallet limit">
          <TextField
            id={`${id}-limit`}
            label="Most support may move at once"
            prefix="₹"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={setTyped}
            help="0: only the owner adjusts wallets"
            error={error}
          />
          <div className={styles.actions}>
            <StudioButton type="submit" variant="primary" busy={busy}>
              Save the limit
            </StudioButton>
            <StudioButton
              disabled={busy}
              onClick={() => {
                setEditing(false);
                setError(undefined);
              }}
            >
              Cancel
            </StudioButton>
          </div>
        </form>
      )}
    </div>
  );
}
