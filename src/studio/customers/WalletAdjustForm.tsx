import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import {
  belowZeroWords,
  overLimitWords,
  REASON_LENGTH,
  WALLET_DIRECTIONS,
  walletAdjustmentSchema,
  type WalletAdjustment,
  type WalletDirection,
} from '../../../schemas/api/customer-desk';
import { formatPaise } from '../../ui/format';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { DeskField, TextField } from '../desk/DeskField';
import { issueErrors, messageOf, serverErrors, type FieldErrors } from '../desk/field-errors';
import { adjustWallet, isCustomerKey } from './customers-api';
import styles from './Customers.module.css';

interface Props {
  id: number;
  name: string;
  balancePaise: number;
  limitPaise: number;
  /** The owner: adjustments above support's limit are theirs. */
  canExceed: boolean;
  onAdjusted: () => void;
}

const DIRECTION_LABELS: Record<WalletDirection, string> = { credit: 'Credit (add money)', debit: 'Debit (take money)' };

/**
 * A credit or debit with its reason, which the customer reads in their
 * wallet. The amount is typed in rupees; what the server would refuse (below
 * zero, above support's limit) is said at the field before anything is sent,
 * and the server's own refusal lands there too. Confirmed before it is made.
 */
export function WalletAdjustForm({ id, name, balancePaise, limitPaise, canExceed, onAdjusted }: Props) {
  const formId = useId();
  const { mutate } = useSWRConfig();
  const [direction, setDirection] = useState<WalletDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<WalletAdjustment | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = (field: string) => `${formId}-${field}`;

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    window.setTimeout(() => document.querySelector<HTMLElement>(`[id^="${formId}"][aria-invalid="true"]`)?.focus(), 0);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = walletAdjustmentSchema.safeParse({ direction, amount, reason });
    if (!checked.success) {
      showErrors(issueErrors(checked.error.issues));
      return;
    }
    const input = checked.data;
    const refused =
      input.amount > limitPaise && !canExceed
        ? overLimitWords(limitPaise, input.amount, formatPaise)
        : input.direction === 'debit' && input.amount > balancePaise
          ? belowZeroWords(name, balancePaise, input.amount, formatPaise)
          : null;
    if (refused) {
      showErrors({ amount: refused });
      return;
    }
    setErrors({});
    setConfirming(input);
  };

  const send = async (input: WalletAdjustment) => {
    setBusy(true);
    try {
      await adjustWallet(id, { direction: input.direction, amount, reason });
      setConfirming(null);
      setAmount('');
      setReason('');
      toast.success(`${input.direction === 'credit' ? 'Credited' : 'Debited'} ${formatPaise(input.amount)} ${input.direction === 'credit' ? 'to' : 'from'} ${name}'s wallet`);
      onAdjusted();
      await mutate(isCustomerKey(id));
    } catch (error) {
      setConfirming(null);
      const found = serverErrors(error);
      if (found) showErrors(found);
      toast.error(messageOf(error, 'The wallet was not changed'));
    } finally {
      setBusy(false);
    }
  };

  const after = confirming ? balancePaise + (confirming.direction === 'credit' ? confirming.amount : -confirming.amount) : 0;
  const limitHelp = canExceed
    ? `Support can move up to ${formatPaise(limitPaise)} at once; as the owner you are not held to it`
    : `Up to ${formatPaise(limitPaise)} at once; larger adjustments need the owner`;

  return (
    <>
      <form className={styles.form} onSubmit={review} noValidate aria-label="Adjust the wallet">
        <fieldset className={styles.choices}>
          <legend>Adjust the wallet</legend>
          {WALLET_DIRECTIONS.map((d) => (
            <label key={d} className={styles.choice}>
              <input type="radio" name={fieldId('direction')} value={d} checked={direction === d} onChange={() => setDirection(d)} />
              {DIRECTION_LABELS[d]}
            </label>
          ))}
        </fieldset>
        <TextField id={fieldId('amount')} label="Amount" prefix="₹" inputMode="decimal" autoComplete="off" value={amount} onChange={setAmount} help={`Like 500 or 1,499.50. ${limitHelp}`} error={errors.amount} />
        <DeskField id={fieldId('reason')} label="Reason" help="The customer sees it in their wallet, and the audit log keeps it" error={errors.reason}>
          {(described) => (
            <textarea id={fieldId('reason')} className={styles.textarea} rows={2} maxLength={REASON_LENGTH.max + 20} value={reason} onChange={(event) => setReason(event.target.value)} {...described} />
          )}
        </DeskField>
        <div className={styles.actions}>
          <StudioButton type="submit" variant="primary" busy={busy}>
            {direction === 'credit' ? 'Credit the wallet' : 'Debit the wallet'}
          </StudioButton>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={confirming.direction === 'credit' ? `Credit ${formatPaise(confirming.amount)} to ${name}'s wallet?` : `Debit ${formatPaise(confirming.amount)} from ${name}'s wallet?`}
          text={`The balance goes from ${formatPaise(balancePaise)} to ${formatPaise(after)}. They will read “${confirming.reason}” in their wallet.`}
          back="Go back"
          action={{ label: confirming.direction === 'credit' ? 'Credit it' : 'Debit it', variant: confirming.direction === 'credit' ? 'primary' : 'danger', busy, onConfirm: () => void send(confirming) }}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
