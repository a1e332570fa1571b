import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { MailMessage } from '../../mail/mailer';
import type { Locale } from '../../../schemas/locale';
import { translator } from '../../i18n/translate';
import { readSetting } from '../config/settings';
import { formatRupees } from './money';
import { hashCode, hashPin, last4, newGiftCardCode, newGiftCardPin } from './codes';

/**
 * Marks a gift card order paid and issues its one card, in the caller's
 * transaction (the payment's). The unique gift_card_order_id makes a second
 * confirmation (callback and webhook) issue nothing; the code and PIN exist
 * in clear only in the returned e-mail, sent after commit.
 */
export async function issueGiftCard(trx: Transaction<Database>, giftCardOrderId: number): Promise<MailMessage | null> {
  const order = await trx
    .updateTable('gift_card_orders')
    .set({ status: 'paid', paid_at: new Date() })
    .where('id', '=', giftCardOrderId)
    .where('status', '<>', 'paid')
    .returning(['id', 'order_number', 'user_id', 'amount_paise', 'recipient_name', 'recipient_email', 'message', 'locale'])
    .executeTakeFirst();
  if (!order) return null;
  const code = newGiftCardCode();
  const pin = newGiftCardPin();
  const card = await trx
    .insertInto('gift_cards')
    .values({ gift_card_order_id: order.id, code_hash: hashCode(code), pin_hash: hashPin(code, pin), code_last4: last4(code), amount_paise: order.amount_paise })
    .onConflict((oc) => oc.column('gift_card_order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!card) return null;
  return giftCardMail(trx, order, code, pin);
}

interface MailOrder {
  user_id: number;
  amount_paise: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  /** The buyer's page's language: the recipient reads the e-mail in it. */
  locale: Locale;
}

/** The recipient's e-mail: the only place the code and PIN ever exist in clear. The buyer's own words stay as written. */
async function giftCardMail(trx: Transaction<Database>, order: MailOrder, code: string, pin: string): Promise<MailMessage> {
  const buyer = await trx.selectFrom('users').select(['fname', 'lname']).where('id', '=', order.user_id).executeTakeFirst();
  const from = buyer ? `${buyer.fname} ${buyer.lname}`.trim() : '';
  const brand = (await readSetting(trx, 'theme')).brand_name;
  const t = translator(order.locale);
  const amount = formatRupees(order.amount_paise, order.locale);
  const lines = [
    t('mail.giftCardGreeting', { name: order.recipient_name }),
    '',
    t('mail.giftCardSent', { from: from || t('mail.giftCardSomeone'), brand, amount }),
    ...(order.message ? ['', `"${order.message}"`] : []),
    '',
    t('mail.giftCardCode', { code }),
    t('mail.giftCardPin', { pin }),
    '',
    t('mail.giftCardHowTo'),
  ];
  return { to: order.recipient_email, subject: t('mail.giftCardSubject', { amount, brand }), text: lines.join('\n') };
}

export type Reissue = { ok: true; mail: MailMessage } | { ok: false; reason: 'not-found' | 'not-paid' | 'redeemed' };

/**
 * The buyer's "Send again": the card gets a NEW code and PIN (the old ones
 * stop working) and the recipient a new e-mail. Only hashes are stored, so a
 * lost e-mail cannot be re-sent as it was; re-issuing also retires a code
 * that may have leaked. Never for a redeemed card.
 */
export async function reissueGiftCard(trx: Transaction<Database>, userId: number, giftCardOrderId: number): Promise<Reissue> {
  const order = await trx
    .selectFrom('gift_card_orders')
    .select(['id', 'user_id', 'status', 'amount_paise', 'recipient_name', 'recipient_email', 'message', 'locale'])
    .where('id', '=', giftCardOrderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return { ok: false, reason: 'not-found' };
  if (order.status !== 'paid') return { ok: false, reason: 'not-paid' };
  const code = newGiftCardCode();
  const pin = newGiftCardPin();
  const updated = await trx
    .updateTable('gift_cards')
    .set({ code_hash: hashCode(code), pin_hash: hashPin(code, pin), code_last4: last4(code) })
    .where('gift_card_order_id', '=', order.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return { ok: false, reason: 'redeemed' };
  return { ok: true, mail: await giftCardMail(trx, order, code, pin) };
}
