import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { MailMessage } from '../../mail/mailer';
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
    .returning(['id', 'order_number', 'user_id', 'amount_paise', 'recipient_name', 'recipient_email', 'message'])
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
  const buyer = await trx.selectFrom('users').select(['fname', 'lname']).where('id', '=', order.user_id).executeTakeFirst();
  const from = buyer ? `${buyer.fname} ${buyer.lname}`.trim() : '';
  const theme = await readSetting(trx, 'theme');
  const amount = formatRupees(order.amount_paise);
  const lines = [
    `Dear ${order.recipient_name},`,
    '',
    `${from || 'Someone'} has sent you a ${theme.brand_name} gift card worth ${amount}.`,
    ...(order.message ? ['', `"${order.message}"`] : []),
    '',
    `Code: ${code}`,
    `PIN: ${pin}`,
    '',
    'Add it to your wallet under Account → Add gift card. Keep the code and PIN private: anyone who has both can use the card once.',
  ];
  return { to: order.recipient_email, subject: `You have received a ${amount} ${theme.brand_name} gift card`, text: lines.join('\n') };
}
