import type { PushPayload } from '../../../schemas/api/push';

/**
 * Delivers a notification to every device a user registered. FirebaseAdminSender
 * in production; LoggingSender locally, where there is no real FCM project.
 */
export interface PushSender {
  /** Resolves with how many devices it was sent to; never throws for a device that is gone. */
  send(userId: number, message: PushPayload): Promise<number>;
}
