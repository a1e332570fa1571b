import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Messaging } from 'firebase-admin/messaging';
import * as z from 'zod/mini';
import type { PushPayload } from '../../../schemas/api/push';
import type { Database } from '../../db/types';
import type { PushSender } from './sender';
import { deleteTokens, tokensOfUser } from './tokens';

export interface FirebaseSenderSettings {
  projectId: string;
  /** A service account as JSON; unset, Google application default credentials are used. */
  serviceAccountJson?: string;
}

const serviceAccountSchema = z.object({ project_id: z.string(), client_email: z.string(), private_key: z.string() });

/** FCM says these tokens will never work again: the app was uninstalled or the permission revoked. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/**
 * Production sender through firebase-admin, loaded on the first push so a
 * server that sends none never pays for it. The payload goes as `data`
 * (not `notification`) so our service worker shows it and knows the URL.
 */
export function firebaseAdminSender(db: Kysely<Database>, settings: FirebaseSenderSettings): PushSender {
  let messaging: Promise<Messaging> | undefined;

  function load(): Promise<Messaging> {
    messaging ??= (async () => {
      const { initializeApp, cert, applicationDefault } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      // cert() would read a string as a file path, so the JSON is parsed here.
      const account = settings.serviceAccountJson ? serviceAccountSchema.parse(JSON.parse(settings.serviceAccountJson)) : null;
      const credential = account
        ? cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key })
        : applicationDefault();
      return getMessaging(initializeApp({ projectId: settings.projectId, credential }, `vitrine-push-${randomUUID()}`));
    })();
    return messaging;
  }

  return {
    async send(userId: number, message: PushPayload): Promise<number> {
      const tokens = await tokensOfUser(db, userId);
      if (tokens.length === 0) return 0;
      const fcm = await load();
      // FCM takes at most 500 tokens per multicast; a shopper has a handful of devices.
      const result = await fcm.sendEachForMulticast({ tokens: tokens.slice(0, 500), data: { ...message }, webpush: { headers: { Urgency: 'normal' } } });
      const gone = result.responses.flatMap((r, i) => (!r.success && r.error && GONE.has(r.error.code) ? [tokens[i] ?? ''] : []));
      await deleteTokens(db, gone.filter((t) => t !== ''));
      return result.successCount;
    },
  };
}
