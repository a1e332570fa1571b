import type { ButtonHTMLAttributes } from 'react';

/** danger-quiet: a destructive action among others in a row (red text, no fill). */
type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-quiet';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  small?: boolean;
  /** Work in flight: a spinner, and no second click. */
  busy?: boolean;
}

/** The studio's button (the shop's one brings the router along). */
export function StudioButton({ variant = 'secondary', small, busy, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['st-button', `st-button--${variant}`, small ? 'st-button--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="st-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Text beside the track; the accessible name stays `label`. */
  text?: string;
  disabled?: boolean;
}

export function Switch({ checked, onChange, label, text, disabled }: SwitchProps) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} className="st-switch" disabled={disabled} onClick={() => onChange(!checked)}>
      <span className="st-switch__track" aria-hidden="true">
        <span className="st-switch__thumb" />
      </span>
      {text && <span className="st-switch__text">{text}</span>}
    </button>
  );
}

export function Skeleton({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div className="st-skeleton" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="st-skeleton__line" />
      ))}
    </div>
  );
}

/** A save refused because someone else saved first: what happened, and a way to load their version. */
export function ConflictAlert({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className="st-conflict" role="alert">
      <p>{message}</p>
      <StudioButton small onClick={onReload}>
        Load their version
      </StudioButton>
    </div>
  );
}
