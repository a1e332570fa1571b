import type { MailMessage } from '../../mail/mailer';
import { TICKET_TOPICS, type TicketTopic } from '../../../schemas/api/support';

/** The confirmation a shopper gets for a new ticket: its number and what they wrote, so they can quote it. */
export function ticketConfirmation(input: {
  brand: string;
  ticketNumber: string;
  to: string;
  name: string;
  topic: TicketTopic;
  subject: string;
  message: string;
}): MailMessage {
  const text = [
    `Hello ${input.name},`,
    '',
    `Thank you for writing to ${input.brand}. We have received your request and our support team will reply within one working day.`,
    '',
    `Ticket number: ${input.ticketNumber}`,
    `Topic: ${TICKET_TOPICS[input.topic]}`,
    `Subject: ${input.subject}`,
    '',
    'Your message:',
    input.message,
    '',
    'Please quote the ticket number if you write to us again about this.',
    '',
    `${input.brand} customer support`,
  ].join('\n');
  return { to: input.to, subject: `[${input.ticketNumber}] We received your request: ${input.subject}`, text };
}
