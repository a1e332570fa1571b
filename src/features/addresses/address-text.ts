import type { Address, PinInfo } from '../../../schemas/api/addresses';

export const TYPE_LABELS: Record<Address['type'], string> = { home: 'Home', work: 'Work', other: 'Other' };

/** The address as one would write it on a parcel, minus name and phone. */
export function addressLines(address: Address): string[] {
  const street = [address.house, address.locality].filter(Boolean).join(', ');
  const landmark = address.landmark ? `Near ${address.landmark}` : '';
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
