import * as z from 'zod/mini';

/*
 * Rupee amounts as staff type them (the studio's price fields, CSV files) and
 * the integer paise the server stores. "1,23,456.5", "₹ 999" and "999.00" are
 * read; "-5", "1.999" (a fraction of a paisa) and "1e3" are refused by name.
 */

const RUPEES = /^(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
/** ₹1 crore: no single computer or part costs more, and it stays far below int4 paise. */
export const MAX_RUPEES = 1_00_00_000;

export type RupeesResult = { ok: true; paise: number } | { ok: false; message: string };

export function readRupees(raw: string, name = 'The amount'): RupeesResult {
  const text = raw.trim().replace(/^₹\s*/, '');
  if (text === '') return { ok: false, message: `${name} is missing` };
  if (text.startsWith('-')) return { ok: false, message: `${name} cannot be negative` };
  const match = RUPEES.exec(text);
  if (!match) {
    if (/^[\d,]*\.\d{3,}$/.test(text)) return { ok: false, message: `${name} has more than two digits of paise` };
    return { ok: false, message: `${name} must be rupees, like 74,990 or 74990.50` };
  }
  const [whole, fraction = ''] = text.replaceAll(',', '').split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (paise > MAX_RUPEES * 100) return { ok: false, message: `${name} must be at most ₹1,00,00,000` };
  return { ok: true, paise };
}

/** Paise as a rupee field shows them for editing: 7499000 → "74990", 7499050 → "74990.50". */
export function rupeesInputText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** A rupee text field in a request or a CSV row, parsed to paise. */
export const rupeesText = (name: string) =>
  z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const read = readRupees(raw, name);
      if (read.ok) return read.paise;
      ctx.issues.push({ code: 'custom', message: read.message, input: raw });
      return z.NEVER;
    }),
  );
