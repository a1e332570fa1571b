import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../../../../ui/Icon';
import { keepTabInside } from '../../../../ui/focus-trap';
import { useT } from '../../../../i18n/useT';
import styles from './Sheet.module.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Stays at the bottom of the sheet while its body scrolls, e.g. "Show 312 products". */
  footer?: ReactNode;
}

/**
 * A bottom sheet on the native modal <dialog>: the browser closes it on Escape
 * and makes the page behind inert; Tab is kept inside it; focus returns to the
 * control that opened it. Unlike the shared Dialog it rises from the bottom edge and
 * fills the width, as shop filters do on phones.
 */
export function Sheet({ title, onClose, children, footer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A tap on the backdrop lands on the dialog itself, outside its content box.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('ui.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
