import { useId } from 'react';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { sectionRegistry } from '../../../registry';
import { SchemaForm } from '../form/SchemaForm';
import { rowLabel, schemaForRow, switchPattern, type SectionRow } from './rows';

interface Props {
  scope: PageScope;
  row: SectionRow;
  errors: Readonly<Record<string, string>>;
  onChange: (row: SectionRow) => void;
}

/** The selected section's settings: its pattern, then a form generated from that pattern's schema. */
export function SectionSettings({ scope, row, errors, onChange }: Props) {
  const selectId = useId();
  const patterns = scope === 'menu' ? [] : Object.entries(sectionRegistry[row.section_name]?.patterns ?? {});
  const schema = schemaForRow(scope, row);
  const label = rowLabel(scope, row);
  // Errors the form cannot place (pattern, the entry itself) are shown above it.
  const formErrors = Object.fromEntries(Object.entries(errors).filter(([path]) => path !== '' && path !== 'pattern'));

  return (
    <section className="st-settings" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="st-settings__title">
        {label}
      </h2>
      {errors[''] && (
        <p className="st-error" role="alert">
          {errors['']}
        </p>
      )}
      {patterns.length > 0 && (
        <div className="st-field">
          <label htmlFor={selectId}>Pattern</label>
          <select
            id={selectId}
            value={row.pattern ?? ''}
            aria-invalid={errors.pattern ? true : undefined}
            aria-describedby={errors.pattern ? `${selectId}-error` : undefined}
            onChange={(event) => onChange(switchPattern(row, Number(event.target.value)))}
          >
            {row.pattern === null && <option value="">Choose a pattern</option>}
            {patterns.map(([number, pattern]) => (
              <option key={number} value={number}>
                {`${number} · ${pattern.label}`}
              </option>
            ))}
          </select>
          {errors.pattern && (
            <p id={`${selectId}-error`} className="st-error" role="alert">
              {errors.pattern}
            </p>
          )}
        </div>
      )}
      {schema ? (
        <SchemaForm
          key={`${row.id}:${row.pattern ?? ''}`}
          schema={schema}
          value={row.props}
          onChange={(props) => onChange({ ...row, props })}
          errors={formErrors}
          idPrefix={`${row.id}-`}
          section={row.section_name}
        />
      ) : (
        <p className="st-muted">Choose a pattern to edit this section&apos;s settings.</p>
      )}
    </section>
  );
}
