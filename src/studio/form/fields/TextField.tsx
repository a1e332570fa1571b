import type { Field } from '../field-model';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** A string; an optional prop without default loses its key when emptied. */
export function TextField({ field, path, label, help, value, onChange, ctx, optional }: FieldProps<Extract<Field, { kind: 'text' }>> & { optional?: boolean }) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const common = {
    id,
    className: styles.input,
    value: typeof value === 'string' ? value : value === undefined ? '' : String(value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
    onChange: (event: { target: { value: string } }) => onChange(optional && event.target.value === '' ? undefined : event.target.value),
  };
  return (
    <FieldShell id={id} label={label} help={help} error={error}>
      {field.multiline ? <textarea {...common} rows={3} /> : <input {...common} type={field.inputType} />}
    </FieldShell>
  );
}
