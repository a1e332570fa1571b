import { useState } from 'react';
import { ensureSessionId } from '../../lib/storage';
import { useSignedInUser } from '../../state/useSignedInUser';
import { disablePush, enablePush, type EnableResult } from './push-flow';
import { useT, type Translate } from '../../i18n/useT';
import { pushWords } from './message-words';
import { usePushRuntime } from './runtime';

/** A PushError carries the spec's wording; a failed API call its server's message. */
function messageOf(err: unknown, t: Translate): string {
  return err instanceof Error && err.message ? pushWords(err.message, t) : t('notices.somethingWrong');
}

/** Turning push on and off from a click, with the busy flag and the error to show. */
export function usePushActions() {
  const t = useT();
  const runtime = usePushRuntime();
  const user = useSignedInUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(task: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      return await task();
    } catch (err) {
      setError(messageOf(err, t));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    error,
    turnOn: (): Promise<EnableResult | null> => run(() => enablePush(runtime, { userId: user?.id ?? 0, sessionId: ensureSessionId() })),
    turnOff: async (): Promise<boolean> => (await run(() => disablePush(runtime).then(() => true))) ?? false,
  };
}
