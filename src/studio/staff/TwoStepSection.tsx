import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { totpCodeSchema, type TotpSetup } from '../../../schemas/api/staff';
import { StudioButton } from '../Controls';
import { CodeInput } from './CodeInput';
import { QrCode } from './QrCode';
import { confirmTotp, startTotp, turnOffTotp } from './staff-api';

/** Two-step sign-in: scan a code into an authenticator app, confirm with the 6 digits it shows; off again with a current code. */
export function TwoStepSection({ on, required, onChanged }: { on: boolean; required: boolean; onChanged: () => void }) {
  const id = useId();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work; try again');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter the 6 digits');
    setError('');
    void run(async () => {
      if (on) await turnOffTotp(parsed.data.code);
      else await confirmTotp(parsed.data.code);
      toast.success(on ? 'Two-step sign-in is off' : 'Two-step sign-in is on');
      setSetup(null);
      setCode('');
      onChanged();
    });
  };

  const codeForm = (button: string) => (
    <form className="st-inline-form" onSubmit={submit} noValidate>
      <div className="st-field">
        <label htmlFor={`${id}-code`}>6-digit code</label>
        <CodeInput
          id={`${id}-code`}
          value={code}
          onValue={setCode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p className="st-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <StudioButton type="submit" variant={on ? 'danger-quiet' : 'primary'} busy={busy}>
        {button}
      </StudioButton>
    </form>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="st-staff">
      <h2 className="st-h2" id={`${id}-title`}>
        Two-step sign-in
      </h2>
      {required && !on && (
        <p className="st-error" role="alert">
          Owners of a live shop need two-step sign-in. Set it up to continue.
        </p>
      )}
      <p className="st-muted">
        {on
          ? 'On: signing in asks for the code your authenticator app shows. Scripts use API tokens.'
          : 'Off: your password alone signs you in. Turn it on with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).'}
      </p>
      {on && !required && codeForm('Turn off')}
      {!on && !setup && (
        <StudioButton variant="primary" busy={busy} onClick={() => void run(async () => setSetup(await startTotp()))}>
          Set up two-step sign-in
        </StudioButton>
      )}
      {!on && setup && (
        <div className="st-totp">
          <QrCode text={setup.otpauth_uri} label="QR code for your authenticator app" />
          <p className="st-muted">
            Scan it with the app, or type this key: <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          {codeForm('Turn on')}
        </div>
      )}
    </section>
  );
}
