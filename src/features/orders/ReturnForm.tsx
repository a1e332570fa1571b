import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { stateName } from '../../../schemas/api/india';
import { RETURN_REASONS } from '../../../schemas/api/returns';
import type { Address } from '../../../schemas/api/addresses';
import { Button, ButtonLink } from '../../ui/Button';
import { fileReturn } from './orders-api';
import { useT } from '../../i18n/useT';
import { checkReturnDraft, type ReturnErrors } from './return-form-rules';
import { RETURN_REASON_WORDS } from './status-words';
import styles from './orders.module.css';

interface Props {
  userId: number;
  kind: 'return' | 'replace';
  itemId: number;
  /** The line's title and quantity when the order could be read; the server checks again either way. */
  item: { title: string; qty: number } | null;
  addresses: readonly Address[];
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** Reason, details, quantity, pickup address and (for a return) where the refund goes. */
export function ReturnForm({ userId, kind, itemId, item, addresses }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const maxQty = item?.qty ?? 10;
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [qty, setQty] = useState(1);
  const [addressId, setAddressId] = useState<number | null>(addresses.find((a) => a.is_default)?.id ?? addresses[0]?.id ?? null);
  const [destination, setDestination] = useState<'original' | 'wallet'>('original');
  const [errors, setErrors] = useState<ReturnErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkReturnDraft({ reason, details, qty, addressId }, maxQty, t);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0 || addressId === null) return;
    setBusy(true);
    try {
      const request = await fileReturn(userId, {
        order_item_id: itemId,
        kind,
        qty,
        reason,
        details: details.trim(),
        pickup_address_id: addressId,
        refund_destination: destination,
      });
      void navigate(`/order/refund-replace-process/${request.id}`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('returns.sendFailed'));
      setBusy(false);
    }
  };

  const invalid = (key: keyof ReturnErrors) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `return-${key}-error` } : {});

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {item && (
        <p className={styles.meta}>
          {t(kind === 'return' ? 'returns.returning' : 'returns.replacing')}: <strong>{item.title}</strong>
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="return-reason">{t('returns.reason')}</label>
        <select id="return-reason" value={reason} onChange={(e) => setReason(e.target.value)} {...invalid('reason')}>
          <option value="">{t('returns.chooseReason')}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(RETURN_REASON_WORDS[r])}
            </option>
          ))}
        </select>
        <FieldError id="return-reason-error" message={errors.reason} />
      </div>
      <div className={styles.field}>
        <label htmlFor="return-details">{t('returns.details')}</label>
        <textarea id="return-details" rows={3} value={details} onChange={(e) => setDetails(e.target.value)} {...invalid('details')} />
        <FieldError id="return-details-error" message={errors.details} />
      </div>
      <div className={styles.field}>
        <label htmlFor="return-qty">{t('returns.quantity')}</label>
        <input id="return-qty" type="number" inputMode="numeric" min={1} max={maxQty} value={qty} onChange={(e) => setQty(Number(e.target.value))} {...invalid('qty')} />
        <FieldError id="return-qty-error" message={errors.qty} />
      </div>
      <div className={styles.field}>
        <fieldset {...invalid('address')}>
          <legend>{t('returns.pickupAddress')}</legend>
          {addresses.length === 0 && (
            <p className={styles.meta}>
              {t('returns.noAddress')} <ButtonLink variant="ghost" to="/address/add">{t('returns.addAddress')}</ButtonLink>
            </p>
          )}
          {addresses.map((a) => (
            <label key={a.id} className={styles.radio}>
              <input type="radio" name="pickup_address" value={a.id} checked={addressId === a.id} onChange={() => setAddressId(a.id)} />
              <span>
                <strong>{a.name}</strong>, {a.house}, {a.locality}, {a.city}, {stateName(a.state_code)} {a.pin}
              </span>
            </label>
          ))}
        </fieldset>
        <FieldError id="return-address-error" message={errors.address} />
      </div>
      {kind === 'return' && (
        <div className={styles.field}>
          <fieldset>
            <legend>{t('returns.refundTo')}</legend>
            <label className={styles.radio}>
              <input type="radio" name="refund_destination" checked={destination === 'original'} onChange={() => setDestination('original')} />
              {t('returns.refundOriginal')}
            </label>
            <label className={styles.radio}>
              <input type="radio" name="refund_destination" checked={destination === 'wallet'} onChange={() => setDestination('wallet')} />
              {t('returns.refundWallet')}
            </label>
          </fieldset>
        </div>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {t(kind === 'return' ? 'returns.requestReturn' : 'returns.requestReplacement')}
      </Button>
    </form>
  );
}
