import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Credentials } from '../../http/auth';
import type { Mailer } from '../../mail/mailer';
import type { IdentityProvider } from './provider';

/** What the identity routes need; app.ts builds it once, tests build their own. */
export interface IdentityDeps {
  db: Kysely<Database>;
  credentials: Credentials;
  provider: IdentityProvider;
  mailer: Mailer;
  /** Secure cookies; no development outbox. */
  production: boolean;
  /** Behind a load balancer: the client's address is the first X-Forwarded-For entry. */
  trustProxy: boolean;
}
