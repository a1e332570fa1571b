import { useId, useState, type FormEvent } from 'react';
import { studioLoginSchema, type StudioSession } from '../../schemas/api/studio';
import { ApiError, signIn } from './api';
import { StudioButton } from './Controls';
import { CodeInput } from './staff/CodeInput';

/** Staff sign-in: a form and a cookie session, never the browser's Basic prompt. */
export function Login({ onSignedIn, notice, initialUser = '' }: { onSignedIn: (session: StudioSession) => void; notice?: string; initialUser?: string }) {
  const id = useId();
  const [user, setUser] = useState(initialUser);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // Shown once the server says this account has two-step sign-in.
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const login = studioLoginSchema.safeParse({ user, password, ...(askCode ? { code } : {}) });
    if (!login.success) return setError(login.error.issues[0]?.message ?? 'Enter your e-mail and password');
    setBusy(true);
    setError('');
    try {
      onSignedIn(await signIn(login.data));
    } catch (e) {
      if (e instanceof ApiError && e.problems.some((p) => p.field === 'code')) {
        setAskCode(true);
        setCode('');
      }
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
        <p className="st-muted">{notice ?? 'Sign in with your staff account.'}</p>
        <div className="st-field">
          <label htmlFor={`${id}-user`}>E-mail or user name</label>
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
        {askCode && (
          <div className="st-field">
            <label htmlFor={`${id}-code`}>6-digit code</label>
            <CodeInput
              id={`${id}-code`}
              name="code"
              value={code}
              onValue={setCode}
              aria-invalid={error ? true : undefined}
              // The code field appears after the first try: take the user straight to it.
              autoFocus
            />
          </div>
        )}
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
