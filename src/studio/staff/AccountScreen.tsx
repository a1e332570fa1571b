import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { apiTokenCreateSchema, apiTokenPaths, PERMISSION_LABELS, ROLE_PERMISSIONS, STAFF_ROLE_LABELS } from '../../../schemas/api/staff';
import type { StudioSession } from '../../../schemas/api/studio';
import { formatShopMoment } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { createApiToken, listApiTokens, revokeApiToken } from './staff-api';
import { TwoStepSection } from './TwoStepSection';

/**
 * Your account: who you are signed in as, what your role lets you do, and
 * your API tokens for scripts. A new token's secret is shown once; a token
 * acts with your role and stops when revoked or when your account is disabled.
 */
export function AccountScreen({ session, onSessionChanged }: { session: StudioSession; onSessionChanged: () => void }) {
  const id = useId();
  const tokens = useSWR(apiTokenPaths.list, listApiTokens);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);

  const make = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiTokenCreateSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Say what the token is for');
    setError('');
    setBusy(true);
    try {
      const created = await createApiToken(parsed.data.name);
      setSecret({ name: created.token.name, value: created.secret });
      setName('');
      await tokens.mutate();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The token was not made');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (tokenId: number, tokenName: string) => {
    if (!window.confirm(`Revoke "${tokenName}"? Scripts using it stop working at once.`)) return;
    setRevoking(tokenId);
    try {
      await tokens.mutate(await revokeApiToken(tokenId), { revalidate: false });
      toast.success(`"${tokenName}" revoked`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The token was not revoked');
    } finally {
      setRevoking(null);
    }
  };

  return (
    <div className="st-desk">
      <header className="st-staff__head">
        <h1 className="st-h1">Your account</h1>
        <p className="st-muted">
          {session.display_name} ({session.user}) · {STAFF_ROLE_LABELS[session.role]}
        </p>
        <details className="st-staff__rights">
          <summary>What your role lets you do</summary>
          <ul>
            {ROLE_PERMISSIONS[session.role].map((p) => (
              <li key={p}>{PERMISSION_LABELS[p]}</li>
            ))}
          </ul>
        </details>
      </header>
      <TwoStepSection on={session.two_factor} required={session.two_factor_required} onChanged={onSessionChanged} />
      <section aria-labelledby={`${id}-tokens`} className="st-staff">
        <h2 className="st-h2" id={`${id}-tokens`}>
          API tokens
        </h2>
        <p className="st-muted">For scripts and integrations: send it as <code>Authorization: Bearer …</code> to the admin API. It can do what your role can, no more.</p>
        {secret && (
          <div className="st-token-secret" role="status">
            <p>
              <strong>{secret.name}</strong>: copy it now, it is not shown again.
            </p>
            <code>{secret.value}</code>
            <StudioButton small onClick={() => void navigator.clipboard?.writeText(secret.value).then(() => toast.success('Copied'))}>
              Copy
            </StudioButton>
          </div>
        )}
        {tokens.error ? (
          <p className="st-error" role="alert">
            {tokens.error instanceof Error ? tokens.error.message : 'Tokens could not be loaded'}
          </p>
        ) : !tokens.data ? (
          <Skeleton label="Loading tokens" lines={2} />
        ) : tokens.data.length === 0 ? (
          <p className="st-muted">No tokens yet.</p>
        ) : (
          <ul className="st-staff__invitations">
            {tokens.data.map((tk) => (
              <li key={tk.id}>
                <strong>{tk.name}</strong> · made {formatShopMoment(tk.created_at)} · {tk.last_used_at ? `last used ${formatShopMoment(tk.last_used_at)}` : 'never used'}{' '}
                <StudioButton small variant="danger-quiet" busy={revoking === tk.id} onClick={() => void revoke(tk.id, tk.name)}>
                  {`Revoke ${tk.name}`}
                </StudioButton>
              </li>
            ))}
          </ul>
        )}
        <form className="st-inline-form" onSubmit={(event) => void make(event)} noValidate>
          <div className="st-field">
            <label htmlFor={`${id}-name`}>What is it for?</label>
            <input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-name-error` : undefined}
            />
            {error && (
              <p className="st-error" id={`${id}-name-error`}>
                {error}
              </p>
            )}
          </div>
          <StudioButton type="submit" busy={busy}>
            Make a token
          </StudioButton>
        </form>
      </section>
    </div>
  );
}
