import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { FieldProblem } from '../../http/respond';
import type { Mailer } from '../../mail/mailer';
import type { ConfigEventHub } from '../live/hub';
import type { OrderActor } from '../orders/cancel';
import type { PaymentGateway } from '../payments/gateway';
import type { PushSender } from '../push/sender';
import { actorName, staffOf } from '../staff/guard';

export interface OrderDeskDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Order changes reach the shopper's open pages; a cancellation's stock reaches the storefronts. */
  hub: Pick<ConfigEventHub, 'orderChanged' | 'catalogChanged'>;
  pushSender?: PushSender | undefined;
}

/** How an action on an order ended: the studio's sentence, or why it was refused (field problems when a field is at fault). */
export type DeskAction = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409 | 502; message: string; problems?: FieldProblem[] };

export function refusedAction(status: 400 | 404 | 409 | 502, message: string, field?: string | null): DeskAction {
  return field ? { ok: false, status, message, problems: [{ index: -1, field, message }] } : { ok: false, status, message };
}

/** The member of staff acting, for the audit line each action writes in its own transaction. */
export function orderActor(c: Context): OrderActor {
  const staff = staffOf(c);
  return { actor: actorName(staff), staffId: staff.id };
}

/** Where the shopper's e-mail links point: the shop this request came to. */
export const originOf = (c: Context) => new URL(c.req.url).origin;
