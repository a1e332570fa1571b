import type { ReactNode } from 'react';
import styles from '../forms.module.css';

/** A failure that belongs to the whole form (a refused call), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className={styles.formError} role="alert">
      {children}
    </div>
  );
}
