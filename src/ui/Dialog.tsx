import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import { keepTabInside } from './focus-trap';
import styles from './Dialog.module.css';
import { useT } from '../i18n/useT';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser closes it on Escape and makes
 * the page behind inert; Tab is kept inside it; focus goes back where it was
 * on close.
 */
export function Dialog({ title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal?.();
    // showModal() focuses the first focusable (the close button); a form wants its first field.
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => {
      if (dialog.open) dialog.close?.();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('ui.close')}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
