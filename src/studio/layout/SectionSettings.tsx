import { useEffect, useId, useRef } from 'react';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { sectionRegistry } from '../../../registry';
import { Icon } from '../../ui/Icon';
import { SchemaForm } from '../form/SchemaForm';
import { rowLabel, schemaForRow, switchPattern, type SectionRow } from './rows';
import { sectionDetail, type SourceNames } from './section-label';
import { AudienceEditor } from './AudienceEditor';
import { ColourSchemeSelect } from './ColourSchemeSelect';
import { TranslationsEditor } from './TranslationsEditor';

interface Props {
  scope: LayoutScope;
  row: SectionRow;
  errors: Readonly<Record<string, string>>;
  names?: SourceNames;
  onChange: (row: SectionRow) => void;
  /** Back to the list of sections, in the same panel. */
  onBack: () => void;
}

/** The selected section's settings: its pattern, a form generated from that pattern's schema, then its words in the shop's other languages. */
export function SectionSettings({ scope, row, errors, names, onChange, onBack }: Props) {
  const selectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const patterns = scope === 'menu' ? [] : Object.entries(sectionRegistry[row.section_name]?.patterns ?? {});
  const schema = schemaForRow(scope, row);
  const label = rowLabel(scope, row, names);
  // Errors the form cannot place (pattern, the entry itself) are shown above it.
  const formErrors = Object.fromEntries(
    Object.entries(errors).filter(([path]) => path !== '' && path !== 'pattern' && path !== 'color_scheme' && !path.startsWith('audience') && !path.startsWith('translations')),
  );

  // The panel has just turned from the list into this section's settings: say where focus is.
  useEffect(() => {
    heading.current?.focus();
  }, [row.id]);

  return (
    <section className="st-settings" aria-labelledby={`${selectId}-title`}>
      <button type="button" className="st-back" onClick={onBack} aria-label="Back to sections">
        <Icon name="arrow-left" size={18} />
        Sections
      </button>
      <h2 id={`${selectId}-title`} className="st-settings__title" ref={heading} tabIndex={-1}>
        {label.title}
      </h2>
      <p className="st-settings__detail">{sectionDetail(label)}</p>
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
      {schema && (
        <TranslationsEditor
          schema={schema}
          props={row.props}
          section={row.section_name}
          value={row.translations}
          errors={errors}
          onChange={(translations) => {
            const { translations: _previous, ...rest } = row;
            onChange(translations === undefined ? rest : { ...rest, translations });
          }}
        />
      )}
      {scope !== 'menu' && (
        <ColourSchemeSelect
          value={row.color_scheme}
          error={errors.color_scheme}
          onChange={(scheme) => {
            const { color_scheme: _previous, ...rest } = row;
            onChange(scheme === undefined ? rest : { ...rest, color_scheme: scheme });
          }}
        />
      )}
      {scope !== 'menu' && scope !== 'shell' && (
        <AudienceEditor
          value={row.audience}
          errors={errors}
          onChange={(audience) => {
            const { audience: _previous, ...rest } = row;
            onChange(audience === undefined ? rest : { ...rest, audience });
          }}
        />
      )}
    </section>
  );
}
