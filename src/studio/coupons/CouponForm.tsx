import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { COUPON_CODE_LENGTH, COUPON_PERCENT, couponCreateSchema, couponRuleWords, type CouponDeskRow, type CouponKind } from '../../../schemas/api/coupon-desk';
import { useCategories } from '../../data/catalog';
import { ApiError } from '../api';
import { ConflictAlert, StudioButton } from '../Controls';
import { DeskField, describedBy, FieldNotes, TextField } from '../desk/DeskField';
import { errorsByField, issueMessages, messageOf, serverMessages } from '../desk/field-errors';
import { CatalogueState } from '../form/fields/CatalogueState';
import { createCoupon, getCoupon, updateCoupon } from './coupons-api';
import { blankValues, couponFieldOf, inputOf, valuesOf, type CouponErrors, type CouponFormValues } from './form-values';
import { rupees } from './words';
import styles from './Coupons.module.css';

interface Props {
  /** The coupon to edit, as listed; null: a new one. */
  editing: CouponDeskRow | null;
  onSaved: (row: CouponDeskRow, created: boolean) => void;
  onCancel: () => void;
}

const KINDS: { kind: CouponKind; label: string }[] = [
  { kind: 'percent', label: 'A percentage' },
  { kind: 'flat', label: 'A rupee amount' },
];

const CATEGORY_HELP = 'None ticked: the coupon applies to every category';

/**
 * A coupon's rules as the checkout applies them, typed as a merchandiser
 * thinks of them: rupees, a percentage with its cap, dates in India's time,
 * limits left empty for none. The same schema as the server's checks the form
 * before sending; the server's problems land next to their fields too.
 */
export function CouponForm({ editing, onSaved, onCancel }: Props) {
  const id = useId();
  const categories = useCategories();
  // The version the form was filled from: its revision goes with the save.
  const [base, setBase] = useState(editing);
  const [values, setValues] = useState<CouponFormValues>(() => (editing ? valuesOf(editing) : blankValues(new Date())));
  const [errors, setErrors] = useState<CouponErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const fieldId = (name: string) => `${id}-${name}`;

  const showErrors = (next: CouponErrors) => {
    setErrors(next);
    // After the render that marks them: the keyboard lands on the first field to fix.
    window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values);
    const checked = couponCreateSchema.safeParse(input);
    if (!checked.success) {
      showErrors(errorsByField(issueMessages(checked.error.issues), couponFieldOf).errors);
      return;
    }
    setErrors({});
    setConflict(null);
    setBusy(true);
    try {
      const saved = base ? await updateCoupon(base.id, input, base.revision) : await createCoupon(input);
      onSaved(saved, base === null);
    } catch (error) {
      const message = messageOf(error, 'The coupon was not saved');
      const { errors: found, other } = errorsByField(serverMessages(error), couponFieldOf);
      if (Object.keys(found).length > 0) showErrors(found);
      else if (error instanceof ApiError && error.status === 409) setConflict(message);
      toast.error(other.length > 0 ? `${message}: ${other.join('; ')}` : message);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    if (!base) return;
    try {
      const fresh = await getCoupon(base.id);
      setBase(fresh);
      setValues(valuesOf(fresh));
      setErrors({});
      setConflict(null);
    } catch (error) {
      toast.error(messageOf(error, 'The coupon could not be loaded'));
    }
  };

  const tree = categories.data ?? [];
  const known = new Set(tree.map((c) => c.id));
  // A category deleted since the coupon named it stays listed, so it can be unticked.
  const gone = (base?.category_ids ?? []).flatMap((cid, i) => (known.has(cid) ? [] : [{ id: cid, title: base?.category_titles[i] ?? `Category ${cid}` }]));
  const choices = [...tree.map((c) => ({ id: c.id, title: c.title })), ...gone];
  const toggleCategory = (cid: number, on: boolean) => set('category_ids', on ? [...values.category_ids, cid] : values.category_ids.filter((x) => x !== cid));

  const preview = couponCreateSchema.safeParse(inputOf(values));
  const titleOf = new Map(choices.map((c) => [c.id, c.title]));
  const reads = preview.success ? couponRuleWords(preview.data, preview.data.category_ids.map((cid) => titleOf.get(cid) ?? `Category ${cid}`), rupees) : null;
  const title = base ? `Edit ${base.code}` : 'New coupon';

  return (
    <section className={styles.editor} aria-labelledby={`${id}-heading`}>
      <h2 className="st-h2" id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {base && base.uses_total > 0 && <p className="st-muted">{`Used ${base.uses_total} times. Orders already placed keep the discount they got; changes apply to new orders.`}</p>}
      {conflict && <ConflictAlert message={conflict} onReload={() => void reload()} />}
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <div className={styles.pair}>
          <TextField
            id={fieldId('code')}
            label="Code"
            value={values.code}
            onChange={(v) => set('code', v.toUpperCase())}
            help={`What shoppers type at checkout: ${COUPON_CODE_LENGTH.min} to ${COUPON_CODE_LENGTH.max} letters and digits`}
            error={errors.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPON_CODE_LENGTH.max + 5}
          />
          <TextField id={fieldId('title')} label="Title" value={values.title} onChange={(v) => set('title', v)} help="Shown to shoppers in the coupon list" error={errors.title} autoComplete="off" />
        </div>
        <DeskField id={fieldId('description')} label="Description (optional)" error={errors.description}>
          {(described) => (
            <textarea id={fieldId('description')} className={styles.textarea} rows={2} value={values.description} onChange={(event) => set('description', event.target.value)} {...described} />
          )}
        </DeskField>

        <fieldset className={styles.group}>
          <legend>Discount</legend>
          <div className={styles.kinds}>
            {KINDS.map((k) => (
              <label key={k.kind} className={styles.kind}>
                <input type="radio" name={`${id}-kind`} value={k.kind} checked={values.kind === k.kind} onChange={() => set('kind', k.kind)} />
                {k.label}
              </label>
            ))}
          </div>
          {values.kind === 'flat' ? (
            <TextField id={fieldId('amount')} label="Rupees off" prefix="₹" inputMode="decimal" value={values.amount} onChange={(v) => set('amount', v)} help="Like 500 or 1,499.50" error={errors.amount} autoComplete="off" />
          ) : (
            <div className={styles.pair}>
              <TextField
                id={fieldId('percent')}
                label="Percentage off"
                inputMode="numeric"
                value={values.percent}
                onChange={(v) => set('percent', v)}
                help={`A whole number, ${COUPON_PERCENT.min} to ${COUPON_PERCENT.max}`}
                error={errors.percent}
                autoComplete="off"
              />
              <TextField id={fieldId('max_discount')} label="At most (cap)" prefix="₹" inputMode="decimal" value={values.max_discount} onChange={(v) => set('max_discount', v)} help="Empty: no cap" error={errors.max_discount} autoComplete="off" />
            </div>
          )}
          <TextField id={fieldId('min_order')} label="Minimum order" prefix="₹" inputMode="decimal" value={values.min_order} onChange={(v) => set('min_order', v)} help="The cart's items before the discount; empty: any order" error={errors.min_order} autoComplete="off" />
          <p className={styles.reads} id={`${id}-reads`}>
            {reads ? `Reads as: ${reads}` : 'Fill in the discount to see how it reads.'}
          </p>
        </fieldset>

        <div className={styles.pair}>
          <TextField id={fieldId('starts_at')} label="Starts" type="datetime-local" value={values.starts} onChange={(v) => set('starts', v)} help="India time (IST)" error={errors.starts_at} />
          <TextField id={fieldId('ends_at')} label="Ends" type="datetime-local" value={values.ends} onChange={(v) => set('ends', v)} help="India time (IST)" error={errors.ends_at} />
        </div>
        <div className={styles.pair}>
          <TextField id={fieldId('per_user_limit')} label="Uses per customer" inputMode="numeric" value={values.per_user_limit} onChange={(v) => set('per_user_limit', v)} help="Empty: unlimited" error={errors.per_user_limit} autoComplete="off" />
          <TextField id={fieldId('total_limit')} label="Total uses" inputMode="numeric" value={values.total_limit} onChange={(v) => set('total_limit', v)} help="Across all customers; empty: unlimited" error={errors.total_limit} autoComplete="off" />
        </div>

        <fieldset className={styles.group} aria-describedby={describedBy({ id: fieldId('category_ids'), help: CATEGORY_HELP, error: errors.category_ids })} data-invalid={errors.category_ids ? 'true' : undefined}>
          <legend>Categories</legend>
          <ul className={styles.categories}>
            {choices.map((c) => (
              <li key={c.id}>
                <label className={styles.kind}>
                  <input type="checkbox" checked={values.category_ids.includes(c.id)} onChange={(event) => toggleCategory(c.id, event.target.checked)} />
                  {c.title}
                </label>
              </li>
            ))}
          </ul>
          <CatalogueState what="categories" isLoading={categories.isLoading} error={categories.error} retry={() => void categories.mutate()} />
          <FieldNotes id={fieldId('category_ids')} help={CATEGORY_HELP} error={errors.category_ids} />
        </fieldset>

        <div className={styles.actions}>
          <StudioButton type="submit" variant="primary" busy={busy}>
            {base ? `Save ${base.code}` : 'Create coupon'}
          </StudioButton>
          <StudioButton onClick={onCancel} disabled={busy}>
            Cancel
          </StudioButton>
        </div>
      </form>
    </section>
  );
}
