import { ORDER_STATUS_LABELS, type Invoice, type OrderStatus } from '../../../schemas/api/orders';
import type { MailMessage } from '../../mail/mailer';
import { localizedPath, type Locale } from '../../../schemas/locale';
import { translator, type ServerMessageKey, type Translator } from '../../i18n/translate';
import { formatRupees } from '../checkout/rupees';
import type { RefundOutcome } from '../refunds/issue';

export interface RefundNews {
  amountPaise: number;
  destination: 'original' | 'wallet';
  pending: boolean;
}

/** What changed on an order, as its shopper hears of it. */
export type OrderNews =
  | { kind: 'status'; status: OrderStatus; carrier?: string | null; awb?: string | null; refund?: RefundNews | null }
  | ({ kind: 'refund' } & RefundNews)
  /** A refund to the original payment the gateway failed after it was started: nothing reached the shopper. */
  | { kind: 'refund-failed'; amountPaise: number }
  | { kind: 'cod-collected'; amountPaise: number }
  | { kind: 'invoice'; invoice: Invoice };

export interface OrderMailContext {
  brand: string;
  to: string;
  orderId: number;
  orderNumber: string;
  /** What the order took from the wallet (a cancellation gives it back). */
  walletPaise: number;
  /** The shop's address the links start from. */
  origin: string;
  /** The language the order was placed in: its e-mails speak it. */
  locale: Locale;
}

const STATUS_WORDS: Readonly<Record<OrderStatus, ServerMessageKey>> = {
  awaiting_payment: 'mail.statusAwaitingPayment',
  placed: 'mail.statusPlaced',
  confirmed: 'mail.statusConfirmed',
  packed: 'mail.statusPacked',
  shipped: 'mail.statusShipped',
  out_for_delivery: 'mail.statusOutForDelivery',
  delivered: 'mail.statusDelivered',
  cancelled: 'mail.statusCancelled',
};

const STATUS_BODIES: Readonly<Record<OrderStatus, ServerMessageKey>> = {
  awaiting_payment: 'mail.bodyAwaitingPayment',
  placed: 'mail.bodyPlaced',
  confirmed: 'mail.bodyConfirmed',
  packed: 'mail.bodyPacked',
  shipped: 'mail.bodyShipped',
  out_for_delivery: 'mail.bodyOutForDelivery',
  delivered: 'mail.bodyDelivered',
  cancelled: 'mail.bodyCancelled',
};

/** One e-mail's words: its locale's messages, money and dates. */
interface Writer {
  t: Translator;
  money: (paise: number) => string;
  day: (iso: string) => string;
}

function writerFor(locale: Locale): Writer {
  return {
    t: translator(locale),
    money: (paise) => formatRupees(paise, locale),
    day: (iso) => new Date(iso).toLocaleDateString(locale, { timeZone: 'Asia/Kolkata' }),
  };
}

function refundSentence(w: Writer, refund: RefundNews, brand: string): string {
  const key: ServerMessageKey =
    refund.destination === 'wallet'
      ? refund.pending
        ? 'mail.refundStartedWallet'
        : 'mail.refundedWallet'
      : refund.pending
        ? 'mail.refundStartedOriginal'
        : 'mail.refundedOriginal';
  return w.t(key, { amount: w.money(refund.amountPaise), brand });
}

function subjectOf(w: Writer, news: OrderNews, context: OrderMailContext): string {
  const { orderNumber } = context;
  switch (news.kind) {
    case 'status':
      return w.t('mail.statusSubject', { orderNumber, status: w.t(STATUS_WORDS[news.status]) });
    case 'refund':
      return w.t('mail.refundSubject', { amount: w.money(news.amountPaise), orderNumber });
    case 'refund-failed':
      return w.t('mail.refundFailedSubject', { amount: w.money(news.amountPaise), orderNumber });
    case 'cod-collected':
      return w.t('mail.codSubject', { orderNumber });
    case 'invoice':
      return w.t('mail.invoiceSubject', { invoiceNumber: news.invoice.invoice_number, orderNumber });
  }
}

function invoiceBody(w: Writer, invoice: Invoice, context: OrderMailContext): string[] {
  const { totals } = invoice;
  const labelled = (label: ServerMessageKey, paise: number) => `${w.t(label)}: ${w.money(paise)}`;
  return [
    w.t('mail.invoiceIntro', { invoiceNumber: invoice.invoice_number, date: w.day(invoice.invoice_date), orderNumber: context.orderNumber }),
    '',
    ...invoice.lines.map((line) => w.t('mail.invoiceLine', { qty: line.qty, description: line.description, amount: w.money(line.total_paise) })),
    '',
    labelled('invoice.taxableValue', totals.taxable_paise),
    ...(invoice.intra_state ? [labelled('invoice.cgst', totals.cgst_paise), labelled('invoice.sgst', totals.sgst_paise)] : [labelled('invoice.igst', totals.igst_paise)]),
    w.t('mail.invoiceTotal', { label: w.t('invoice.total'), amount: w.money(totals.total_paise), words: invoice.amount_in_words }),
    '',
    w.t('mail.invoiceView', { link: `${context.origin}${localizedPath(context.locale, `/order/invoice/${context.orderId}`)}` }),
  ];
}

function bodyOf(w: Writer, news: OrderNews, context: OrderMailContext): string[] {
  const link = `${context.origin}${localizedPath(context.locale, `/order/${context.orderId}`)}`;
  const details = w.t('mail.orderDetails', { link });
  switch (news.kind) {
    case 'status': {
      const lines = [w.t(STATUS_BODIES[news.status])];
      if (news.status === 'shipped' && news.carrier) lines.push(news.awb ? w.t('mail.courierAwb', { carrier: news.carrier, awb: news.awb }) : w.t('mail.courier', { carrier: news.carrier }));
      if (news.refund) lines.push(refundSentence(w, news.refund, context.brand));
      if (news.status === 'cancelled' && context.walletPaise > 0) lines.push(w.t('mail.walletBack', { amount: w.money(context.walletPaise) }));
      lines.push('', w.t('mail.followIt', { link }));
      return lines;
    }
    case 'refund':
      return [refundSentence(w, news, context.brand), '', details];
    case 'refund-failed':
      return [w.t('mail.refundFailedBody', { amount: w.money(news.amountPaise) }), w.t('mail.refundFailedNext', { brand: context.brand }), '', details];
    case 'cod-collected':
      return [w.t('mail.codBody', { amount: w.money(news.amountPaise) }), '', details];
    case 'invoice':
      return invoiceBody(w, news.invoice, context);
  }
}

/** The e-mail a shopper gets about their order, in the language they placed it in. */
export function orderNewsMail(news: OrderNews, context: OrderMailContext): MailMessage {
  const w = writerFor(context.locale);
  return { to: context.to, subject: subjectOf(w, news, context), text: [w.t('mail.greeting'), '', ...bodyOf(w, news, context), '', context.brand].join('\n') };
}

/** "Shipped", for the sentences the desk answers with. */
export const statusWord = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

/** A refund as its shopper hears of it; null when none was made (nothing paid, or the gateway refused it). */
export function refundNews(outcome: RefundOutcome | null): RefundNews | null {
  if (!outcome?.ok || outcome.refund.status === 'failed') return null;
  return { amountPaise: outcome.refund.amount_paise, destination: outcome.refund.destination, pending: outcome.refund.status === 'pending' };
}
