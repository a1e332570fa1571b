import { useRef, useState } from 'react';

/**
 * The state every text form of the account and the login popup keeps: its
 * values, the message under each field, and each field's input so the first
 * problem (in the order of `fields`, which is the form's order) takes the
 * focus. `bind(field)` gives a TextField or PasswordField what it needs.
 */
export function useFieldForm<F extends string>(fields: readonly F[], initial: Record<F, string> | (() => Record<F, string>)) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const bind = (field: F) => ({
    ref: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });

  /** Shows `found` under the fields and focuses the first field with a message; returns that field. */
  const showErrors = (found: Partial<Record<F, string>>): F | undefined => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
    return first;
  };

  return { values, setValues, bind, showErrors, clearErrors: () => setErrors({}) };
}
