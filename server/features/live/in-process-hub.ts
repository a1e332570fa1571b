import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ConfigEventHub } from './hub';
import { versionsFeed } from './versions-feed';

/** One instance (PGlite, or a single API on PostgreSQL): announce() after a commit is the only signal. */
export function inProcessHub(db: Kysely<Database>): ConfigEventHub {
  const { wake: _wake, ...hub } = versionsFeed(db);
  return hub;
}
