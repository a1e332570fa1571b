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

/**
 * Support's answer to a ticket: what they wrote, and how to write back: a
 * shopper's ticket in its thread on /customer-support, a guest's through the
 * contact form with the ticket number.
 */
export function ticketReplyMail(input: { brand: string; ticketNumber: string; to: string; name: string; subject: string; reply: string; closed: boolean; hasAccount: boolean; shopUrl: string }): MailMessage {
  const followUp = input.closed
    ? `We have closed this ticket. If you need anything more, raise a new one at ${input.shopUrl}/customer-support`
    : input.hasAccount
      ? `To read the whole conversation or reply, sign in at ${input.shopUrl}/customer-support`
      : `To write back, use ${input.shopUrl}/contact and quote the ticket number.`;
  const text = [`Hello ${input.name},`, '', `Our support team has replied to your ticket ${input.ticketNumber} ("${input.subject}"):`, '', input.reply, '', followUp, '', `${input.brand} customer support`].join('\n');
  return { to: input.to, subject: `[${input.ticketNumber}] Reply from ${input.brand} support: ${input.subject}`, text };
}
