import * as z from 'zod/mini';
import { localeFieldSchema } from '../locale';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { emailSchema } from './identity';

/** Support tickets: the /contact form and /customer-support (create and follow tickets). */

export const supportPaths = {
  tickets: 'website/support/tickets',
  ticket: (number: string) => `website/support/tickets/${encodeURIComponent(number)}`,
  messages: (number: string) => `website/support/tickets/${encodeURIComponent(number)}/messages`,
} as const;

export const TICKET_TOPICS = {
  order: 'An order',
  payment: 'A payment',
  return: 'A return or refund',
  product: 'A product',
  account: 'My account',
  other: 'Something else',
} as const;
export type TicketTopic = keyof typeof TICKET_TOPICS;
export const TICKET_TOPIC_CODES = ['order', 'payment', 'return', 'product', 'account', 'other'] as const satisfies readonly TicketTopic[];
export const ticketTopicSchema = z.enum(TICKET_TOPIC_CODES);

export const TICKET_SOURCES = ['contact', 'support'] as const;
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const TICKET_STATUS_LABELS = { open: 'Open', answered: 'Answered', closed: 'Closed' } as const;

export const SUPPORT_MESSAGES = {
  nameRequired: 'Please enter your name',
  mobileFormat: 'Enter a 10-digit mobile number',
  subjectRequired: 'Please add a subject',
  messageRequired: 'Please write your message',
  tooMany: 'You have sent several messages in the last hour. Please wait a while before writing again.',
  notFound: 'We could not find this ticket',
  closed: 'This ticket is closed. Please raise a new one.',
} as const;
const M = SUPPORT_MESSAGES;

/** Ticket numbers look like CS-2611-00042: year and month, then the ticket's serial. */
export const TICKET_NUMBER_PATTERN = /^CS-\d{4}-\d{5,}$/;

const limited = (message: string, max: number) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters`));
const optional = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)), '');

/** POST website/support/tickets (form). user_id 0 (or absent) is a guest; another id must be the one signed in. */
export const ticketFormSchema = z.object({
  user_id: z._default(wholeNumber('user_id', 0, MAX_INT4), 0),
  source: z._default(z.enum(TICKET_SOURCES), 'support'),
  name: limited(M.nameRequired, 80),
  email: emailSchema,
  mobile: z._default(z.string().check(z.trim(), z.regex(/^([0-9]{10})?$/, M.mobileFormat)), ''),
  topic: ticketTopicSchema,
  order_number: optional(40),
  subject: limited(M.subjectRequired, 120),
  message: limited(M.messageRequired, 4000),
  /** The page's language: the acknowledgement and support's replies speak it. */
  locale: localeFieldSchema,
});
export type TicketForm = z.input<typeof ticketFormSchema>;

/** GET website/support/tickets and GET website/support/tickets/{number}: the signed-in user's own. */
export const ticketOwnerSchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

/** POST website/support/tickets/{number}/messages */
export const ticketReplyFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  message: limited(M.messageRequired, 4000),
  /** The page's language the shopper writes back from: support's next e-mail speaks it. */
  locale: localeFieldSchema,
});

export const ticketNumberSchema = z.object({ number: z.string().check(z.regex(TICKET_NUMBER_PATTERN, SUPPORT_MESSAGES.notFound)) });

export const ticketSummarySchema = z.object({
  ticket_number: z.string(),
  topic: ticketTopicSchema,
  subject: z.string(),
  order_number: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.output<typeof ticketSummarySchema>;
export const ticketListSchema = z.array(ticketSummarySchema);

export const ticketMessageSchema = z.object({
  id: z.int(),
  author: z.enum(['customer', 'support']),
  body: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.output<typeof ticketMessageSchema>;

export const ticketDetailSchema = z.extend(ticketSummarySchema, { messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.output<typeof ticketDetailSchema>;

/** What creating a ticket answers: its number, for the confirmation. */
export const createdTicketSchema = z.object({ ticket_number: z.string() });
