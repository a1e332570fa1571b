/** Excel reads a CSV as the PC's ANSI code page unless it starts with this: then ₹ and Hindi titles open intact. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One field as RFC 4180 writes it: quoted when it holds a comma, quote or line
 * break (or edge spaces a spreadsheet would trim), quotes doubled.
 */
export function csvField(value: string | number): string {
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A record with its CRLF (the RFC's line break, which every spreadsheet reads). */
export function csvLine(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
