import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { cx } from '../../../../ui/cx';
import { Sheet } from './Sheet';
import { useMediaQuery } from './useMediaQuery';
import { useT } from '../../../../i18n/useT';
import styles from './FilterDropdown.module.css';

interface Props {
  label: string;
  /** How many of this filter's options are on; shown on the button. */
  activeCount: number;
  /** What "Done" in the phone sheet says, e.g. "Show 312 products". */
  doneLabel: string;
  children: ReactNode;
}

/**
 * One filter of the top bar behind a button: a panel under the button on
 * wider screens (Escape, a click outside or tabbing away closes it), a bottom
 * sheet on phones. Changes apply as they are made; the list updates behind.
 */
export function FilterDropdown({ label, activeCount, doneLabel, children }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const popover = open && wide;

  useEffect(() => {
    if (!popover) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [popover]);

  const closeAndFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (popover && event.key === 'Escape') {
          event.stopPropagation();
          closeAndFocus();
        }
      }}
      onBlur={(event) => {
        if (popover && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.button, activeCount > 0 && styles.active)}
        aria-expanded={open}
        aria-controls={popover ? panelId : undefined}
        data-replay="filter-menu"
        onClick={() => setOpen(!open)}
      >
        {label}
        {activeCount > 0 ? (
          <span className={styles.badge}>
            {activeCount}
            <span className="visually-hidden"> {t('listing.selected')}</span>
          </span>
        ) : null}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {popover ? (
        <div id={panelId} role="group" aria-label={label} className={styles.panel}>
          {children}
        </div>
      ) : null}
      {open && !wide ? (
        <Sheet
          title={label}
          onClose={() => setOpen(false)}
          footer={
            <Button type="button" block onClick={() => setOpen(false)}>
              {doneLabel}
            </Button>
          }
        >
          {children}
        </Sheet>
      ) : null}
    </div>
  );
}
