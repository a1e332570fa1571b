import { useId, useState, type FormEvent } from 'react';
import { bulkStockSchema, type BulkFilter, type BulkStockInput } from '../../../../schemas/api/product-csv';
import { Dialog } from '../../../ui/Dialog';
import { changeStock } from './bulk-api';
import { ChangeActions } from './ChangeActions';
import { useBulkChange } from './use-bulk-change';
import styles from './Bulk.module.css';

type Mode = 'add' | 'set' | 'percent';
type Request = Omit<BulkStockInput, 'preview' | 'skip_refused'>;

interface Props {
  filter: BulkFilter;
  matching: string | null;
  onClose: () => void;
}

const LABELS: Record<Mode, string> = { add: 'Units to add (a minus takes away)', set: 'New stock (units)', percent: 'Percentage (%)' };

/** Change stock: of every product the table's filters match (each variant's with variants), previewed before it is applied. */
export function StockDialog({ filter, matching, onClose }: Props) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('add');
  const [amount, setAmount] = useState('');
  const flow = useBulkChange<Request>(changeStock, onClose);
  const choose = (next: Mode) => {
    setMode(next);
    flow.reset();
  };

  const request = (): Request | null => {
    const text = amount.trim().replace('−', '-').replace(/[%\s]/g, '');
    const number = /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(number) || (mode !== 'percent' && !Number.isInteger(number))) {
      flow.showError(mode === 'percent' ? 'Enter a percentage, like 10 or -5' : 'Enter a whole number of units');
      return null;
    }
    const candidate: Request = { filter, change: mode === 'percent' ? { kind: 'percent', percent: number } : { kind: 'fixed', units: number, mode } };
    const parsed = bulkStockSchema.safeParse({ ...candidate, preview: true });
    if (!parsed.success) {
      flow.showError(parsed.error.issues[0]?.message ?? 'Check the change');
      return null;
    }
    return candidate;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const r = request();
    if (r) void flow.runPreview(r);
  };

  return (
    <Dialog title="Change stock" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="st-muted">{`Changes the stock of the ${matching ?? ''} products the table's filters match (with variants, each variant's). Nothing changes until you apply.`}</p>
        <fieldset className={styles.choices}>
          <legend>Change</legend>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'add'} onChange={() => choose('add')} />
            Add or take away units
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'set'} onChange={() => choose('set')} />
            Set every stock to a number
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'percent'} onChange={() => choose('percent')} />
            By a percentage
          </label>
        </fieldset>
        <div className="st-field">
          <label htmlFor={`${id}-amount`}>{LABELS[mode]}</label>
          <input
            id={`${id}-amount`}
            inputMode={mode === 'percent' ? 'decimal' : 'numeric'}
            value={amount}
            aria-describedby={flow.error ? `${id}-error` : undefined}
            aria-invalid={flow.error ? true : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              flow.reset();
            }}
          />
        </div>
        <ChangeActions
          id={id}
          kind="stock"
          flow={flow}
          onClose={onClose}
          onApply={() => {
            const r = request();
            if (r) void flow.apply(r);
          }}
        />
      </form>
    </Dialog>
  );
}
