import { useId } from 'react';
import { SCHEME_LABELS, SCHEME_NAMES, schemeNameSchema, type SchemeName } from '../../../schemas/theme/tokens';

/** The option of a stored value that names no scheme. */
const STORED = '(stored)';

interface Props {
  /** As stored on the row: undefined is the page's own colours. */
  value: unknown;
  onChange: (next: SchemeName | undefined) => void;
  /** Shown under the select (the section's 'color_scheme' problem). */
  error?: string;
}

/**
 * The theme's colour scheme a section sits on: Default leaves it on the
 * page's colours; a scheme gives it that background, text and accent, as
 * the preview shows. A stored name the theme does not have stays listed, so
 * the select shows what is stored until it is changed.
 */
export function ColourSchemeSelect({ value, onChange, error }: Props) {
  const id = useId();
  const parsed = schemeNameSchema.safeParse(value);
  const selected = value === undefined ? '' : parsed.success ? parsed.data : STORED;
  return (
    <div className="st-field">
      <label htmlFor={id}>Colour scheme</label>
      <select
        id={id}
        value={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(event) => {
          const next = schemeNameSchema.safeParse(event.target.value);
          onChange(next.success ? next.data : undefined);
        }}
      >
        <option value="">Default (the page’s colours)</option>
        {SCHEME_NAMES.map((name) => (
          <option key={name} value={name}>
            {SCHEME_LABELS[name]}
          </option>
        ))}
        {selected === STORED && <option value={STORED}>{`${JSON.stringify(value)} (not one of the theme’s schemes)`}</option>}
      </select>
      {error ? (
        <p id={`${id}-error`} className="st-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="st-muted">
          The section&apos;s background, text and button colours, from the theme&apos;s schemes.
        </p>
      )}
    </div>
  );
}
