import type * as z from 'zod/mini';

/**
 * Stands in for helper-made SchemaForm: one labelled text box per prop (named
 * by the prop's key) with its error beside it, which is all the studio relies on.
 */
export function SchemaFormStub({ schema, value, onChange, errors = {}, idPrefix }: {
  schema: z.ZodMiniObject;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors?: Readonly<Record<string, string>>;
  idPrefix: string;
}) {
  return (
    <div>
      {Object.keys(schema.shape).map((key) => {
        const id = `${idPrefix}${key}`;
        const stored = value[key];
        return (
          <div key={key}>
            <label htmlFor={id}>{key}</label>
            <input
              id={id}
              value={typeof stored === 'string' || typeof stored === 'number' ? String(stored) : ''}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `${id}-error` : undefined}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
            />
            {errors[key] && (
              <p id={`${id}-error`} role="alert">
                {errors[key]}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

export function SettingsEditorStub() {
  return <p>Settings form</p>;
}
