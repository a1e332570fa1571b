import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { readSetting } from '../config/settings';
import type { ConfigEventHub } from '../live/hub';
import { notifyOrderUpdate } from '../push/notify-order';
import type { PushSender } from '../push/sender';
import { orderNewsMail, type OrderNews } from './mail';
import { log } from '../../observability/logger';

export interface AnnounceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  orderEvents?: Pick<ConfigEventHub, 'orderChanged'> | undefined;
  pushSender?: PushSender | undefined;
}

/**
 * Tells the shopper about a committed change to their order: their open
 * order and tracking pages at once (the live hub), an e-mail to their
 * account's address (none for a phone sign-up without one), a push for a
 * step. Each is a courtesy: a failure is logged and never undoes the change
 * (the answer says how the e-mail went, for a resend staff asked for).
 */
export async function announceOrderChange(deps: AnnounceDeps, orderId: number, news: OrderNews, origin: string): Promise<'sent' | 'no-address' | 'failed'> {
  if (news.kind !== 'invoice') deps.orderEvents?.orderChanged(orderId);
  if (news.kind === 'status' && deps.pushSender) void notifyOrderUpdate({ db: deps.db, pushSender: deps.pushSender }, orderId, news.status);
  try {
    const order = await deps.db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.order_number', 'o.wallet_paise', 'o.locale', 'u.email'])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    const to = order?.email?.trim();
    if (!order || !to) return 'no-address';
    const brand = (await readSetting(deps.db, 'theme')).brand_name;
    await deps.mailer.send(orderNewsMail(news, { brand, to, orderId, orderNumber: order.order_number, walletPaise: order.wallet_paise, origin, locale: order.locale }));
    return 'sent';
  } catch (error) {
    log.error({ err: error, order_id: orderId, news: news.kind }, 'orders: the e-mail about an order could not be sent');
    return 'failed';
  }
}
