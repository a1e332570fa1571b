import { useId, useState, type FormEvent } from 'react';
import { bulkPriceSchema, type BulkFilter, type BulkPriceInput } from '../../../../schemas/api/product-csv';
import { Dialog } from '../../../ui/Dialog';
import { changePrices } from './bulk-api';
import { ChangeActions } from './ChangeActions';
import { useBulkChange } from './use-bulk-change';
import styles from './Bulk.module.css';

type Kind = 'percent' | 'fixed';
type Request = Omit<BulkPriceInput, 'preview' | 'skip_refused'>;

interface Props {
  filter: BulkFilter;
  matching: string | null;
  onClose: () => void;
}

/** "-5", "−5 %", "12.5": a signed percentage as staff type it; NaN when it is not one. */
const percentOf = (text: string) => (/^[-−+]?\s*\d+(\.\d+)?\s*%?$/.test(text.trim()) ? Number(text.trim().replace('−', '-').replace(/[%\s]/g, '')) : Number.NaN);

/** Change prices: of every product the table's filters match, by a percentage or a rupee amount, previewed before it is applied. */
export function PriceDialog({ filter, matching, onClose }: Props) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('percent');
  const [amount, setAmount] = useState('');
  const [applyTo, setApplyTo] = useState<Request['apply_to']>('price');
  const [rounding, setRounding] = useState<Request['rounding']>('rupee');
  const flow = useBulkChange<Request>(changePrices, onClose);
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    flow.reset();
  };

  /** The request as the server will check it, or the first thing wrong with it. */
  const request = (): Request | null => {
    const percent = percentOf(amount);
    if (kind === 'percent' && Number.isNaN(percent)) {
      flow.showError('Enter a percentage, like 10 for a rise or -5 for a cut');
      return null;
    }
    const candidate: Request = { filter, change: kind === 'percent' ? { kind, percent } : { kind, rupees: amount }, apply_to: applyTo, rounding };
    const parsed = bulkPriceSchema.safeParse({ ...candidate, preview: true });
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
    <Dialog title="Change prices" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="st-muted">{`Changes the ${matching ?? ''} products the table's filters match (with variants, each variant's price). Nothing changes until you apply.`}</p>
        <fieldset className={styles.choices}>
          <legend>Change by</legend>
          <label>
            <input type="radio" name={`${id}-kind`} checked={kind === 'percent'} onChange={() => edit(setKind)('percent')} />A percentage
          </label>
          <label>
            <input type="radio" name={`${id}-kind`} checked={kind === 'fixed'} onChange={() => edit(setKind)('fixed')} />
            An amount in rupees
          </label>
        </fieldset>
        <div className="st-field">
          <label htmlFor={`${id}-amount`}>{kind === 'percent' ? 'Percentage (%)' : 'Amount (₹)'}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            placeholder={kind === 'percent' ? '10 or -5' : '500 or -1,000'}
            aria-describedby={`${id}-amount-help${flow.error ? ` ${id}-error` : ''}`}
            aria-invalid={flow.error ? true : undefined}
            onChange={(e) => edit(setAmount)(e.target.value)}
          />
          <p className="st-muted" id={`${id}-amount-help`}>
            A minus sign makes it a cut.
          </p>
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-target`}>Change</label>
          <select id={`${id}-target`} value={applyTo} onChange={(e) => edit(setApplyTo)(e.target.value === 'mrp' || e.target.value === 'both' ? e.target.value : 'price')}>
            <option value="price">The selling price</option>
            <option value="mrp">The MRP</option>
            <option value="both">Both the price and the MRP</option>
          </select>
        </div>
        {kind === 'percent' && (
          <div className="st-field">
            <label htmlFor={`${id}-rounding`}>Round to</label>
            <select id={`${id}-rounding`} value={rounding} onChange={(e) => edit(setRounding)(e.target.value === 'paise' ? 'paise' : 'rupee')}>
              <option value="rupee">Whole rupees (₹82,489)</option>
              <option value="paise">Paise (₹82,489.45)</option>
            </select>
          </div>
        )}
        <ChangeActions
          id={id}
          kind="price"
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
