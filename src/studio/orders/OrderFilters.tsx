import { useEffect, useId, useState } from 'react';
import { INDIAN_STATES } from '../../../schemas/api/india';
import { ORDER_DESK_PAGE_SIZES, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderDeskFilter } from '../../../schemas/api/order-desk';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES } from '../../../schemas/api/orders';
import { PAYMENT_METHODS } from '../../../schemas/api/checkout';
import { readRupees } from '../../../schemas/rupees';
import { useDebouncedValue } from '../../features/search/useDebouncedValue';
import { StudioButton } from '../Controls';
import { TextField } from '../desk/DeskField';
import styles from './Orders.module.css';

const TYPING_PAUSE_MS = 300;

interface Props {
  filter: OrderDeskFilter;
  onChange: (change: OrderDeskFilter) => void;
}

type Typed = { q: string; pin: string; min_total: string; max_total: string };

/** A typed value the filter can take, or the sentence why not ('' when it is fine). */
function problemOf(name: keyof Typed, value: string): string {
  const text = value.trim();
  if (text === '' || name === 'q') return '';
  if (name === 'pin') return /^[1-9][0-9]{5}$/.test(text) ? '' : 'A PIN code has 6 digits and does not start with 0';
  const read = readRupees(text, name === 'min_total' ? 'The lowest total' : 'The highest total');
  return read.ok ? '' : read.message;
}

/**
 * The table's filters. Choices apply at once; what is typed applies once the
 * typing pauses and the value reads right (a PIN of 6 digits, rupees as
 * staff write them), with the problem shown beside the field meanwhile.
 */
export function OrderFilters({ filter, onChange }: Props) {
  const id = useId();
  const [typed, setTyped] = useState<Typed>({ q: filter.q ?? '', pin: filter.pin ?? '', min_total: filter.min_total ?? '', max_total: filter.max_total ?? '' });
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const problems = { pin: problemOf('pin', settled.pin), min_total: problemOf('min_total', settled.min_total), max_total: problemOf('max_total', settled.max_total) };
  const minPaise = readRupees(settled.min_total);
  const maxPaise = readRupees(settled.max_total);
  const rangeProblem = minPaise.ok && maxPaise.ok && minPaise.paise > maxPaise.paise ? 'The lowest total is above the highest' : '';

  useEffect(() => {
    const change: OrderDeskFilter = {};
    for (const name of ['q', 'pin', 'min_total', 'max_total'] as const) {
      const value = settled[name].trim();
      if (problemOf(name, value) !== '' || (value === '' ? undefined : value) === filter[name]) continue;
      if (name !== 'q' && rangeProblem) continue;
      change[name] = value === '' ? undefined : value;
    }
    if (Object.keys(change).length > 0) onChange(change);
  }, [settled, filter, onChange, rangeProblem]);

  const [open, setOpen] = useState(false);
  const active = (['status', 'payment_method', 'payment_status', 'from', 'to', 'state', 'pin', 'min_total', 'max_total'] as const).filter((key) => filter[key]).length;
  const type = (name: keyof Typed) => (value: string) => setTyped((t) => ({ ...t, [name]: value }));
  const select = (name: keyof OrderDeskFilter) => (event: { target: { value: string } }) => onChange({ [name]: event.target.value || undefined });
  const clearAll = () => {
    setTyped({ q: '', pin: '', min_total: '', max_total: '' });
    onChange({ q: undefined, pin: undefined, min_total: undefined, max_total: undefined, status: undefined, from: undefined, to: undefined, payment_method: undefined, payment_status: undefined, state: undefined });
  };

  return (
    <div className={styles.filters} role="search" aria-label="Find orders">
      <div className={`st-field ${styles.search}`}>
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed.q}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-q-help`}
          onChange={(event) => type('q')(event.target.value)}
        />
        <p className="st-muted" id={`${id}-q-help`}>
          Order number, mobile number, e-mail or the shopper’s name
        </p>
      </div>
      <div className={styles.toggle}>
        <StudioButton small aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide filters' : `Filters${active > 0 ? ` (${active} on)` : ''}`}
        </StudioButton>
      </div>
      <div id={`${id}-more`} className={styles.more} data-open={open}>
        <div className="st-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={filter.status ?? ''} onChange={select('status')}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-method`}>Payment</label>
          <select id={`${id}-method`} value={filter.payment_method ?? ''} onChange={select('payment_method')}>
            <option value="">Any payment</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m.code} value={m.code}>
                {PAYMENT_METHOD_LABELS[m.code]}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-paid`}>Payment status</label>
          <select id={`${id}-paid`} value={filter.payment_status ?? ''} onChange={select('payment_status')}>
            <option value="">Any payment status</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-from`}>Placed from</label>
          <input id={`${id}-from`} type="date" value={filter.from ?? ''} max={filter.to} onChange={select('from')} />
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-to`}>Placed to</label>
          <input id={`${id}-to`} type="date" value={filter.to ?? ''} min={filter.from} onChange={select('to')} />
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-state`}>Delivery state</label>
          <select id={`${id}-state`} value={filter.state ?? ''} onChange={select('state')}>
            <option value="">Any state</option>
            {INDIAN_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <TextField id={`${id}-pin`} label="PIN code" value={typed.pin} inputMode="numeric" maxLength={6} autoComplete="off" error={problems.pin || undefined} onChange={type('pin')} />
        <TextField id={`${id}-min`} label="Total from" prefix="₹" value={typed.min_total} inputMode="decimal" autoComplete="off" error={problems.min_total || rangeProblem || undefined} onChange={type('min_total')} />
        <TextField id={`${id}-max`} label="Total up to" prefix="₹" value={typed.max_total} inputMode="decimal" autoComplete="off" error={problems.max_total || undefined} onChange={type('max_total')} />
        <div className="st-field">
          <label htmlFor={`${id}-size`}>Rows</label>
          <select id={`${id}-size`} value={filter.page_size ?? '25'} onChange={select('page_size')}>
            {ORDER_DESK_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.clear}>
          <StudioButton small variant="ghost" onClick={clearAll}>
            Clear filters
          </StudioButton>
        </div>
      </div>
    </div>
  );
}
