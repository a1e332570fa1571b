import { useCallback, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/useT';
import { pushCapabilityError } from './capabilities';
import { usePushRuntime } from './runtime';
import { readPushToken } from './token-store';
import { usePushActions } from './usePushActions';
import styles from './PushToggle.module.css';

/** "Not now" holds for the rest of this visit; the account toggle stays available. */
let declinedThisVisit = false;

/**
 * The after-first-order invitation. Call `offer()` once the order is placed
 * and render `prompt` where it fits: it is a small inline card, never a
 * dialog, and appears only when the browser can do push, the shopper has not
 * answered the browser's question before, no token exists and the shop has
 * push turned on.
 */
export function usePushPrompt(): { offer: () => void; prompt: ReactNode } {
  const runtime = usePushRuntime();
  const [visible, setVisible] = useState(false);

  const offer = useCallback(() => {
    if (declinedThisVisit || readPushToken() !== null) return;
    const env = runtime.environment();
    if (pushCapabilityError(env) !== null || env.permission !== 'default') return;
    runtime
      .fetchSettings()
      .then((settings) => setVisible(settings.enabled))
      .catch(() => {
        // Without settings there is nothing to offer; the order page is unaffected.
      });
  }, [runtime]);

  const prompt = visible ? (
    <PushPrompt
      onDone={(declined) => {
        declinedThisVisit ||= declined;
        setVisible(false);
      }}
    />
  ) : null;
  return { offer, prompt };
}

function PushPrompt({ onDone }: { onDone: (declined: boolean) => void }) {
  const t = useT();
  const actions = usePushActions();

  async function turnOn() {
    const result = await actions.turnOn();
    if (result === null) return;
    if (result.status === 'on') toast.success(t('notices.pushOn'));
    onDone(result.status !== 'on');
  }

  return (
    <section className={styles.prompt} aria-label={t('notices.promptLabel')}>
      <p>{t('notices.promptQuestion')}</p>
      <div className={styles.actions}>
        <Button busy={actions.busy} onClick={() => void turnOn()}>
          {t('notices.turnOn')}
        </Button>
        <Button variant="secondary" disabled={actions.busy} onClick={() => onDone(true)}>
          {t('notices.notNow')}
        </Button>
      </div>
      {actions.error && (
        <p className={styles.error} role="alert">
          {actions.error}
        </p>
      )}
    </section>
  );
}
