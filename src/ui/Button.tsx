import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '../app/useHydrated';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, block: boolean | undefined, extra?: string, unavailable?: boolean): string {
  return [styles.button, styles[variant], block ? styles.block : '', unavailable ? styles.unavailable : '', extra ?? ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  /** Shows a spinner and blocks double submits while work is in flight. */
  busy?: boolean;
  /**
   * Names a button whose tap before hydration is kept and replayed after
   * (schemas/replay-taps.ts), so it is enabled from the server's HTML on.
   */
  replay?: string;
}

export function Button({ variant = 'primary', block, busy, replay, disabled, children, className, ...rest }: ButtonProps) {
  // In server-rendered HTML a script-driven button does nothing until hydration; disabled, it
  // cannot swallow a click (and browser tests wait for it). Submit buttons work without script,
  // and a replayed one's tap is kept by the page's loader.
  const hydrated = useHydrated();
  const waiting = !hydrated && !replay && rest.type !== 'submit' && rest.onClick !== undefined;
  return (
    <button
      className={classes(variant, block, className, disabled && !busy)}
      disabled={disabled || busy || waiting}
      aria-busy={busy || undefined}
      data-replay={replay}
      {...rest}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  block?: boolean;
}

export function ButtonLink({ variant = 'primary', block, className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, block, className)} {...rest} />;
}
