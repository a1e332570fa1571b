import { useT } from '../../i18n/useT';
import { Icon } from '../../ui/Icon';
import { useBusy } from './useBusy';
import { useSignOut } from './useSignOut';

interface Props {
  /** The header's action styling, so it sits beside the account link like the other actions. */
  className?: string;
  textClassName?: string;
  /** Called once signed out (the phone drawer closes). */
  onDone?: () => void;
}

/** The header's sign-out: its own chunk, loaded only once someone is signed in. */
export default function SignOutAction({ className, textClassName, onDone }: Props) {
  const signOut = useSignOut();
  const [busy, run] = useBusy();
  const t = useT();
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() =>
        void run(async () => {
          await signOut();
          onDone?.();
        })
      }
    >
      <Icon name="log-out" size={24} />
      <span className={textClassName}>{t('auth.signOut')}</span>
    </button>
  );
}
