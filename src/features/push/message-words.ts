import type { MessageKey } from '../../i18n/messages';
import type { Translate } from '../../i18n/useT';
import { translateKnown } from '../../i18n/known-words';
import { PUSH_MESSAGES } from './messages';

/**
 * The spec's push errors stay English where they are raised (PushError, the
 * tests quote them); the shopper reads them in the page's language.
 */
const WORDS = new Map<string, MessageKey>([
  [PUSH_MESSAGES.onlyInWindow, 'notices.pushOnlyInWindow'],
  [PUSH_MESSAGES.unsupportedBrowser, 'notices.pushUnsupportedBrowser'],
  [PUSH_MESSAGES.indexedDbUnsupported, 'notices.pushIndexedDbUnsupported'],
  [PUSH_MESSAGES.permissionBlocked, 'notices.pushPermissionBlocked'],
  [PUSH_MESSAGES.noIncomingServiceWorker, 'notices.pushNoIncomingServiceWorker'],
  [PUSH_MESSAGES.invalidServiceWorker, 'notices.pushInvalidServiceWorker'],
  [PUSH_MESSAGES.serviceWorkerTimeout, 'notices.pushServiceWorkerTimeout'],
  [PUSH_MESSAGES.settingsFailed, 'notices.pushSettingsFailed'],
  [PUSH_MESSAGES.invalidResponse, 'notices.pushInvalidResponse'],
  [PUSH_MESSAGES.turnedOffByShop, 'notices.pushTurnedOffByShop'],
]);

/** A push error in the page's language; a server's own message is shown as it came. */
export function pushWords(message: string, t: Translate): string {
  return translateKnown(WORDS, message, t);
}
