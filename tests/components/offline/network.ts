import { act } from '@testing-library/react';

/** Makes the browser say it is offline (or back online) and fires the event a real one would. */
export function setBrowserOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Back to jsdom's own navigator.onLine. */
export function restoreBrowserOnline() {
  Reflect.deleteProperty(window.navigator, 'onLine');
}
