import { ORDER_STATUS_LABELS, type Invoice, type OrderStatus } from '../../../schemas/api/orders';
import type { MailMessage } from '../../mail/mailer';
import { formatRupees } from '../checkout/rupees';
import { orderUpdateMessage } from '../push/notify-order';
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
}

const refundWhere = (destination: 'original' | 'wallet', brand: string) =>
  destination === 'wallet' ? `your ${brand} wallet, ready to spend at once` : 'your original payment method; banks take 5 to 7 working days to show it';

function refundSentence(refund: RefundNews, brand: string): string {
  const where = refundWhere(refund.destination, brand);
  return refund.pending ? `We have started a refund of ${formatRupees(refund.amountPaise)} to ${where}.` : `We have refunded ${formatRupees(refund.amountPaise)} to ${where}.`;
}

function subjectOf(news: OrderNews, context: OrderMailContext): string {
  switch (news.kind) {
    case 'status':
      return orderUpdateMessage(context.orderId, context.orderNumber, news.status).title;
    case 'refund':
      return `Refund of ${formatRupees(news.amountPaise)} for order ${context.orderNumber}`;
    case 'refund-failed':
      return `Your refund of ${formatRupees(news.amountPaise)} for order ${context.orderNumber} did not go through`;
    case 'cod-collected':
      return `Payment received for order ${context.orderNumber}`;
    case 'invoice':
      return `Your tax invoice ${news.invoice.invoice_number} for order ${context.orderNumber}`;
  }
}

function bodyOf(news: OrderNews, context: OrderMailContext): string[] {
  const link = `${context.origin}/order/${context.orderId}`;
  switch (news.kind) {
    case 'status': {
      const lines = [orderUpdateMessage(context.orderId, context.orderNumber, news.status).body];
      if (news.status === 'shipped' && news.carrier) lines.push(`Courier: ${news.carrier}${news.awb ? `, AWB number ${news.awb}` : ''}.`);
      if (news.refund) lines.push(refundSentence(news.refund, context.brand));
      if (news.status === 'cancelled' && context.walletPaise > 0) lines.push(`The ${formatRupees(context.walletPaise)} you paid from your wallet is back in your wallet.`);
      lines.push('', `Follow it here: ${link}`);
      return lines;
    }
    case 'refund':
      return [refundSentence(news, context.brand), '', `Order details: ${link}`];
    case 'refund-failed':
      return [
        `The refund of ${formatRupees(news.amountPaise)} to your original payment method failed at the payment gateway, so the money has not come back to you yet.`,
        `We will refund it again, to your original payment method or to your ${context.brand} wallet, and e-mail you when we do.`,
        '',
        `Order details: ${link}`,
      ];
    case 'cod-collected':
      return [`We have received ${formatRupees(news.amountPaise)} in cash on delivery. Thank you!`, '', `Order details: ${link}`];
    case 'invoice': {
      const { invoice } = news;
      return [
        `Invoice ${invoice.invoice_number}, dated ${new Date(invoice.invoice_date).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}, for order ${context.orderNumber}:`,
        '',
        ...invoice.lines.map((line) => `${line.qty} × ${line.description}: ${formatRupees(line.total_paise)}`),
        '',
        `Taxable value: ${formatRupees(invoice.totals.taxable_paise)}`,
        ...(invoice.intra_state
          ? [`CGST: ${formatRupees(invoice.totals.cgst_paise)}`, `SGST: ${formatRupees(invoice.totals.sgst_paise)}`]
          : [`IGST: ${formatRupees(invoice.totals.igst_paise)}`]),
        `Total: ${formatRupees(invoice.totals.total_paise)} (${invoice.amount_in_words})`,
        '',
        `View, print or save it as a PDF: ${context.origin}/order/invoice/${context.orderId}`,
      ];
    }
  }
}

/** The e-mail a shopper gets about their order. */
export function orderNewsMail(news: OrderNews, context: OrderMailContext): MailMessage {
  return { to: context.to, subject: subjectOf(news, context), text: ['Hello,', '', ...bodyOf(news, context), '', context.brand].join('\n') };
}

/** "Shipped", for the sentences the desk answers with. */
export const statusWord = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

/** A refund as its shopper hears of it; null when none was made (nothing paid, or the gateway refused it). */
export function refundNews(outcome: RefundOutcome | null): RefundNews | null {
  if (!outcome?.ok || outcome.refund.status === 'failed') return null;
  return { amountPaise: outcome.refund.amount_paise, destination: outcome.refund.destination, pending: outcome.refund.status === 'pending' };
}
