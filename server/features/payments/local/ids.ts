import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-looking ids: a prefix and 14 letters or digits ('order_…', 'pay_…', 'evt_…', 'rfnd_…'). */
export function gatewayId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}
