import { createHash, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or 5/S: a code read aloud or copied by hand stays right. */
const ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';
const CODE_LENGTH = 16;

/** 16 characters from 29: about 78 bits, far beyond guessing within the wrong-try limit. */
export function newGiftCardCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)?.join('-') ?? raw;
}

export function newGiftCardPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What a shopper typed, in the stored form: upper case, no spaces or dashes. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Codes carry ~78 random bits, so a plain SHA-256 cannot be reversed by
 * guessing; the PIN (only 6 digits) is hashed with its card's code so one
 * table of PIN hashes does not fit every card.
 */
export function hashCode(code: string): string {
  return createHash('sha256').update(`gift-card-code:${normaliseCode(code)}`).digest('hex');
}

export function hashPin(code: string, pin: string): string {
  return createHash('sha256').update(`gift-card-pin:${normaliseCode(code)}:${pin.trim()}`).digest('hex');
}

export function last4(code: string): string {
  return normaliseCode(code).slice(-4);
}
