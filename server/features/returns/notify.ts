import { readSetting } from '../config/settings';
import { returnStepMail, type ShopperNews } from './mail';
import { readReturn } from './read';
import type { ReturnStepDeps } from './steps';
import { log } from '../../observability/logger';

/**
 * Tells the shopper what happened to their request, after the step is
 * committed (a rolled-back step must not be announced): their open order
 * pages refetch, and they are e-mailed. A shopper without an e-mail address
 * (a phone sign-up) gets no mail; a mail that fails is logged and never
 * undoes the step. The e-mail speaks the language the order was placed in.
 */
export async function tellShopper(deps: Pick<ReturnStepDeps, 'db' | 'mailer' | 'orderEvents'>, requestId: number, news: ShopperNews): Promise<void> {
  try {
    const owner = await deps.db
      .selectFrom('returns as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['u.email', 'r.order_id', 'r.replacement_order_id', 'o.locale'])
      .where('r.id', '=', requestId)
      .executeTakeFirst();
    if (owner) {
      deps.orderEvents?.orderChanged(owner.order_id);
      if (owner.replacement_order_id !== null) deps.orderEvents?.orderChanged(owner.replacement_order_id);
    }
    const to = owner?.email?.trim();
    if (!owner || !to) return;
    const request = await readReturn(deps.db, requestId, null);
    if (!request) return;
    const brand = (await readSetting(deps.db, 'theme')).brand_name;
    await deps.mailer.send(returnStepMail(brand, to, news, request, owner.locale));
  } catch (error) {
    log.error({ err: error, return_id: requestId, news }, 'returns: the e-mail about a return could not be sent');
  }
}
