import { useT } from '../../../i18n/useT';
import styles from '../forms.module.css';

/** The shop's password rules (schemas/api/identity.ts: passwordSchema), ticked off while typing. */
export const PASSWORD_RULES = [
  { label: 'auth.ruleLength', met: (p: string) => p.length >= 8 },
  { label: 'auth.ruleLetter', met: (p: string) => /[A-Za-z]/.test(p) },
  { label: 'auth.ruleDigit', met: (p: string) => /[0-9]/.test(p) },
] as const;

export function PasswordRules({ password }: { password: string }) {
  const t = useT();
  return (
    <ul className={styles.rules} aria-label={t('auth.passwordRules')}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.label} className={met ? styles.met : undefined}>
            {t(rule.label)}
            <span className="visually-hidden"> {met ? t('auth.ruleMet') : t('auth.ruleNotMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
