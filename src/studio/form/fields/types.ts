import type { Field } from '../field-model';
import type { FieldPath, FormContext } from '../form-context';

/** Props every field component takes: one value in, the whole new value out. */
export interface FieldProps<F extends Field = Field> {
  field: F;
  path: FieldPath;
  label: string;
  help?: string;
  value: unknown;
  onChange: (next: unknown) => void;
  ctx: FormContext;
}
