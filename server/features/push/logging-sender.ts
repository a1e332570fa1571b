import type { Kysely } from 'kysely';
import type { PushPayload } from '../../../schemas/api/push';
import type { Database } from '../../db/types';
import type { PushSender } from './sender';
import { tokensOfUser } from './tokens';

/**
 * The local sender: the emulator has no messaging service, so a developer
 * sees each push as a line in the terminal, one per registered device.
 */
export function loggingSender(db: Kysely<Database>, log: (line: string) => void = console.log): PushSender {
  return {
    async send(userId: number, message: PushPayload): Promise<number> {
      const tokens = await tokensOfUser(db, userId);
      for (const token of tokens) log(`[push] user ${userId} device ${token.slice(0, 16)}…: ${message.title} — ${message.body} (${message.url})`);
      return tokens.length;
    },
  };
}
