import type * as z from 'zod/mini';
import { propsOf } from './field-model';
import { PropFields } from './fields/PropFields';
import styles from './SchemaForm.module.css';

export interface SchemaFormProps {
  schema: z.ZodMiniObject;
  /** What is stored: keys may be missing (the form shows the schema's default). */
  value: Record<string, unknown>;
  /** The whole new object after each edit. */
  onChange: (next: Record<string, unknown>) => void;
  /** Messages by dotted path ('title', 'slides.0.href'), shown next to their field. */
  errors?: Readonly<Record<string, string>>;
  /** Prefix of every id in the form, so two forms on one page never clash. */
  idPrefix: string;
  /** The section the props belong to, for section-specific labels and help. */
  section?: string;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** A labelled, accessible form for a props schema, one control per prop. */
export function SchemaForm({ schema, value, onChange, errors = NO_ERRORS, idPrefix, section }: SchemaFormProps) {
  const props = propsOf(schema, section);
  const known = new Set(props.map((p) => p.key));
  const strays = Object.keys(value).filter((key) => !known.has(key));
  const ctx = { idPrefix, errors };
  return (
    <div className={styles.form}>
      {strays.length ? (
        <div className={styles.strays} role="alert">
          <p>These stored properties are not part of this pattern and cannot be saved:</p>
          <ul>
            {strays.map((key) => (
              <li key={key}>
                <code>{key}</code> {errors[key] && errors[key] !== 'Unknown property' ? `(${errors[key]})` : null}{' '}
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => {
                    const copy = { ...value };
                    delete copy[key];
                    onChange(copy);
                  }}
                >
                  Remove {key}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <PropFields props={props} path={[]} value={value} onChange={onChange} ctx={ctx} />
    </div>
  );
}
