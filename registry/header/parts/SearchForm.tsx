import type { Ref } from 'react';
import { SearchCombobox } from '../../../src/features/search/SearchCombobox';
import { Icon } from '../../../src/ui/Icon';
import { cx } from '../../../src/ui/cx';
import styles from './SearchForm.module.css';
import { useT } from '../../../src/i18n/useT';

interface SearchFormProps {
  placeholder: string;
  /** outline: bordered field on white; filled: grey field; responsive: filled on phones, outline from tablets; on-brand: white field on a brand bar. */
  variant?: 'outline' | 'filled' | 'responsive' | 'on-brand';
  /** Text on the submit button; without it the button is a magnifier icon. */
  buttonLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Escape with no suggestions open, e.g. to fold an expanded field away. */
  onEscape?: () => void;
  /** Called after a search is submitted or a suggestion opened, e.g. to fold an expanded field away. */
  onSearch?: () => void;
  className?: string;
}

/**
 * The header's product search: the shared search combobox (suggestions as
 * the shopper types) in this header's look. A real GET form to /products?q=,
 * so it works before the script loads.
 */
export function SearchForm({ placeholder, variant = 'outline', buttonLabel, inputRef, onEscape, onSearch, className }: SearchFormProps) {
  const t = useT();
  return (
    <SearchCombobox
      placeholder={placeholder}
      className={className}
      formClassName={cx(styles.form, styles[variant])}
      inputClassName={styles.input}
      inputRef={inputRef}
      onEscape={onEscape}
      onSearch={onSearch}
      submitButton={
        <button type="submit" className={cx(styles.submit, buttonLabel && styles.submitText)} aria-label={buttonLabel ? undefined : t('header.search')}>
          <Icon name="search" size={20} className={buttonLabel ? styles.submitIcon : undefined} />
          {buttonLabel ? <span className={styles.submitLabel}>{buttonLabel}</span> : null}
        </button>
      }
    />
  );
}
