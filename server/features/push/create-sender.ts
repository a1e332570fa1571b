import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { firebaseAdminSender, type FirebaseSenderSettings } from './firebase-sender';
import { loggingSender } from './logging-sender';
import type { PushSender } from './sender';

/**
 * FCM in production; the logging sender otherwise, and always for a demo-
 * project, which only the emulator knows and FCM would refuse.
 */
export function createPushSender(
  db: Kysely<Database>,
  options: FirebaseSenderSettings & { production: boolean; log?: (line: string) => void },
): PushSender {
  if (options.production && !options.projectId.startsWith('demo-')) {
    return firebaseAdminSender(db, { projectId: options.projectId, serviceAccountJson: options.serviceAccountJson });
  }
  return loggingSender(db, options.log);
}
