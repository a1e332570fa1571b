import { ADDRESS_MESSAGES } from '../../../schemas/api/addresses';
import { IDENTITY_MESSAGES } from '../../../schemas/api/identity';
import type { MessageKey } from '../../i18n/messages';
import { useKnownWords } from '../../i18n/known-words';

/**
 * The shared schemas' messages for the address form (the server answers with
 * the same English words), each with its key. Any other message (a length
 * limit, the server's own refusal) is shown as written.
 */
const KEYS = new Map<string, MessageKey>([
  [ADDRESS_MESSAGES.nameRequired, 'address.nameRequired'],
  [ADDRESS_MESSAGES.pinRequired, 'address.pinRequired'],
  [ADDRESS_MESSAGES.pinFormat, 'address.pinFormat'],
  [ADDRESS_MESSAGES.pinUnserviceable, 'address.pinUnserviceable'],
  [ADDRESS_MESSAGES.pinUnknown, 'address.pinUnknown'],
  [ADDRESS_MESSAGES.houseRequired, 'address.houseRequired'],
  [ADDRESS_MESSAGES.localityRequired, 'address.localityRequired'],
  [ADDRESS_MESSAGES.cityRequired, 'address.cityRequired'],
  [IDENTITY_MESSAGES.mobileRequired, 'auth.mobileRequired'],
  [IDENTITY_MESSAGES.mobileFormat, 'auth.mobileFormat'],
  // schemas/api/india.ts and addresses.ts word these inline.
  ['Choose a state', 'address.chooseState'],
  ['Invalid map position', 'address.invalidPosition'],
]);

/** A message about an address field in the page's language. */
export function useAddressMessage(): (message: string) => string {
  return useKnownWords(KEYS);
}
