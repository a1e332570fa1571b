import { randomBytes } from 'node:crypto';

/** What a proxy or a caller may hand us: short, and nothing that could forge a log line or a header. */
const SAFE_INCOMING = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * 12 characters a shopper can read out to support. base64url rather than hex:
 * a long run of digits would be taken for a phone or card number and masked
 * in the very log line it should find.
 */
export function newRequestId(): string {
  return randomBytes(9).toString('base64url');
}

export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && SAFE_INCOMING.test(header) ? header : newRequestId();
}
