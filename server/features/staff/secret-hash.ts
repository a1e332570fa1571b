import { createHash } from 'node:crypto';

/** Session, invitation and API token secrets are kept only as this: a leaked table opens nothing. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
