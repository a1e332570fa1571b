import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { configKeySchema } from '../../schemas/api/studio';
import { signOut } from './api';
import { ConfigNav } from './ConfigNav';
import { ConfigPage } from './ConfigEditor';
import { Skeleton, StudioButton } from './Controls';
import { useConfigs, useSession } from './hooks';
import { Login } from './Login';
import type { StudioView } from './ConfigNav';
import { ACCOUNT_VIEW, deskOf } from './desks';
import { DASHBOARD_VIEW } from './dashboard/DashboardScreen';
import { AcceptInvitation } from './staff/AcceptInvitation';
import { STAFF_ROLE_LABELS } from '../../schemas/api/staff';
import type { StudioSession } from '../../schemas/api/studio';
import { StudioToaster } from './StudioToaster';

/** The desk or configuration ?key= names; null when it names neither (or is not there). */
function keyFromLocation(): StudioView | null {
  const wanted = new URLSearchParams(window.location.search).get('key');
  if (wanted !== null && deskOf(wanted)) return wanted;
  const parsed = configKeySchema.safeParse(wanted);
  return parsed.success ? parsed.data : null;
}

/** Where the studio opens without a ?key=: the dashboard for roles that see the figures, else the home page's layout. */
function openingView(session: StudioSession): StudioView {
  return session.permissions.includes('reports.read') ? DASHBOARD_VIEW : 'home';
}

/** The studio: the session decides between the sign-in form and the editor. */
export function StudioApp() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <StudioToaster />
      <Gate />
    </SWRConfig>
  );
}

/** The invitation link's token (?invite=…), read once: the page drops it from the address after use. */
function inviteToken(): string | null {
  return new URLSearchParams(window.location.search).get('invite');
}

function Gate() {
  const { data: session, error, isLoading, mutate } = useSession();
  const [invite, setInvite] = useState(inviteToken);
  const [joined, setJoined] = useState<string | null>(null);
  if (isLoading) return <Skeleton label="Loading the studio" lines={4} />;
  if (error) {
    return (
      <p className="st-error st-page-error" role="alert">
        {error instanceof Error ? error.message : 'The studio could not start'}
      </p>
    );
  }
  if (!session && invite) {
    return (
      <AcceptInvitation
        token={invite}
        onAccepted={(user) => {
          window.history.replaceState(null, '', window.location.pathname);
          setInvite(null);
          setJoined(user);
        }}
      />
    );
  }
  if (!session) {
    return (
      <Login
        initialUser={joined ?? ''}
        notice={joined ? 'Your account is ready. Sign in with the password you chose.' : undefined}
        onSignedIn={(signedIn) => void mutate(signedIn, { revalidate: false })}
      />
    );
  }
  return <Studio session={session} onSessionChanged={() => void mutate()} onSignedOut={() => void mutate(null, { revalidate: false })} />;
}

function Studio({ session, onSignedOut, onSessionChanged }: { session: StudioSession; onSignedOut: () => void; onSessionChanged: () => void }) {
  const [chosen, setKey] = useState<StudioView>(() => keyFromLocation() ?? openingView(session));
  const can = (permission: StudioSession['permissions'][number]) => session.permissions.includes(permission);
  // An owner of a live shop without two-step sign-in has only their account screen until it is on; a role without layouts starts there.
  const desk = deskOf(chosen);
  const allowed = desk ? desk.permission === null || can(desk.permission) : can('layouts.read');
  const key: StudioView = session.two_factor_required || !allowed ? ACCOUNT_VIEW : chosen;
  const shown = deskOf(key);
  const configKey = configKeySchema.safeParse(key);

  const [signingOut, setSigningOut] = useState(false);
  const { data: summaries } = useConfigs(can('layouts.read') && !session.two_factor_required);

  useEffect(() => {
    const onPop = () => setKey(keyFromLocation() ?? openingView(session));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [session]);

  const select = (next: StudioView) => {
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
        <span className="st-topbar__user">{`Signed in as ${session.display_name} · ${STAFF_ROLE_LABELS[session.role]}`}</span>
        <StudioButton small onClick={() => void leave()} busy={signingOut}>
          Sign out
        </StudioButton>
      </header>
      {!session.two_factor_required && <ConfigNav current={key} summaries={summaries} onSelect={select} can={can} />}
      <main className={shown ? 'st-main st-main--desk' : 'st-main'} key={key}>
        {shown ? shown.render({ session, onSessionChanged }) : configKey.success && <ConfigPage configKey={configKey.data} />}
      </main>
    </div>
  );
}
