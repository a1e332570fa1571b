import type { ButtonHTMLAttributes } from 'react';
import styles from '../forms.module.css';

/** Looks like a link, but switches popups rather than pages: a button to assistive tech. */
export function FlowLink(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={styles.link} {...props} />;
}
