import type { Address } from '../../../schemas/api/addresses';

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
