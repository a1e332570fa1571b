import type { Address } from '../../../../schemas/api/addresses';

/** One line for a card or the compact choice: house, locality, city, state and PIN. */
export function addressLine(a: Address): string {
  return [a.house, a.locality, a.landmark, a.city, `${a.state} ${a.pin}`].filter((part) => part.trim() !== '').join(', ');
}

/** The default address first, so the shopper's usual choice leads the list. */
export function defaultFirst(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

export const ADD_ADDRESS_PATH = '/address/add?return=/checkout';
