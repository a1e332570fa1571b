import type { TicketSummary, TicketTopic } from '../../../schemas/api/support';
import type { MessageKey } from '../../i18n/messages';

/** The shopper's words for a ticket's topic and status; schemas/api keeps the English the support desk reads. */
export const TOPIC_WORDS: Record<TicketTopic, MessageKey> = {
  order: 'content.topicOrder',
  payment: 'content.topicPayment',
  return: 'content.topicReturn',
  product: 'content.topicProduct',
  account: 'content.topicAccount',
  other: 'content.topicOther',
};

export const TICKET_STATUS_WORDS: Record<TicketSummary['status'], MessageKey> = {
  open: 'content.ticketOpen',
  answered: 'content.ticketAnswered',
  closed: 'content.ticketClosedStatus',
};
