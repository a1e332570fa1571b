import { useId } from 'react';
import type * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale } from '../../../schemas/locale';
import { withDefaults } from '../../../schemas/ui-config/translations';
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

const OTHER_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE);

/**
 * The section's words in the shop's other languages, beside the English: each
 * text of the props with its English shown and a field for the translation.
 * An empty field shows shoppers the English; the count says what is missing.
 */
export function TranslationsEditor({ schema, props, section, value, errors, onChange }: Props) {
  const id = useId();
  // Texts left at the pattern's own English are offered too: a shop in Hindi needs those words as much.
  const texts = translatableTexts(schema, withDefaults(schema, props), section);
  if (texts.length === 0) return null;
  return (
    <>
      {OTHER_LOCALES.map((locale) => {
        const missing = texts.filter((text) => wordsAt(value, locale, text.path).trim() === '').length;
        return (
          <fieldset key={locale} className="st-translations" aria-describedby={`${id}-${locale}-status`}>
            <legend>
              <span lang={locale}>{LOCALE_NAMES[locale]}</span> words
            </legend>
            <p id={`${id}-${locale}-status`} className={missing > 0 ? 'st-translations__missing' : 'st-muted'}>
              {missing === 0 ? `All ${texts.length} texts translated.` : `${missing} of ${texts.length} texts not translated: shoppers see the English there.`}
            </p>
            {texts.map((text) => {
              const field = `${id}-${locale}-${text.path.join('-')}`;
              const error = errors[['translations', locale, ...text.path].join('.')];
              const words = wordsAt(value, locale, text.path);
              const inputProps = {
                id: field,
                lang: locale,
                value: words,
                placeholder: 'Shows the English',
                'aria-describedby': `${field}-english${error ? ` ${field}-error` : ''}`,
                'aria-invalid': error ? true : undefined,
                onChange: (event: { currentTarget: { value: string } }) => onChange(withWords(value, locale, text.path, event.currentTarget.value)),
              };
              return (
                <div key={field} className="st-field">
                  <label htmlFor={field}>{text.label}</label>
                  <p id={`${field}-english`} className="st-translations__english">
                    <span className="st-muted">English:</span> <span lang={DEFAULT_LOCALE}>{text.english}</span>
                  </p>
                  {text.multiline ? <textarea rows={3} {...inputProps} /> : <input type="text" {...inputProps} />}
                  {error && (
                    <p id={`${field}-error`} className="st-error" role="alert">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
