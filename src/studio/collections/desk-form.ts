import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { issueErrors, messageOf, serverErrors, type FieldErrors } from '../desk/field-errors';

/** The fields every desk form has: the row's title and the slug its address uses. */
export interface TitledValues {
  title: string;
  slug: string;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A request checked with the server's own schema: the call to send, or what is wrong. */
export type Checked<Row> = { ok: true; send: () => Promise<Row> } | { ok: false; issues: readonly Issue[] };

/** A schema's verdict as a request: the call with what it parsed, or its issues. */
export function checked<T, Row>(parsed: { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } }, send: (input: T) => Promise<Row>): Checked<Row> {
  return parsed.success ? { ok: true, send: () => send(parsed.data) } : { ok: false, issues: parsed.error.issues };
}

interface Options<V extends TitledValues, Row> {
  /** The row to edit; none: a new one. */
  row: Row | undefined;
  valuesOf: (row: Row) => V;
  /** A new row's values. */
  blank: V;
  fields: readonly (keyof V & string)[];
  /** The request for the values: a new row, or the fields changed from the row's. */
  request: (values: V, changed: readonly (keyof V & string)[]) => Checked<Row>;
  /** The toast after a new row is created. */
  createdText: (made: Row) => string;
  /** "category": what the failure toast names. */
  noun: string;
  onSaved: (row: Row) => void | Promise<void>;
}

/**
 * A desk form's state and its save: values as typed, checked with the
 * server's own schema before they are sent, the server's field problems
 * shown at their fields, and a toast either way.
 */
export function useDeskForm<V extends TitledValues, Row extends { title: string }>({ row, valuesOf, blank, fields, request, createdText, noun, onSaved }: Options<V, Row>) {
  const id = useId();
  const [values, setValues] = useState<V>(row ? valuesOf(row) : blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof V) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const changed = fields.filter((field) => !row || values[field] !== valuesOf(row)[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checkedRequest = request(values, changed);
    if (!checkedRequest.ok) {
      setErrors(issueErrors(checkedRequest.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await checkedRequest.send();
      toast.success(row ? `Saved ${saved.title}` : createdText(saved));
      setValues(row ? valuesOf(saved) : blank);
      await onSaved(saved);
    } catch (error) {
      const found = serverErrors(error);
      if (found) setErrors(found);
      toast.error(messageOf(error, `The ${noun} could not be saved`));
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    if (!row) return;
    setValues(valuesOf(row));
    setErrors({});
  };

  /** The id of a field's control. */
  const field = (name: keyof V & string) => `${id}-${name}`;

  return { values, errors, busy, set, changed, submit, discard, field, editing: row !== undefined };
}

export type DeskFormState<V extends TitledValues> = ReturnType<typeof useDeskForm<V, { title: string }>>;
