import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { startBackgroundJob } from '../background-job';
import type { ConfigEventHub } from '../live/hub';
import { audit } from './audit';
import { upgradeStored } from './documents';
import { storedKey } from './present';
import { InvalidDocumentError, publishInTransaction } from './publish';

type Outcome = 'none' | 'published' | 'failed';

/** Claims one due schedule and publishes it in the same transaction, so the claim and the publish commit together. */
async function publishOneDue(db: Kysely<Database>, now: Date): Promise<Outcome> {
  return db.transaction().execute(async (tx): Promise<Outcome> => {
    // SKIP LOCKED: another instance busy with a schedule leaves it to that instance.
    const due = await tx
      .selectFrom('config_schedules')
      .select(['id', 'key', 'document', 'schema_version', 'created_by'])
      .where('status', '=', 'pending')
      .where('publish_at', '<=', now)
      .orderBy('publish_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return 'none';
    const key = storedKey(due.key);
    try {
      const version = await publishInTransaction(tx, {
        key,
        document: upgradeStored(key, due.document, due.schema_version),
        actor: `${due.created_by} (scheduled)`,
        source: 'schedule',
      });
      await tx.updateTable('config_schedules').set({ status: 'published', version_id: version.id }).where('id', '=', due.id).execute();
      return 'published';
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) throw error;
      // Validation runs before any write, so the transaction is clean to record the failure in.
      const message = error.problems.map((p) => `${p.index >= 0 ? `entry ${p.index + 1} ` : ''}${p.field ? `${p.field}: ` : ''}${p.message}`).join('; ');
      await tx.updateTable('config_schedules').set({ status: 'failed', error: message }).where('id', '=', due.id).execute();
      await audit(tx, { actor: `${due.created_by} (scheduled)`, action: 'scheduled-publish-failed', key, summary: `Scheduled publish ${due.id} failed: ${message}` });
      return 'failed';
    }
  });
}

/** Publishes every pending schedule due at `now`; returns how many were published. */
export async function publishDueSchedules(db: Kysely<Database>, hub: ConfigEventHub, now = new Date()): Promise<number> {
  let published = 0;
  for (;;) {
    const outcome = await publishOneDue(db, now);
    if (outcome === 'none') break;
    if (outcome === 'published') {
      published += 1;
      hub.announce();
    }
  }
  return published;
}

/** Checks for due schedules every `everyMs`; a slow run is never overlapped. Returns stop. */
export function startScheduler(db: Kysely<Database>, hub: ConfigEventHub, everyMs = 1000): () => void {
  return startBackgroundJob('scheduled publishing', () => publishDueSchedules(db, hub), everyMs);
}
