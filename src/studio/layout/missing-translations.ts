import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../schemas/locale';
import type { LayoutScope } from '../../../schemas/ui-config/section-names';
import { withDefaults } from '../../../schemas/ui-config/translations';
import { schemaForRow, type SectionRow } from './rows';
import { translatableTexts } from './translatable-fields';
import { wordsAt } from './translation-overlay';

export interface LocaleCoverage {
  locale: Locale;
  /** Texts on the page's shown sections, and how many of them shoppers in this language read in English. */
  total: number;
  missing: number;
  /** The shown sections with texts not translated, in page order. */
  sections: { rowId: string; missing: number; total: number }[];
}

/** What each of the shop's other languages lacks on a layout: the studio's list of translations to do. */
export function missingTranslations(scope: LayoutScope, rows: readonly SectionRow[]): LocaleCoverage[] {
  const shown = rows.flatMap((row) => {
    const schema = row.visible && !row.broken ? schemaForRow(scope, row) : null;
    return schema ? [{ row, texts: translatableTexts(schema, withDefaults(schema, { ...row.props }), row.section_name) }] : [];
  });
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
    const sections = shown.map(({ row, texts }) => ({
      rowId: row.id,
      total: texts.length,
      missing: texts.filter((text) => wordsAt(row.translations, locale, text.path).trim() === '').length,
    }));
    return {
      locale,
      total: sections.reduce((sum, s) => sum + s.total, 0),
      missing: sections.reduce((sum, s) => sum + s.missing, 0),
      sections: sections.filter((s) => s.missing > 0),
    };
  });
}
