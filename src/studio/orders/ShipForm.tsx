import { useId, useRef, useState, type FormEvent } from 'react';
import { orderMoveSchema } from '../../../schemas/api/order-desk';
import { StudioButton } from '../Controls';
import { TextField } from '../desk/DeskField';
import { errorsByField, issueMessages, serverMessages } from '../desk/field-errors';
import styles from './Orders.module.css';

/** Couriers Indian shops ship with most; any other name can be typed. */
const COURIERS = ['Blue Dart', 'Delhivery', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'Ekart', 'India Post'];

type Field = 'carrier' | 'awb';
const fieldOf = (path: string): Field | null => (path === 'carrier' || path === 'awb' ? path : null);

interface Props {
  orderNumber: string;
  onShip: (carrier: string, awb: string) => Promise<void>;
  onCancel: () => void;
}

/** Shipping names the courier and its AWB number, which the shopper's tracking page shows: both are required, checked here and on the server. */
export function ShipForm({ orderNumber, onShip, onCancel }: Props) {
  const id = useId();
  const [carrier, setCarrier] = useState('');
  const [awb, setAwb] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = orderMoveSchema.safeParse({ to: 'shipped', carrier, awb });
    if (!checked.success) return show(errorsByField(issueMessages(checked.error.issues), fieldOf).errors);
    setErrors({});
    setBusy(true);
    try {
      await onShip(carrier, awb);
    } catch (error) {
      const found = errorsByField(serverMessages(error), fieldOf).errors;
      if (Object.keys(found).length > 0) show(found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className={styles.actionForm} aria-label={`Ship order ${orderNumber}`} noValidate onSubmit={(e) => void submit(e)}>
      <h3 className={styles.h3}>Ship the order</h3>
      <div className={styles.pair}>
        <TextField id={`${id}-carrier`} label="Courier" value={carrier} list={`${id}-couriers`} autoComplete="off" maxLength={40} error={errors.carrier} onChange={setCarrier} />
        <datalist id={`${id}-couriers`}>
          {COURIERS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          id={`${id}-awb`}
          label="AWB number"
          value={awb}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          help="From the courier's label: 6 to 20 letters and digits"
          error={errors.awb}
          onChange={(value) => setAwb(value.toUpperCase())}
        />
      </div>
      <div className={styles.formActions}>
        <StudioButton type="submit" variant="primary" busy={busy}>
          Mark shipped
        </StudioButton>
        <StudioButton onClick={onCancel}>Not now</StudioButton>
      </div>
    </form>
  );
}
