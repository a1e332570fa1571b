import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EXPERIMENT_GOALS, GOAL_LABELS, experimentGoalSchema, type Experiment } from '../../../schemas/api/experiments';
import { configKeySchema } from '../../../schemas/api/studio';
import { StudioButton } from '../Controls';
import { DeskField, FieldNotes, TextField } from '../desk/DeskField';
import { errorsByField, messageOf, serverMessages, type FieldErrors } from '../desk/field-errors';
import { useConfigs } from '../hooks';
import { createExperiment, updateExperiment } from './experiments-api';
import { addVariant, blankValues, checkForm, fieldOf, MAX_VARIANTS, removeVariant, shareTotal, valuesOf, variantSections, type ExperimentFormValues, type TargetKind, type VariantValues } from './form-values';
import { scopeOf } from './page-sections';
import { settingsText, targetable, usePublishedLayout } from './published-layout';
import { TargetFields } from './TargetFields';
import { VariantFields } from './VariantFields';
import styles from './Experiments.module.css';

interface Props {
  /** The draft to edit; null: a new experiment. */
  editing: Experiment | null;
  onSaved: (experiment: Experiment, created: boolean) => void;
  onCancel: () => void;
}

/** The first control of a group marked invalid as a whole. */
const GROUP_CONTROL = ['input', 'select', 'textarea', 'button:not(:disabled)'].map((control) => `[data-invalid="true"] ${control}`).join(', ');

/** "Adds to 100%", or by how much the shares miss it, said as they are typed. */
function totalText(variants: readonly VariantValues[]): { text: string; ok: boolean } {
  const total = shareTotal(variants);
  if (total === null) return { text: 'Type each share as a number to see the total', ok: false };
  if (total === 100) return { text: 'Adds to 100%', ok: true };
  const gap = Math.round(Math.abs(100 - total) * 100) / 100;
  return { text: `Adds to ${total}%: ${gap}% ${total < 100 ? 'short' : 'over'}`, ok: false };
}

/**
 * An experiment's draft: what it tests (a published section or a whole page),
 * the goal it is judged on, and how visitors are split. The contract's schema
 * checks the form before it is sent, with what the schema cannot see (shares
 * adding to 100, settings being JSON); the server's problems land at their
 * fields too.
 */
export function ExperimentForm({ editing, onSaved, onCancel }: Props) {
  const id = useId();
  const configs = useConfigs();
  const [values, setValues] = useState<ExperimentFormValues>(() => (editing ? valuesOf(editing) : blankValues()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const key = configKeySchema.safeParse(values.key);
  const layout = usePublishedLayout(key.success ? key.data : null);
  const entries = layout.entries ?? undefined;
  const scope = key.success ? scopeOf(key.data) : null;
  const sectionSettings = (index: string) => (index === '' ? '' : settingsText(entries?.[Number(index)]));

  const set = <K extends keyof ExperimentFormValues>(name: K, value: ExperimentFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const setVariants = (change: (variants: VariantValues[]) => VariantValues[]) => setValues((current) => ({ ...current, variants: change(current.variants) }));
  // A variant's settings belong to one section, its layout to one page: choosing another page or section starts them again from what is published there.
  const withSettings = (variants: VariantValues[], settings: string): VariantValues[] => variants.map((v, i) => (i === 0 ? v : { ...v, settings, sections: null }));

  const chooseKey = (next: string) => setValues((current) => ({ ...current, key: next, index: '', variants: withSettings(current.variants, '') }));
  const chooseIndex = (next: string) => setValues((current) => ({ ...current, index: next, variants: withSettings(current.variants, sectionSettings(next)) }));
  // Back to one section: variants with no settings yet take the chosen section's.
  const chooseKind = (kind: TargetKind) =>
    setValues((current) => ({
      ...current,
      kind,
      variants: kind === 'page' ? current.variants : current.variants.map((v, i) => (i === 0 || v.settings !== '' ? v : { ...v, settings: sectionSettings(current.index) })),
    }));

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // After the render that marks them: the keyboard lands on the first field to fix.
    // Shares that miss 100 and a page variant no different from the published page mark their group, not one box:
    // failing any marked field, the keyboard goes to the group's first control.
    window.setTimeout(() => (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>(GROUP_CONTROL))?.focus(), 0);
  };

  // A page variant's problem names its section by place in what was sent: the sections as they were then.
  const sectionAt = (variant: number, index: number) => {
    const sent = values.variants[variant];
    return sent ? variantSections(sent, entries)?.[index]?.id : undefined;
  };
  const fieldIn = (path: string) => fieldOf(path, sectionAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkForm(values, entries);
    if (!checked.input) {
      const { errors: found, other } = errorsByField(checked.problems, fieldIn);
      showErrors(found);
      if (other.length > 0) setFailure(other);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = editing ? await updateExperiment(editing.id, checked.input) : await createExperiment(checked.input);
      onSaved(saved, editing === null);
    } catch (error) {
      const { errors: found, other } = errorsByField(serverMessages(error), fieldIn);
      showErrors(found);
      setFailure([messageOf(error, 'The experiment was not saved'), ...other]);
    } finally {
      setBusy(false);
    }
  };

  const total = totalText(values.variants);
  const title = editing ? `Edit ${editing.name}` : 'New experiment';
  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <section className={styles.editor} aria-labelledby={fieldId('heading')}>
      <h2 className="st-h2" id={fieldId('heading')} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        {failure && (
          <div className="st-error" role="alert">
            {failure.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <TextField id={fieldId('name')} label="Experiment name" value={values.name} onChange={(v) => set('name', v)} help="For the studio only, like “Home deals rail: grid or rail”" error={errors.name} autoComplete="off" />

        <TargetFields
          id={id}
          pages={configs.data ? targetable(configs.data) : undefined}
          pagesError={configs.error}
          value={values}
          layout={{ key: key.success ? key.data : null, entries: layout.entries, error: layout.error, retry: () => void layout.mutate() }}
          errors={errors}
          onKey={chooseKey}
          onKind={chooseKind}
          onIndex={chooseIndex}
        />

        <div className={styles.pair}>
          <DeskField id={fieldId('goal')} label="Goal" help="What counts as a conversion: the uplift and the chance to beat the control are measured on it" error={errors.goal}>
            {(described) => (
              <select id={fieldId('goal')} value={values.goal} onChange={(event) => set('goal', experimentGoalSchema.safeParse(event.target.value).data ?? values.goal)} {...described}>
                {EXPERIMENT_GOALS.map((goal) => (
                  <option key={goal} value={goal}>
                    {GOAL_LABELS[goal]}
                  </option>
                ))}
              </select>
            )}
          </DeskField>
          <TextField
            id={fieldId('minimum_effect')}
            label="Smallest uplift worth detecting (%)"
            inputMode="decimal"
            value={values.minimum_effect}
            onChange={(v) => set('minimum_effect', v)}
            help="10 tells a 5.0% rate from 5.5%; a smaller uplift needs many more visitors"
            error={errors.minimum_effect_percent}
            autoComplete="off"
          />
        </div>

        <fieldset
          className={styles.group}
          data-invalid={errors.variants ? 'true' : undefined}
          aria-describedby={`${fieldId('variants')}-total${errors.variants ? ` ${fieldId('variants')}-error` : ''}`}
        >
          <legend>Variants</legend>
          {values.variants.map((variant, index) => (
            <VariantFields
              key={index}
              id={id}
              index={index}
              value={variant}
              kind={values.kind}
              errors={errors}
              published={layout.entries}
              scope={scope}
              onChange={(change) => setVariants((list) => list.map((v, i) => (i === index ? { ...v, ...change } : v)))}
              onRemove={index === 0 || values.variants.length <= 2 ? null : () => setVariants((list) => removeVariant(list, index))}
            />
          ))}
          <p id={`${fieldId('variants')}-total`} className={total.ok ? styles.totalOk : styles.totalOff} aria-live="polite">
            {total.text}
          </p>
          <FieldNotes id={fieldId('variants')} error={errors.variants} />
          <div>
            <StudioButton small onClick={() => setVariants((list) => addVariant(list, values.kind === 'section' ? sectionSettings(values.index) : ''))} disabled={values.variants.length >= MAX_VARIANTS}>
              Add a variant
            </StudioButton>
            <p className="st-muted">{`Up to ${MAX_VARIANTS - 1} besides the control; adding or removing one splits the visitors evenly again.`}</p>
          </div>
        </fieldset>

        <div className={styles.actions}>
          <StudioButton type="submit" variant="primary" busy={busy}>
            {editing ? 'Save the draft' : 'Create experiment'}
          </StudioButton>
          <StudioButton onClick={onCancel} disabled={busy}>
            Cancel
          </StudioButton>
        </div>
      </form>
    </section>
  );
}
