import type { Field } from '../field-model';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldNotes } from './FieldShell';
import { PropFields } from './PropFields';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** A group of props (a button's label and link): a fieldset named by its legend. */
export function ObjectField({ field, path, label, help, value, onChange, ctx, legend }: FieldProps<Extract<Field, { kind: 'object' }>> & { legend?: string }) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const stored = isRecord(value) ? value : {};
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(id, help, error)} data-invalid={error ? 'true' : undefined}>
      <legend className={styles.legend}>{legend ?? label}</legend>
      <FieldNotes id={id} help={help} error={error} />
      <PropFields props={field.props} path={path} value={stored} onChange={onChange} ctx={ctx} />
    </fieldset>
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
