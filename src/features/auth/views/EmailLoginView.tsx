import { useRef, useState, type FormEvent } from 'react';
import { emailSchema, IDENTITY_MESSAGES } from '../../../../schemas/api/identity';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../fields/PasswordField';
import { TextField } from '../fields/TextField';
import { errorMessage } from '../error-message';
import { firstIssue } from '../form-errors';
import { useIdentityClient } from '../identity-client';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useLoginFlow } from '../useLoginFlow';
import { FlowLink } from './FlowLink';
import { FormError } from './FormError';
import styles from '../forms.module.css';

/** E-mail and password. Only "required" is checked here: older passwords may predate today's rules. */
export function EmailLoginView() {
  const { state, go } = useLoginFlow();
  const loadClient = useIdentityClient();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState(state.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [refusal, setRefusal] = useState('');
  const [busy, run] = useBusy();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    const found = {
      email: parsed.success ? undefined : firstIssue(parsed.error),
      password: password === '' ? IDENTITY_MESSAGES.passwordRequired : undefined,
    };
    setErrors(found);
    setRefusal('');
    if (!parsed.success || found.password) {
      loginToast.error(found.email ?? found.password ?? '');
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    void run(async () => {
      try {
        const client = await loadClient();
        await completeSignIn(await client.signInWithPassword(parsed.data, password));
      } catch (err) {
        const message = errorMessage(err);
        setRefusal(message);
        loginToast.error(message);
      }
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={emailInput}
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        ref={passwordInput}
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <p className={styles.links}>
        <FlowLink onClick={() => go('forgot-password', { email: email.trim() })}>Forgot password?</FlowLink>
      </p>
      {refusal && <FormError>{refusal}</FormError>}
      <Button type="submit" block busy={busy}>
        Login
      </Button>
      <p className={styles.links}>
        <FlowLink onClick={() => go('mobile')}>Login with mobile</FlowLink>
        <FlowLink onClick={() => go('sign-up', { email: email.trim() })}>Create an account</FlowLink>
      </p>
    </form>
  );
}
