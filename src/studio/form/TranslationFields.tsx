import { useId } from 'react';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale } from '../../../schemas/locale';

/** A text staff can translate: its English shown read-only beside the field for each other language. */
export interface TranslatableText {
  /** Unique among the texts; names the fields. */
  key: string;
  label: string;
  english: string;
  multiline?: boolean;
  maxLength?: number;
}

export type OtherLocale = Exclude<Locale, 'en-IN'>;
export const OTHER_LOCALES = LOCALES.filter((locale): locale is OtherLocale => locale !== DEFAULT_LOCALE);

/** The languages as the studio, which speaks English, names them ("Hindi missing"). */
export const LANGUAGE_NAMES_IN_ENGLISH: Readonly<Record<OtherLocale, string>> = { 'hi-IN': 'Hindi' };

interface Props {
  texts: readonly TranslatableText[];
  wordsOf: (locale: OtherLocale, key: string) => string;
  onWords: (locale: OtherLocale, key: string, words: string) => void;
  errorOf?: (locale: OtherLocale, key: string) => string | undefined;
  /** Read-only: the fields show the words and take no edits. */
  readOnly?: boolean;
}

/**
 * The words of some texts in the shop's other languages, beside the English:
 * one group per language with a count of what is missing, then each text's
 * English and a field for its translation. An empty field shows shoppers the
 * English. The layout studio's section translations and the catalogue desks'
 * product and category text use it alike.
 */
export function TranslationFields({ texts, wordsOf, onWords, errorOf, readOnly }: Props) {
  const id = useId();
  if (texts.length === 0) return null;
  return (
    <>
      {OTHER_LOCALES.map((locale) => {
        const missing = texts.filter((text) => text.english.trim() !== '' && wordsOf(locale, text.key).trim() === '').length;
        const total = texts.filter((text) => text.english.trim() !== '').length;
        return (
          <fieldset key={locale} className="st-translations" aria-describedby={`${id}-${locale}-status`}>
            <legend>
              <span lang={locale}>{LOCALE_NAMES[locale]}</span> words
            </legend>
            <p id={`${id}-${locale}-status`} className={missing > 0 ? 'st-translations__missing' : 'st-muted'}>
              {missing === 0 ? `All ${total} texts translated.` : `${missing} of ${total} texts not translated: shoppers see the English there.`}
            </p>
            {texts.map((text) => {
              const field = `${id}-${locale}-${text.key}`;
              const error = errorOf?.(locale, text.key);
              const inputProps = {
                id: field,
                lang: locale,
                value: wordsOf(locale, text.key),
                placeholder: 'Shows the English',
                maxLength: text.maxLength,
                readOnly,
                'aria-describedby': `${field}-english${error ? ` ${field}-error` : ''}`,
                'aria-invalid': error ? true : undefined,
                onChange: (event: { currentTarget: { value: string } }) => onWords(locale, text.key, event.currentTarget.value),
              };
              return (
                <div key={field} className="st-field">
                  {/* Named with its language ("Title in Hindi"): the form around has an English field of the same name, and each must be told apart by ear. */}
                  <label htmlFor={field}>{`${text.label} in ${LANGUAGE_NAMES_IN_ENGLISH[locale]}`}</label>
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
