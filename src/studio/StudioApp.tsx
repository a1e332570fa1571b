import { useEffect, useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { configKeySchema, type ConfigKey } from '../../schemas/api/studio';
import { signOut } from './api';
import { ConfigNav } from './ConfigNav';
import { ConfigPage } from './ConfigEditor';
import { Skeleton, StudioButton } from './Controls';
import { useConfigs, useSession } from './hooks';
import { Login } from './Login';

function keyFromLocation(): ConfigKey {
  const parsed = configKeySchema.safeParse(new URLSearchParams(window.location.search).get('key'));
  return parsed.success ? parsed.data : 'home';
}

/** The studio: the session decides between the sign-in form and the editor. */
export function StudioApp() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <Toaster position="top-right" />
      <Gate />
    </SWRConfig>
  );
}

function Gate() {
  const { data: session, error, isLoading, mutate } = useSession();
  if (isLoading) return <Skeleton label="Loading the studio" lines={4} />;
  if (error) {
    return (
      <p className="st-error st-page-error" role="alert">
        {error instanceof Error ? error.message : 'The studio could not start'}
      </p>
    );
  }
  if (!session) return <Login onSignedIn={(signedIn) => void mutate(signedIn, { revalidate: false })} />;
  return <Studio user={session.user} onSignedOut={() => void mutate(null, { revalidate: false })} />;
}

function Studio({ user, onSignedOut }: { user: string; onSignedOut: () => void }) {
  const [key, setKey] = useState<ConfigKey>(keyFromLocation);
  const [signingOut, setSigningOut] = useState(false);
  const { data: summaries } = useConfigs();

  useEffect(() => {
    const onPop = () => setKey(keyFromLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const select = (next: ConfigKey) => {
    if (next === key) return;
    window.history.pushState(null, '', `?key=${next}`);
    setKey(next);
  };

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      onSignedOut();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Sign-out failed');
      setSigningOut(false);
    }
  };

  return (
    <div className="st-app">
      <header className="st-topbar">
        <span className="st-topbar__brand">Vitrine studio</span>
        <span className="st-topbar__user">{`Signed in as ${user}`}</span>
        <StudioButton small onClick={() => void leave()} busy={signingOut}>
          Sign out
        </StudioButton>
      </header>
      <ConfigNav current={key} summaries={summaries} onSelect={select} />
      <main className="st-main" key={key}>
        <ConfigPage configKey={key} />
      </main>
    </div>
  );
}
