/**
 * Masks what must never reach a log, in any text: a whole serialised log
 * line, so a phone number inside an error's stack or a code inside a
 * third-party message is caught as well as one in our own messages.
 *
 * Replacements never contain quotes or backslashes, so a masked JSON line
 * stays valid JSON.
 */

/** Luhn, so an order number or a timestamp that happens to be long is not taken for a card. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const RULES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // Credentials in headers or text: keep the scheme so a reader sees which kind was sent.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, (_m, scheme: string) => `${scheme} [redacted]`],
  // Firebase ID tokens and any other JWT.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, () => '[jwt]'],
  // key=value or "key":"value" for secret-bearing names (query strings, cookies, JSON inside a message).
  [
    // Not a scheme word or a mask already written: "Authorization: Basic [redacted]" stays readable.
    /\b((?:pass(?:word)?|new_?password|token|id_?token|refresh_?token|secret|otp|api_?key|authorization|cookie|vitrine_session|razorpay_signature|signature)\\?"?\s*[:=]\s*\\?"?)(?!(?:Basic|Bearer)\s|\[)([^"\\&\s,;}]+)/gi,
    (_m, key: string) => `${key}[redacted]`,
  ],
  // Card numbers (13 to 19 digits, spaced or not): the last four stay, as on a receipt.
  [
    /(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d.])/g,
    (match) => {
      const digits = match.replace(/\D/g, '');
      return luhnValid(digits) ? `[card …${digits.slice(-4)}]` : match;
    },
  ],
  // Indian mobile numbers, with or without +91 / 0: the last four stay, enough to tell two apart.
  [/(?<![\d.])(\+?91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?![\d.])/g, (match) => `[phone …${match.replace(/\D/g, '').slice(-4)}]`],
  // One-time codes: digits after the word code/OTP, or before "is your … code" (the e-mail subject).
  // (Not the last four digits a mask above kept.)
  [/\b((?:code|otp|passcode)\b[^0-9"\\]{0,24})(?<!…)\d{4,8}(?!\d)/gi, (_m, lead: string) => `${lead}[code]`],
  [/(?<!\d)\d{4,8}(?=\s+is\s+your\b)/gi, () => '[code]'],
  // E-mail addresses: the first letter and the domain, enough to tell support which shopper.
  [/\b([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g, (_m, first: string, domain: string) => `${first}***@${domain}`],
];

export function maskSecrets(text: string): string {
  let out = text;
  for (const [pattern, replace] of RULES) out = out.replace(pattern, replace);
  return out;
}
