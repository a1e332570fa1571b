import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** HTTPS is the only way in: browsers are told to never try plain HTTP again. */
  production: boolean;
  /** Cross-origin frames allowed the Payment Request API (the gateway's checkout frame). */
  paymentFrames: readonly string[];
}

/** A year, for this host and its subdomains; no preload, which only the operator can ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every response carries, page or API. */
export function commonSecurityHeaders({ production, paymentFrames }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The address form may ask where the shopper is; nothing asks for a camera or microphone.
    'Permissions-Policy': `geolocation=(self), camera=(), microphone=(), payment=(${['self', ...paymentFrames.map((o) => `"${o}"`)].join(' ')})`,
    // The gateway's popups (card 3-D Secure, net banking) keep their opener; other windows get none.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (production) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/**
 * Sets the common headers on every response, after its handler: a route that
 * chose a value of its own (a stricter Referrer-Policy) keeps it. Pages add
 * their Content-Security-Policy themselves (page-policy.ts), with their nonce.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const common = Object.entries(commonSecurityHeaders(options));
  const apply = (headers: Headers) => {
    for (const [name, value] of common) if (!headers.has(name)) headers.set(name, value);
  };
  return async (c, next) => {
    await next();
    try {
      apply(c.res.headers);
    } catch {
      // The headers of a response made elsewhere (a fetch, Response.redirect) are immutable: send a copy.
      const copy = new Response(c.res.body, c.res);
      apply(copy.headers);
      // Unset first, or Hono merges the old response's headers into the copy.
      c.res = undefined;
      c.res = copy;
    }
  };
}
