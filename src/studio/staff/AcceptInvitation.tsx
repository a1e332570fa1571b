import { useId, useState, type FormEvent } from 'react';
import { MIN_STAFF_PASSWORD } from '../../../schemas/api/staff';
import { acceptInvitation } from './staff-api';
import { StudioButton } from '../Controls';

/** The invitation link's page: choose a password, then sign in as usual. */
export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: (user: string) => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_STAFF_PASSWORD) return setError(`Use at least ${MIN_STAFF_PASSWORD} characters`);
    if (password !== repeat) return setError('The two passwords do not match');
    setError('');
    setBusy(true);
    try {
      onAccepted((await acceptInvitation(token, password)).user);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The invitation could not be accepted');
      setBusy(false);
    }
  };

  return (
    <main className="st-login">
      <form className="st-login__card st-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="st-h1">
          Join the studio
        </h1>
        <p className="st-muted">Choose the password you will sign in with, at least {MIN_STAFF_PASSWORD} characters.</p>
        <div className="st-field">
          <label htmlFor={`${id}-password`}>New password</label>
          <input id={`${id}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={error ? true : undefined} />
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-repeat`}>Repeat the password</label>
          <input id={`${id}-repeat`} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} aria-invalid={error ? true : undefined} />
        </div>
        {error && (
          <p className="st-error" role="alert">
            {error}
          </p>
        )}
        <StudioButton type="submit" variant="primary" busy={busy}>
          Create my account
        </StudioButton>
      </form>
    </main>
  );
}
