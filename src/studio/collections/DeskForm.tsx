import type { ReactNode } from 'react';
import { CATEGORY_KINDS } from '../../../schemas/api/catalog';
import { slugOrTitle } from '../../../schemas/api/collection-desk';
import { StudioButton } from '../Controls';
import { DeskField } from '../desk/DeskField';
import type { DeskFormState, TitledValues } from './desk-form';
import { KIND_LABELS } from './labels';
import styles from './Collections.module.css';

interface Props<V extends TitledValues> {
  form: DeskFormState<V>;
  /** How the form is named to assistive technology: "Details of Laptops". */
  label: string;
  readOnly: boolean;
  /** "category": the create button's noun. */
  noun: string;
  /** Said under the slug when it is changed from `savedSlug` (what else names the row by it). */
  slugChanged?: { savedSlug: string; note: string };
  /** The fields after the title and the slug. */
  children: ReactNode;
}

/** A desk form: title, slug (empty: made from the title) and the row's own fields, then save or discard. */
export function DeskForm<V extends TitledValues>({ form, label, readOnly, noun, slugChanged, children }: Props<V>) {
  const { values, errors, set, field, editing, changed, busy } = form;
  const madeSlug = slugOrTitle(undefined, values.title);
  const slugHelp = values.slug
    ? slugChanged && values.slug !== slugChanged.savedSlug
      ? slugChanged.note
      : undefined
    : `Left empty, it is made from the title${madeSlug ? `: ${madeSlug}` : ''}.`;

  return (
    <form className={`st-form ${styles.form}`} onSubmit={(event) => void form.submit(event)} noValidate aria-label={label}>
      <fieldset className={styles.fieldset} disabled={readOnly}>
        <DeskField id={field('title')} label="Title" error={errors.title}>
          {(a) => <input id={field('title')} value={values.title} onChange={(e) => set('title')(e.target.value)} autoComplete="off" {...a} />}
        </DeskField>
        <DeskField id={field('slug')} label="Slug" help={slugHelp} error={errors.slug}>
          {(a) => <input id={field('slug')} value={values.slug} onChange={(e) => set('slug')(e.target.value)} autoComplete="off" spellCheck={false} {...a} />}
        </DeskField>
        {children}
      </fieldset>
      {errors[''] && <p className="st-error">{errors['']}</p>}
      {!readOnly && (
        <div className={styles.actions}>
          <StudioButton type="submit" variant="primary" busy={busy} disabled={editing && changed.length === 0}>
            {editing ? 'Save changes' : `Create ${noun}`}
          </StudioButton>
          {editing && changed.length > 0 && (
            <StudioButton variant="ghost" disabled={busy} onClick={form.discard}>
              Discard changes
            </StudioButton>
          )}
        </div>
      )}
    </form>
  );
}

/** A field of the form chosen from a fixed list, each choice named in words. */
export function SelectField<V extends TitledValues, C extends string>({ form, name, label, choices, labels }: { form: DeskFormState<V>; name: keyof V & string; label: string; choices: readonly C[]; labels: Record<C, string> }) {
  const { values, errors, set, field } = form;
  return (
    <DeskField id={field(name)} label={label} error={errors[name]}>
      {(a) => (
        <select id={field(name)} value={String(values[name])} onChange={(e) => set(name)(e.target.value)} {...a}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]}
            </option>
          ))}
        </select>
      )}
    </DeskField>
  );
}

/** The illustration a category or collection shows, picked from the catalogue's kinds. */
export function IllustrationField<V extends TitledValues & { kind: string }>({ form }: { form: DeskFormState<V> }) {
  return <SelectField form={form} name="kind" label="Illustration" choices={CATEGORY_KINDS} labels={KIND_LABELS} />;
}
