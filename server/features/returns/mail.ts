import { pickupWords, type ReturnRequest } from '../../../schemas/api/returns';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import { formatCalendarDay } from '../../../src/ui/format';
import { translator, type ServerMessageKey, type Translator } from '../../i18n/translate';
import type { MailMessage } from '../../mail/mailer';
import { formatRupees } from '../checkout/rupees';

/** The steps a shopper hears about: every move staff make, and a pickup booked again. */
export type ShopperNews = 'approved' | 'rejected' | 'pickup' | 'picked_up' | 'received' | 'refunded' | 'replaced';

/** "Sat, 28 Nov, 9 am – 1 pm"; the studio's audit lines use English, a shopper's e-mail the order's locale. */
export const pickupText = (pickup: NonNullable<ReturnRequest['pickup']>, locale: Locale = DEFAULT_LOCALE): string =>
  pickupWords(pickup, (day) => formatCalendarDay(day, locale));

const SUBJECTS: Readonly<Record<ShopperNews, ServerMessageKey>> = {
  approved: 'mail.returnApprovedSubject',
  rejected: 'mail.returnRejectedSubject',
  pickup: 'mail.returnPickupSubject',
  picked_up: 'mail.returnPickedUpSubject',
  received: 'mail.returnReceivedSubject',
  refunded: 'mail.returnRefundedSubject',
  replaced: 'mail.returnReplacedSubject',
};

function bodyOf(t: Translator, locale: Locale, news: ShopperNews, request: ReturnRequest): string[] {
  const about = { item: request.item.title, orderNumber: request.order_number };
  const reason = request.decision_reason ? [t('mail.returnNote', { reason: request.decision_reason })] : [];
  const { house, city, pin } = request.pickup_address;
  const pickup = request.pickup ? [t('mail.returnPickup', { when: pickupText(request.pickup, locale), house, city, pin })] : [];
  switch (news) {
    case 'approved':
      return [
        t('mail.returnApproved', { ...about, kind: request.kind }),
        ...reason,
        ...(pickup.length > 0 ? pickup : [t('mail.returnPickupLater')]),
        t('mail.returnKeepPacked'),
      ];
    case 'rejected':
      return [t('mail.returnRejected', about), ...reason, t('mail.returnQuestions')];
    case 'pickup':
      return [t('mail.returnCourierWill', about), ...pickup];
    case 'picked_up':
      return [t('mail.returnPickedUp', about)];
    case 'received':
      return [
        t('mail.returnReceived', about),
        ...(request.condition ? [t('mail.returnCondition', { condition: request.condition })] : []),
        t(request.kind === 'return' ? 'mail.returnRefundNext' : 'mail.returnReplacementNext'),
      ];
    case 'refunded': {
      const { refund } = request;
      if (!refund) return [t('mail.returnRefundedPlain', about)];
      const amount = formatRupees(refund.amount_paise, locale);
      return refund.destination === 'wallet'
        ? [t('mail.returnRefundedWallet', { ...about, amount }), t('mail.returnSpendNow')]
        : [t('mail.returnRefundedOriginal', { ...about, amount }), t('mail.returnBanks')];
    }
    case 'replaced':
      return [
        request.replacement ? t('mail.returnReplacingOrder', { item: request.item.title, replacementNumber: request.replacement.order_number }) : t('mail.returnReplacing', { item: request.item.title }),
        t('mail.returnFollowInOrders'),
      ];
  }
}

/** The e-mail a shopper gets when their request moves, in the language of its order; what it says comes from the request as it now is. */
export function returnStepMail(brand: string, to: string, news: ShopperNews, request: ReturnRequest, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = translator(locale);
  const text = [t('mail.greeting'), '', ...bodyOf(t, locale, news, request), '', t('mail.returnFollow', { brand }), '', brand].join('\n');
  return { to, subject: t(SUBJECTS[news], { item: request.item.title, kind: request.kind }), text };
}
