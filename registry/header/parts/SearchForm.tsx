import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../src/ui/Icon';
import { cx } from '../../../src/ui/cx';
import styles from './SearchForm.module.css';

interface SearchFormProps {
  placeholder: string;
  /** outline: bordered field on white; filled: grey field; responsive: filled on phones, outline from tablets; on-brand: white field on a brand bar. */
  variant?: 'outline' | 'filled' | 'responsive' | 'on-brand';
  /** Text on the submit button; without it the button is a magnifier icon. */
  buttonLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  onEscape?: () => void;
  /** Called after a search is submitted, e.g. to fold an expanded field away. */
  onSearch?: () => void;
  className?: string;
}

/**
 * Product search. A real GET form to /products?q=, so it works before the
 * script loads; once it has, the router navigates without a reload.
 */
export function SearchForm({ placeholder, variant = 'outline', buttonLabel, inputRef, onEscape, onSearch, className }: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === '/products' ? (new URLSearchParams(search).get('q') ?? '') : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
    onSearch?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <form role="search" action="/products" method="get" className={cx(styles.form, styles[variant], className)} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        key={current}
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={cx(styles.submit, buttonLabel && styles.submitText)} aria-label={buttonLabel ? undefined : 'Search'}>
        <Icon name="search" size={20} className={buttonLabel ? styles.submitIcon : undefined} />
        {buttonLabel ? <span className={styles.submitLabel}>{buttonLabel}</span> : null}
      </button>
    </form>
  );
}
