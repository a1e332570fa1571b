import type { ProductText } from '../../../schemas/api/catalog-translations';
import { TranslationFields } from '../form/TranslationFields';
import { withTranslation, type DraftErrors, type ProductDraft } from './draft';

interface Props {
  draft: ProductDraft;
  errors: DraftErrors;
  onChange: (translations: ProductDraft['translations']) => void;
}

const FIELDS = { title: 'Title', description: 'Description' } as const satisfies Record<keyof ProductText, string>;
const isField = (key: string): key is keyof ProductText => key in FIELDS;

/**
 * The product's title and description in the shop's other languages, each
 * beside the English typed above; what is left empty shows the English.
 */
export function ProductTranslationsEditor({ draft, errors, onChange }: Props) {
  return (
    <TranslationFields
      texts={[
        { key: 'title', label: FIELDS.title, english: draft.title, maxLength: 160 },
        { key: 'description', label: FIELDS.description, english: draft.description, multiline: true, maxLength: 5000 },
      ]}
      wordsOf={(locale, key) => (isField(key) ? (draft.translations[locale]?.[key] ?? '') : '')}
      onWords={(locale, key, words) => {
        if (isField(key)) onChange(withTranslation(draft.translations, locale, key, words));
      }}
      // The server's problems name the field as the input does: translations.hi-IN.title.
      errorOf={(locale, key) => errors[`translations.${locale}.${key}`]}
    />
  );
}
