import { useId, useState, type FormEvent } from 'react';
import { studioLoginSchema, type StudioSession } from '../../schemas/api/studio';
import { signIn } from './api';
import { StudioButton } from './Controls';

/** The admin sign-in: a form and a cookie session, never the browser's Basic prompt. */
export function Login({ onSignedIn }: { onSignedIn: (session: StudioSession) => void }) {
  const id = useId();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const login = studioLoginSchema.safeParse({ user, password });
    if (!login.success) return setError(login.error.issues[0]?.message ?? 'Enter the user name and password');
    setBusy(true);
    setError('');
    try {
      onSignedIn(await signIn(login.data));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sign-in failed');
      setBusy(false);
    }
  };

  return (
    <main className="st-login">
      <form className="st-login__card st-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="st-h1">
          Vitrine studio
        </h1>
        <p className="st-muted">Sign in with the shop&apos;s admin account to edit layouts and settings.</p>
        <div className="st-field">
          <label htmlFor={`${id}-user`}>User name</label>
          <input id={`${id}-user`} name="user" autoComplete="username" value={user} onChange={(e) => setUser(e.target.value)} aria-invalid={error ? true : undefined} />
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        {error && (
          <p className="st-error" role="alert">
            {error}
          </p>
        )}
        <StudioButton type="submit" variant="primary" busy={busy}>
          Sign in
        </StudioButton>
      </form>
    </main>
  );
}
