import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Credentials } from '../../http/auth';
import type { ConfigEventHub } from '../live/hub';

export interface StudioDeps {
  db: Kysely<Database>;
  /** credentials.admin is the studio's login. */
  credentials: Credentials;
  hub: ConfigEventHub;
  /** Secure cookies in production. */
  production: boolean;
}
