import { useId, useState } from 'react';
import { useHydrated } from '../../app/useHydrated';
import { useT } from '../../i18n/useT';
import { pushCapabilityError } from './capabilities';
import { pushWords } from './message-words';
import { usePushRuntime } from './runtime';
import { readPushToken } from './token-store';
import { usePushActions } from './usePushActions';
import { usePushSettings } from './usePushSettings';
import styles from './PushToggle.module.css';

/**
 * The account page's switch for order updates on this device. Permission is
 * asked only when the shopper flips it on. Renders nothing on the server and
 * when the shop has push turned off.
 */
export function PushToggle() {
  const hydrated = useHydrated();
  return hydrated ? <BrowserPushToggle /> : null;
}

function BrowserPushToggle() {
  const t = useT();
  const runtime = usePushRuntime();
  const settings = usePushSettings(true);
  const actions = usePushActions();
  const [on, setOn] = useState(() => readPushToken() !== null);
  const [status, setStatus] = useState('');
  const id = useId();
  const unsupported = pushCapabilityError(runtime.environment());

  if (settings.data && !settings.data.enabled) return null;

  async function change(next: boolean) {
    setStatus('');
    if (next) {
      const result = await actions.turnOn();
      if (result?.status === 'on') {
        setOn(true);
        setStatus(t('notices.pushOn'));
      } else if (result?.status === 'dismissed') {
        setStatus(t('notices.pushDismissed'));
      }
    } else if (await actions.turnOff()) {
      setOn(false);
      setStatus(t('notices.pushOff'));
    }
  }

  // An unsupported browser or blocked permission is shown before any click, with the switch disabled.
  const error = actions.error ?? (settings.error ? pushWords(settings.error.message, t) : null) ?? (on || unsupported === null ? null : pushWords(unsupported, t));
  return (
    <div className={styles.toggle}>
      <label className={styles.row} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          disabled={actions.busy || !settings.data || (!on && unsupported !== null)}
          aria-busy={actions.busy || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
        {t('notices.pushToggle')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('notices.pushToggleHint')}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.hint} role="status">
        {status}
      </p>
    </div>
  );
}
