import { categoryCreateSchema, categoryUpdateSchema, RETURN_DAYS_MAX, type CategoryDeskRow } from '../../../schemas/api/collection-desk';
import { DeskField } from '../desk/DeskField';
import { OTHER_LOCALES, TranslationFields, type OtherLocale } from '../form/TranslationFields';
import { createCategory, updateCategory } from './api';
import { checked, useDeskForm } from './desk-form';
import { DeskForm, IllustrationField } from './DeskForm';
import styles from './Collections.module.css';

/** The title in another language, one field of the form per language: "title@hi-IN". */
type TranslatedTitle = `title@${OtherLocale}`;
const translatedTitle = (locale: OtherLocale): TranslatedTitle => `title@${locale}`;

type Values = {
  title: string;
  slug: string;
  kind: string;
  description: string;
  /** As typed; checked as a whole number of days. */
  return_days: string;
} & Record<TranslatedTitle, string>;

const FIELDS: readonly (keyof Values)[] = ['title', 'slug', 'kind', 'description', 'return_days', ...OTHER_LOCALES.map(translatedTitle)];
const isTranslation = (field: keyof Values): field is TranslatedTitle => field.startsWith('title@');

const translatedTitles = (row?: Pick<CategoryDeskRow, 'translations'>) =>
  Object.fromEntries(OTHER_LOCALES.map((locale) => [translatedTitle(locale), row?.translations[locale]?.title ?? ''])) as Record<TranslatedTitle, string>;

const valuesOf = (row: Pick<CategoryDeskRow, 'title' | 'slug' | 'kind' | 'description' | 'return_days' | 'translations'>): Values => ({
  title: row.title,
  slug: row.slug,
  kind: row.kind,
  description: row.description,
  return_days: String(row.return_days),
  ...translatedTitles(row),
});

/**
 * What the schema reads: days as a number (NaN for anything not one, which it
 * names), and the translated titles, when any changed, together as `translations`.
 */
function typed(values: Values, fields: readonly (keyof Values)[]) {
  const own = fields.filter((f) => !isTranslation(f));
  const body: Record<string, unknown> = Object.fromEntries(own.map((f) => [f, f === 'return_days' ? (values.return_days.trim() === '' ? Number.NaN : Number(values.return_days)) : values[f]]));
  if (fields.some(isTranslation)) body.translations = Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, { title: values[translatedTitle(locale)] }]));
  return body;
}

interface Props {
  /** The category to edit; none: a new one. */
  row?: CategoryDeskRow;
  /** The top-level category a sub-category belongs to; null for a top-level one. */
  parent: Pick<CategoryDeskRow, 'id' | 'title' | 'kind' | 'return_days'> | null;
  readOnly: boolean;
  onSaved: (row: CategoryDeskRow) => void | Promise<void>;
}

/**
 * A category's or sub-category's title, slug, illustration (top level only:
 * a sub-category shows its parent's), description and return window, checked
 * with the server's own schema before it is sent.
 */
export function CategoryForm({ row, parent, readOnly, onSaved }: Props) {
  const isSub = parent !== null;
  const noun = isSub ? 'sub-category' : 'category';
  const form = useDeskForm({
    row,
    valuesOf,
    blank: { title: '', slug: '', kind: parent?.kind ?? 'accessories', description: '', return_days: String(parent?.return_days ?? 7), ...translatedTitles() },
    fields: FIELDS,
    request: (values, changed) => {
      if (row) return checked(categoryUpdateSchema.safeParse(typed(values, changed)), (patch) => updateCategory(row.id, patch));
      const fields = isSub ? FIELDS.filter((f) => f !== 'kind') : FIELDS;
      return checked(categoryCreateSchema.safeParse({ ...typed(values, fields), parent_id: parent?.id ?? null }), createCategory);
    },
    createdText: (made) => `Created the ${noun} ${made.title}`,
    noun,
    onSaved,
  });
  const { values, errors, set, field } = form;
  const label = row ? `Details of ${row.title}` : isSub ? `New sub-category of ${parent.title}` : 'New category';

  return (
    <DeskForm form={form} label={label} readOnly={readOnly} noun={noun}>
      {isSub ? (
        <p className="st-muted">{`Shows the illustration of ${parent.title}.`}</p>
      ) : (
        <IllustrationField form={form} />
      )}
      <DeskField id={field('description')} label="Description" error={errors.description}>
        {(a) => <textarea id={field('description')} rows={2} value={values.description} onChange={(e) => set('description')(e.target.value)} {...a} />}
      </DeskField>
      <DeskField id={field('return_days')} label="Return window (days)" help={`0 (no returns) to ${RETURN_DAYS_MAX} days after delivery.`} error={errors.return_days}>
        {(a) => (
          <input
            id={field('return_days')}
            className={styles.days}
            inputMode="numeric"
            value={values.return_days}
            onChange={(e) => set('return_days')(e.target.value)}
            autoComplete="off"
            {...a}
          />
        )}
      </DeskField>
      <TranslationFields
        texts={[{ key: 'title', label: 'Title', english: values.title, maxLength: 60 }]}
        wordsOf={(locale) => values[translatedTitle(locale)]}
        onWords={(locale, _key, words) => set(translatedTitle(locale))(words)}
        errorOf={(locale) => errors[`translations.${locale}.title`]}
      />
    </DeskForm>
  );
}
