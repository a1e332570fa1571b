import styles from '../forms.module.css';

/** The shop's password rules (schemas/api/identity.ts: passwordSchema), ticked off while typing. */
export const PASSWORD_RULES = [
  { label: 'At least 8 characters', met: (p: string) => p.length >= 8 },
  { label: 'A letter', met: (p: string) => /[A-Za-z]/.test(p) },
  { label: 'A digit', met: (p: string) => /[0-9]/.test(p) },
] as const;

export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className={styles.rules} aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.label} className={met ? styles.met : undefined}>
            {rule.label}
            <span className="visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
