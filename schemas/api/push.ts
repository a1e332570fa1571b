import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { sessionIdSchema } from './cart';

/**
 * Push tokens (spec section 3: the device token is kept as userGcmCode; how it
 * reaches the server is not shown, so these calls are ours). A token belongs
 * to a browser session and, when someone is signed in, to that user.
 */
export const pushPaths = {
  tokens: 'website/push/tokens',
} as const;

/** FCM registration tokens are about 160 URL-safe characters; local ones are 'local-' and a UUID. */
export const pushTokenValueSchema = z.string().check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_:.-]{16,1024}$/, 'token must be 16 to 1024 letters, digits or _ : . - characters'),
);

export const pushTokenFormSchema = z.object({
  token: pushTokenValueSchema,
  session_id: sessionIdSchema,
  /** Absent or 0: a guest's device. Otherwise it must be the signed-in user. */
  user_id: z.optional(wholeNumber('user_id', 0, MAX_INT4)),
});
export type PushTokenForm = z.output<typeof pushTokenFormSchema>;

export const pushTokenDeleteFormSchema = z.object({ token: pushTokenValueSchema });

/** What the server keeps for a registered token. */
export const pushTokenSchema = z.object({
  token: z.string(),
  user_id: z.nullable(z.int()),
  refreshed_at: z.string(),
});
export type PushToken = z.output<typeof pushTokenSchema>;

/** What a push carries, for the service worker: the text to show and where a click leads. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushPayload = z.output<typeof pushPayloadSchema>;
