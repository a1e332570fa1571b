import { useCatalogueChoices } from '../catalogue';
import type { Field } from '../field-model';
import { describedBy, errorAt, fieldId } from '../form-context';
import { CatalogueState } from './CatalogueState';
import { FieldNotes } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/**
 * 'all', or chosen slugs in the order to show them. Chosen ones come first, in
 * their order, with move buttons; the rest follow in catalogue order.
 */
export function SelectionField({ field, path, label, help, value, onChange, ctx }: FieldProps<Extract<Field, { kind: 'selection' }>>) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const state = useCatalogueChoices(field.source);
  const chosen = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  const catalogue = state.data ?? [];
  const nameOf = (slug: string) => catalogue.find((c) => c.slug === slug)?.name ?? `${slug} (not in the catalogue)`;
  const rest = catalogue.filter((c) => !chosen?.includes(c.slug));

  const move = (from: number, to: number) => {
    if (!chosen || to < 0 || to >= chosen.length) return;
    const next = [...chosen];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <fieldset className={styles.group} aria-describedby={describedBy(id, help, error)} data-invalid={error ? 'true' : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.segments} role="radiogroup" aria-label={`${label}: which`}>
        <label className={styles.segment}>
          <input type="radio" name={`${id}-mode`} checked={chosen === null} onChange={() => onChange('all')} />
          <span>All</span>
        </label>
        <label className={styles.segment}>
          <input type="radio" name={`${id}-mode`} checked={chosen !== null} onChange={() => onChange([])} />
          <span>Choose</span>
        </label>
      </div>
      {chosen !== null ? (
        <ul className={styles.choiceList} id={id}>
          {chosen.map((slug, index) => (
            <li key={slug} className={styles.choiceRow}>
              <label>
                <input type="checkbox" checked onChange={() => onChange(chosen.filter((s) => s !== slug))} /> {nameOf(slug)}
              </label>
              <span className={styles.rowActions}>
                <button type="button" className={styles.smallButton} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${nameOf(slug)} up`}>
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={index === chosen.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move ${nameOf(slug)} down`}
                >
                  ↓
                </button>
              </span>
            </li>
          ))}
          {rest.map((choice) => (
            <li key={choice.slug} className={styles.choiceRow}>
              <label>
                <input
                  type="checkbox"
                  checked={false}
                  disabled={field.max !== undefined && chosen.length >= field.max}
                  onChange={() => onChange([...chosen, choice.slug])}
                />{' '}
                {choice.name}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <CatalogueState what={field.source} isLoading={state.isLoading} error={state.error} retry={() => void state.mutate()} />
      <FieldNotes id={id} help={help} error={error} />
    </fieldset>
  );
}
