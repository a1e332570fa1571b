import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../src/ui/Icon';
import { SearchForm } from './SearchForm';
import { cx } from '../../../src/ui/cx';
import styles from './ExpandingSearch.module.css';
import { useT } from '../../../src/i18n/useT';

interface ExpandingSearchProps {
  placeholder: string;
  /** Positions the open field; the pattern knows where it may spread. */
  panelClassName?: string;
  className?: string;
}

/** A magnifier button that unfolds into the search field; Escape or ✕ folds it back. */
export function ExpandingSearch({ placeholder, panelClassName, className }: ExpandingSearchProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const t = useT();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={cx(styles.toggle, className)}
        aria-label={t('header.search')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" size={24} />
      </button>
      {open ? (
        <div id={panelId} className={cx(styles.panel, panelClassName)}>
          <SearchForm placeholder={placeholder} inputRef={inputRef} onEscape={close} onSearch={() => setOpen(false)} className={styles.form} />
          <button type="button" className={styles.toggle} aria-label={t('header.closeSearch')} onClick={close}>
            <Icon name="close" size={22} />
          </button>
        </div>
      ) : null}
    </>
  );
}
