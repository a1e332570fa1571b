import type { Address, PinInfo } from '../../../schemas/api/addresses';
import type { MessageKey } from '../../i18n/messages';

/** The studio's words (it is English only); a shop page says TYPE_KEYS through t. */
export const TYPE_LABELS: Record<Address['type'], string> = { home: 'Home', work: 'Work', other: 'Other' };

export const TYPE_KEYS: Record<Address['type'], MessageKey> = { home: 'address.typeHome', work: 'address.typeWork', other: 'address.typeOther' };

/** The address as one would write it on a parcel, minus name and phone; `near` words the landmark in the page's language. */
export function addressLines(address: Address, near: (landmark: string) => string = (landmark) => `Near ${landmark}`): string[] {
  const street = [address.house, address.locality].filter(Boolean).join(', ');
  const landmark = address.landmark ? near(address.landmark) : '';
  return [street, landmark, `${address.city}, ${address.state} ${address.pin}`].filter(Boolean);
}

/** +91 and the ten digits in the 5-5 grouping Indian numbers are read in. */
export function formatMobile(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : `+91 ${mobile}`;
}

/**
 * Where an address is by its PIN code, for when the map cannot show it: the
 * locality typed, then the PIN's city and state ("Dhayari, Pune, Maharashtra").
 * Empty until the PIN is known.
 */
export function pinLocality(locality: string, pin: PinInfo | null): string {
  if (!pin) return '';
  const parts = [locality.trim(), pin.city, pin.state].filter((part) => part !== '');
  return [...new Set(parts)].join(', ');
}
