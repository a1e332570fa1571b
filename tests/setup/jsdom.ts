import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// Components render outside the app's provider here, in the shop's English.
import '../../src/i18n/english-outside-provider';

// findBy… waits for lazy pattern chunks and SWR reads. Testing Library's 1 s
// default passes on an idle machine but not with two test workers on CI's two
// cores (a header chunk took 1.2 to 2.7 s there): waiting longer costs a
// passing test nothing, as it returns as soon as the element appears.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; react-hot-toast and responsive hooks read it.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom has no modal <dialog> API. The stand-in opens and closes the element and
// turns Escape into the browser's `cancel` event; Chromium tests cover the real one.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].pop();
    if (open && open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
