import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & { value: string; onValue: (digits: string) => void };

/** The authenticator app's 6 digits: a numeric keypad on phones, one-time-code autofill, anything but digits dropped. */
export function CodeInput({ value, onValue, ...rest }: Props) {
  return <input {...rest} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={value} onChange={(e) => onValue(e.target.value.replace(/\D/g, ''))} />;
}
