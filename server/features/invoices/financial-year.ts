/**
 * Indian financial years run April to March, counted in India Standard Time
 * (UTC+05:30, no daylight saving), so an order at 00:10 IST on 1 April
 * starts the new year's numbering even though it is still 31 March in UTC.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface FinancialYear {
  /** The April it starts in, e.g. 2026 for April 2026 to March 2027. */
  startYear: number;
  /** '2627': both years' last two digits, the form invoice numbers carry. */
  code: string;
}

export function financialYearOf(at: Date): FinancialYear {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, code: `${two(startYear)}${two(startYear + 1)}` };
}

/** 'CB/2627/000123': 14 characters, within Rule 46's 16 of letters, digits, '-' and '/'. */
export function formatInvoiceNumber(year: FinancialYear, n: number): string {
  return `CB/${year.code}/${String(n).padStart(6, '0')}`;
}

export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
