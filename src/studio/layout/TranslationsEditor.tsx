import type * as z from 'zod/mini';
import { withDefaults } from '../../../schemas/ui-config/translations';
import { TranslationFields } from '../form/TranslationFields';
import { translatableTexts } from './translatable-fields';
import { withWords, wordsAt } from './translation-overlay';

interface Props {
  schema: z.ZodMiniObject;
  /** The section's English props, as the form above edits them. */
  props: Readonly<Record<string, unknown>>;
  section?: string;
  /** The row's stored translations; undefined: none. */
  value: unknown;
  /** Row errors: a translation's problem is under 'translations.<locale>.<path>'. */
  errors: Readonly<Record<string, string>>;
  onChange: (next: Record<string, unknown> | undefined) => void;
}

/**
 * The section's words in the shop's other languages, beside the English: each
 * text of the props with its English shown and a field for the translation.
 * An empty field shows shoppers the English; the count says what is missing.
 */
export function TranslationsEditor({ schema, props, section, value, errors, onChange }: Props) {
  // Texts left at the pattern's own English are offered too: a shop in Hindi needs those words as much.
  const texts = translatableTexts(schema, withDefaults(schema, props), section);
  const pathOf = new Map(texts.map((text) => [text.path.join('-'), text.path]));
  const path = (key: string) => pathOf.get(key) ?? [];
  return (
    <TranslationFields
      texts={texts.map((text) => ({ key: text.path.join('-'), label: text.label, english: text.english, multiline: text.multiline }))}
      wordsOf={(locale, key) => wordsAt(value, locale, path(key))}
      onWords={(locale, key, words) => onChange(withWords(value, locale, path(key), words))}
      errorOf={(locale, key) => errors[['translations', locale, ...path(key)].join('.')]}
    />
  );
}
