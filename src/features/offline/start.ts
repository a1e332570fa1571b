import { isPreviewFrame } from '../preview/in-preview';

/**
 * Starts offline support once the page has loaded, so registration never
 * competes with first paint; the registration code is a chunk of its own.
 * Production builds only (Vite's dev server has no /sw.js), never in the
 * studio's preview frame, which must always show the live draft. Without it
 * the shop works as before, so a failure is left unsaid.
 */
export function startOfflineSupport(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator) || isPreviewFrame(win)) return;
  const register = () => void import('./register').then((m) => m.registerOfflineWorker(win)).catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
