import type { MailMessage } from '../../mail/mailer';
import type { TicketTopic } from '../../../schemas/api/support';
import { localizedPath, type Locale } from '../../../schemas/locale';
import { translator, type ServerMessageKey } from '../../i18n/translate';

const TOPIC_WORDS: Readonly<Record<TicketTopic, ServerMessageKey>> = {
  order: 'mail.topicOrder',
  payment: 'mail.topicPayment',
  return: 'mail.topicReturn',
  product: 'mail.topicProduct',
  account: 'mail.topicAccount',
  other: 'mail.topicOther',
};

/**
 * The confirmation a shopper gets for a new ticket: its number and what they
 * wrote, so they can quote it; in the language of the page they wrote from.
 */
export function ticketConfirmation(input: {
  brand: string;
  ticketNumber: string;
  to: string;
  name: string;
  topic: TicketTopic;
  subject: string;
  message: string;
  locale: Locale;
}): MailMessage {
  const t = translator(input.locale);
  const { brand, ticketNumber, subject } = input;
  const text = [
    t('mail.ticketGreeting', { name: input.name }),
    '',
    t('mail.ticketReceived', { brand }),
    '',
    t('mail.ticketNumber', { ticketNumber }),
    t('mail.ticketTopic', { topic: t(TOPIC_WORDS[input.topic]) }),
    t('mail.ticketSubject', { subject }),
    '',
    t('mail.ticketYourMessage'),
    input.message,
    '',
    t('mail.ticketQuote'),
    '',
    t('mail.ticketSignature', { brand }),
  ].join('\n');
  return { to: input.to, subject: t('mail.ticketReceivedSubject', { ticketNumber, subject }), text };
}

/**
 * Support's answer to a ticket: what they wrote, as written, and how to write
 * back: a shopper's ticket in its thread on /customer-support, a guest's
 * through the contact form with the ticket number. The rest speaks the
 * language the shopper last wrote from, its links to that language's pages.
 */
export function ticketReplyMail(input: {
  brand: string;
  ticketNumber: string;
  to: string;
  name: string;
  subject: string;
  reply: string;
  closed: boolean;
  hasAccount: boolean;
  shopUrl: string;
  locale: Locale;
}): MailMessage {
  const t = translator(input.locale);
  const { brand, ticketNumber, subject } = input;
  const page = (path: string) => `${input.shopUrl}${localizedPath(input.locale, path)}`;
  const followUp = input.closed
    ? t('mail.ticketClosed', { link: page('/customer-support') })
    : input.hasAccount
      ? t('mail.ticketSignIn', { link: page('/customer-support') })
      : t('mail.ticketWriteBack', { link: page('/contact') });
  const text = [t('mail.ticketGreeting', { name: input.name }), '', t('mail.ticketReplyIntro', { ticketNumber, subject }), '', input.reply, '', followUp, '', t('mail.ticketSignature', { brand })].join('\n');
  return { to: input.to, subject: t('mail.ticketReplySubject', { ticketNumber, brand, subject }), text };
}
