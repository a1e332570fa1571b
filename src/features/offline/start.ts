import { isPreviewFrame } from '../preview/in-preview';

/**
 * Starts offline support once the page has loaded, so registration never
 * competes with first paint; the registration code is a chunk of its own.
 * Production builds only (Vite's dev server has no /sw.js), never in the
 * studio or its preview frame, which must always show the live draft.
 */
export function startOfflineSupport(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator) || isPreviewFrame(win) || win.location.pathname.startsWith('/studio')) return;
  const register = () => {
    import('./register')
      .then((m) => m.registerOfflineWorker(win))
      .catch((error: unknown) => console.warn('Offline support is not available:', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
