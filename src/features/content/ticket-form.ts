import * as z from 'zod/mini';
import { SUPPORT_MESSAGES, ticketFormSchema } from '../../../schemas/api/support';
import type { Translate } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/messages';
import { translateKnown } from '../../i18n/known-words';
import { IDENTITY_WORDS } from '../auth/form-errors';

/** The ticket schema's words (it asks for an e-mail as sign-up does), each with its key; a length limit shows as written. */
const TICKET_WORDS = new Map<string, MessageKey>([
  ...IDENTITY_WORDS,
  [SUPPORT_MESSAGES.nameRequired, 'content.nameRequired'],
  [SUPPORT_MESSAGES.mobileFormat, 'content.mobileTenDigits'],
  [SUPPORT_MESSAGES.subjectRequired, 'content.subjectRequired'],
  [SUPPORT_MESSAGES.messageRequired, 'content.replyRequired'],
]);

export interface TicketValues {
  name: string;
  email: string;
  mobile: string;
  topic: string;
  order_number: string;
  subject: string;
  message: string;
}
export type TicketField = keyof TicketValues;
export type TicketErrors = Partial<Record<TicketField, string>>;

export const TICKET_FIELD_ORDER: readonly TicketField[] = ['name', 'email', 'mobile', 'topic', 'order_number', 'subject', 'message'];

function isField(key: PropertyKey | undefined): key is TicketField {
  return TICKET_FIELD_ORDER.some((f) => f === key);
}

/** The shared schema's messages, first problem per field; the server applies the same schema. The topic's is the form's own. */
export function validateTicket(values: TicketValues, t: Translate): TicketErrors {
  const result = z.safeParse(ticketFormSchema, values);
  if (result.success) return {};
  const errors: TicketErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field] !== undefined) continue;
    errors[field] = field === 'topic' ? t('content.topicRequired') : translateKnown(TICKET_WORDS, issue.message, t);
  }
  return errors;
}
