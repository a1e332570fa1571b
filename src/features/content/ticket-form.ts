import * as z from 'zod/mini';
import { ticketFormSchema } from '../../../schemas/api/support';
import type { Translate } from '../../i18n/useT';

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
    errors[field] = field === 'topic' ? t('content.topicRequired') : issue.message;
  }
  return errors;
}
