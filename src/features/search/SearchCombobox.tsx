import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useSuggestions } from '../../data/catalog';
import { searchQueryAtom, searchSuggestionsAtom } from '../../state/catalog';
import { cx } from '../../ui/cx';
import { MIN_QUERY_LENGTH, SUGGEST_DELAY_MS, suggestionGroups, type SuggestionOption } from './suggestion-options';
import { SuggestionPopup } from './SuggestionPopup';
import { useDebouncedValue } from './useDebouncedValue';
import { useT } from '../../i18n/useT';
import styles from './SearchCombobox.module.css';

interface Props {
  placeholder: string;
  /** The wrapper: place it in the header's grid. */
  className?: string;
  /** The visible field (form) and the text box: the header's look. */
  formClassName?: string;
  inputClassName?: string;
  /** The form's submit button, drawn by the caller. */
  submitButton: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Escape with no list open, e.g. to fold an expanded field; without it Escape clears the text. */
  onEscape?: () => void;
  /** After a search is submitted or a suggestion opened. */
  onSearch?: () => void;
}

/**
 * Product search with suggestions (ARIA 1.2 combobox with a listbox popup).
 * Still a real GET form to /products?q=, so it works before the script loads.
 * From two characters, suggestions follow the typing after a 200 ms pause;
 * the arrows move through them, Enter opens one (or searches when none is
 * chosen), Escape closes the list and then clears the field.
 */
export function SearchCombobox({ placeholder, className, formClassName, inputClassName, submitButton, inputRef, onEscape, onSearch }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const { pathname, search } = useLocation();
  const current = pathname === '/products' ? (new URLSearchParams(search).get('q') ?? '') : '';

  const [text, setText] = useState(current);
  const [shownQuery, setShownQuery] = useState(current);
  // A new search in the URL (Back, a link) puts its words in the field.
  if (current !== shownQuery) {
    setShownQuery(current);
    setText(current);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listboxId = useId();

  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const query = open && settled.length >= MIN_QUERY_LENGTH ? settled : null;
  const { data, isLoading } = useSuggestions(query);
  const groups = useMemo(() => (data && query ? suggestionGroups(data) : []), [data, query]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);

  const setSearchQuery = useSetAtom(searchQueryAtom);
  const setSearchSuggestions = useSetAtom(searchSuggestionsAtom);
  useEffect(() => setSearchQuery(text), [text, setSearchQuery]);
  useEffect(() => setSearchSuggestions(query && data ? data : null), [query, data, setSearchSuggestions]);

  // Words typed into the server-rendered field before the page hydrated are kept and searched for.
  useEffect(() => {
    const field = document.getElementById(inputId);
    if (!(field instanceof HTMLInputElement) || field.value === '' || field.value === text) return;
    setText(field.value);
    if (document.activeElement === field) setOpen(true);
    // Once, at hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wanted = open && typed.length >= MIN_QUERY_LENGTH;
  // Waiting for the pause, or for the answer to it.
  const pending = wanted && (settled !== typed || isLoading);
  const status: 'closed' | 'loading' | 'empty' | 'list' = !wanted ? 'closed' : options.length > 0 ? 'list' : pending ? 'loading' : data ? 'empty' : 'loading';
  const expanded = status === 'list';
  const optionId = (index: number) => `${listboxId}-${index}`;
  const activeOption = expanded && active >= 0 && active < options.length ? active : -1;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (activeOption < 0) return;
    const el = document.getElementById(`${listboxId}-${activeOption}`);
    // jsdom cannot scroll; browsers keep the active option in view.
    if (el && 'scrollIntoView' in el) el.scrollIntoView({ block: 'nearest' });
  }, [activeOption, listboxId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: SuggestionOption) => {
    close();
    void navigate(option.href);
    onSearch?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    void navigate(typed ? `/products?q=${encodeURIComponent(typed)}` : '/products');
    onSearch?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = activeOption < 0 ? (step === 1 ? -1 : options.length) : activeOption;
        setActive((from + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        const option = activeOption >= 0 ? options[activeOption] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (status !== 'closed') close();
        else if (onEscape) onEscape();
        else setText('');
        return;
    }
  };

  const announcement =
    status === 'list'
      ? t('search.suggestionCount', { count: options.length })
      : status === 'empty'
        ? t('search.noMatchesAnnounce', { query: typed })
        : '';

  return (
    <div
      ref={rootRef}
      className={cx(styles.root, className)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) close();
      }}
    >
      <form role="search" action="/products" method="get" className={formClassName} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.searchProducts')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={inputClassName}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {submitButton}
      </form>
      <SuggestionPopup
        listboxId={listboxId}
        status={status}
        query={typed}
        groups={groups}
        busy={pending}
        activeIndex={activeOption}
        optionId={optionId}
        onChoose={choose}
      />
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
