import { blankOf, type Field } from '../field-model';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldNotes } from './FieldShell';
import { FieldControl } from './FieldControl';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** A list: each entry its own group, with add, remove and move within the schema's bounds. */
export function ListField({ field, path, label, help, value, onChange, ctx }: FieldProps<Extract<Field, { kind: 'list' }>>) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const items: unknown[] = Array.isArray(value) ? value : [];
  const canAdd = field.max === undefined || items.length < field.max;
  const canRemove = field.min === undefined || items.length > field.min;
  const bounds = boundsNote(field.min, field.max);
  const note = [help, bounds].filter(Boolean).join(' ') || undefined;

  const replace = (index: number, next: unknown) => onChange(items.map((item, i) => (i === index ? next : item)));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <fieldset className={styles.group} aria-describedby={describedBy(id, note, error)} data-invalid={error ? 'true' : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <FieldNotes id={id} help={note} error={error} />
      <ol className={styles.list}>
        {items.map((item, index) => {
          const name = `${field.itemLabel} ${index + 1}`;
          return (
            // Entries have no identity of their own; the index is what the path (and its errors) use too.
            <li key={index} className={styles.listItem}>
              <FieldControl field={field.item} path={[...path, index]} label={name} value={item} onChange={(next) => replace(index, next)} ctx={ctx} legend={name} />
              <div className={styles.rowActions}>
                <button type="button" className={styles.smallButton} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${name} up`}>
                  ↑ Up
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move ${name} down`}
                >
                  ↓ Down
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={!canRemove}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.addButton} disabled={!canAdd} onClick={() => onChange([...items, blankOf(field.item)])}>
        Add {field.itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}

function boundsNote(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && min === max) return `Exactly ${min}.`;
  if (min && max !== undefined) return `${min} to ${max}.`;
  if (min) return `At least ${min}.`;
  if (max !== undefined) return `At most ${max}.`;
  return undefined;
}
