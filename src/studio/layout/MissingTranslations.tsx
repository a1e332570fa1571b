import { useId, useMemo } from 'react';
import { LOCALE_NAMES } from '../../../schemas/locale';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { rowLabel, type SectionRow } from './rows';
import type { SourceNames } from './section-label';
import { missingTranslations } from './missing-translations';

interface Props {
  scope: LayoutScope;
  rows: readonly SectionRow[];
  names?: SourceNames;
  /** Opens a section's settings, where its translation fields are. */
  onSelect: (id: string) => void;
}

/**
 * Under the section list: per language, how much of the page's text shoppers
 * in it read in English, and the sections still to translate, each a way into
 * its settings.
 */
export function MissingTranslations({ scope, rows, names, onSelect }: Props) {
  const id = useId();
  // Every row's props parsed and walked: once per edit of the rows, not on every render of the editor.
  const coverage = useMemo(() => missingTranslations(scope, rows).filter((c) => c.total > 0), [scope, rows]);
  if (coverage.length === 0) return null;
  return (
    <section className="st-missing-translations" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Translations</h3>
      {coverage.map((c) => (
        <div key={c.locale}>
          <p className={c.missing > 0 ? 'st-translations__missing' : 'st-muted'}>
            <span lang={c.locale}>{LOCALE_NAMES[c.locale]}</span>
            {c.missing === 0 ? `: all ${c.total} texts translated.` : `: ${c.missing} of ${c.total} texts not translated; shoppers see the English.`}
          </p>
          {c.sections.length > 0 && (
            <ul className="st-missing-translations__list">
              {c.sections.map((s) => {
                const row = rows.find((r) => r.id === s.rowId);
                if (!row) return null;
                const label = rowLabel(scope, row, names);
                return (
                  <li key={s.rowId}>
                    <button type="button" className="st-link-button" onClick={() => onSelect(s.rowId)}>
                      {label.title}
                    </button>{' '}
                    <span className="st-muted">{`${s.missing} of ${s.total} missing`}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
