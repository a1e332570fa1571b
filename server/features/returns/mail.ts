import { pickupWords, RETURN_CONDITION_LABELS, type ReturnRequest } from '../../../schemas/api/returns';
import { formatCalendarDay } from '../../../src/ui/format';
import type { MailMessage } from '../../mail/mailer';
import { formatRupees } from '../checkout/rupees';

/** The steps a shopper hears about: every move staff make, and a pickup booked again. */
export type ShopperNews = 'approved' | 'rejected' | 'pickup' | 'picked_up' | 'received' | 'refunded' | 'replaced';

/** "Sat, 28 Nov, 9 am – 1 pm". */
export const pickupText = (pickup: NonNullable<ReturnRequest['pickup']>): string => pickupWords(pickup, formatCalendarDay);

const destinationWords = (destination: 'original' | 'wallet') => (destination === 'wallet' ? 'your wallet' : 'your original payment method');

function subjectOf(news: ShopperNews, request: ReturnRequest): string {
  const item = request.item.title;
  const asked = request.kind === 'return' ? 'return' : 'replacement';
  switch (news) {
    case 'approved':
      return `Your ${asked} of ${item} is approved`;
    case 'rejected':
      return `We could not accept your ${asked} of ${item}`;
    case 'pickup':
      return `Pickup booked for ${item}`;
    case 'picked_up':
      return `We have picked up ${item}`;
    case 'received':
      return `We have received ${item}`;
    case 'refunded':
      return `Your refund for ${item}`;
    case 'replaced':
      return `Your replacement ${item} is on its way`;
  }
}

function bodyOf(news: ShopperNews, request: ReturnRequest): string[] {
  const reason = request.decision_reason ? [`Our note: ${request.decision_reason}`] : [];
  const pickup = request.pickup ? [`Pickup: ${pickupText(request.pickup)}, from ${request.pickup_address.house}, ${request.pickup_address.city} ${request.pickup_address.pin}.`] : [];
  switch (news) {
    case 'approved':
      return [
        `We have approved your ${request.kind === 'return' ? 'return' : 'replacement'} request for ${request.item.title} (order ${request.order_number}).`,
        ...reason,
        ...(pickup.length > 0 ? pickup : ['We will tell you the pickup day as soon as it is booked.']),
        'Please keep the item packed with its accessories, box and invoice.',
      ];
    case 'rejected':
      return [`We could not accept your request for ${request.item.title} (order ${request.order_number}).`, ...reason, 'If you have questions, reply through Help & support in your account.'];
    case 'pickup':
      return [`The courier will collect ${request.item.title} (order ${request.order_number}).`, ...pickup];
    case 'picked_up':
      return [`The courier has collected ${request.item.title} (order ${request.order_number}). We will check it as soon as it reaches us.`];
    case 'received':
      return [
        `${request.item.title} (order ${request.order_number}) has reached us.`,
        ...(request.condition ? [`Condition on arrival: ${RETURN_CONDITION_LABELS[request.condition].toLowerCase()}.`] : []),
        request.kind === 'return' ? 'Your refund comes next.' : 'Your replacement is sent next.',
      ];
    case 'refunded':
      return request.refund
        ? [
            `We have refunded ${formatRupees(request.refund.amount_paise)} to ${destinationWords(request.refund.destination)} for ${request.item.title} (order ${request.order_number}).`,
            ...(request.refund.destination === 'original' ? ['Banks usually show it within 5 to 7 working days.'] : ['You can spend it at checkout now.']),
          ]
        : [`We have refunded your return of ${request.item.title} (order ${request.order_number}).`];
    case 'replaced':
      return [
        `We are sending a replacement ${request.item.title} at no charge${request.replacement ? `: order ${request.replacement.order_number}` : ''}.`,
        'You can follow it in My orders.',
      ];
  }
}

/** The e-mail a shopper gets when their request moves; what it says comes from the request as it now is. */
export function returnStepMail(brand: string, to: string, news: ShopperNews, request: ReturnRequest): MailMessage {
  const text = ['Hello,', '', ...bodyOf(news, request), '', `You can follow this request in My orders at ${brand}.`, '', brand].join('\n');
  return { to, subject: subjectOf(news, request), text };
}
