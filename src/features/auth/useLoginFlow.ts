import { useCallback } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { loginPopupAtom, type LoginView } from '../../state/session';
import { loginStateAtom, type LoginState } from './login-state';

/**
 * Moves between the login popups: `go` closes the current popup and opens the
 * next (the switcher mounts a new dialog), carrying what the next one needs.
 */
export function useLoginFlow() {
  const [state, setState] = useAtom(loginStateAtom);
  const setPopup = useSetAtom(loginPopupAtom);

  const update = useCallback((changes: Partial<LoginState>) => setState((s) => ({ ...s, ...changes })), [setState]);

  const go = useCallback(
    (view: LoginView, changes?: Partial<LoginState>) => {
      if (changes) update(changes);
      setPopup((popup) => (popup ? { ...popup, view } : popup));
    },
    [setPopup, update],
  );

  const close = useCallback(() => setPopup(null), [setPopup]);

  return { state, update, go, close };
}
