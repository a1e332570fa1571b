import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { StockAlert, StockAlertState } from '../../../schemas/api/stock-alerts';
import { isUniqueViolation } from '../../db/errors';
import { lockKey, windowWaitMs } from '../../db/rate-limit';
import type { Database } from '../../db/types';
import type { Locale } from '../../../schemas/locale';
import { ownedBy, type Asker } from './asker';
import type { AlertTarget } from './targets';

type Db = Kysely<Database> | Transaction<Database>;

/** Guests' requests from one network in an hour: the same allowance as e-mailed codes, each being an e-mail to come. */
export const GUEST_ALERTS_PER_IP_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

const ALERT_COLUMNS = ['id', 'product_id', 'variant_id', 'email', 'created_at'] as const;

function present(row: { id: number; product_id: number; variant_id: number | null; email: string; created_at: Date }): StockAlert {
  return { ...row, created_at: row.created_at.toISOString() };
}

function sameTarget(target: AlertTarget) {
  return (eb: ExpressionBuilder<Database, 'stock_alerts'>) =>
    eb.and([
      eb('stock_alerts.product_id', '=', target.productId),
      target.variantId === null ? eb('stock_alerts.variant_id', 'is', null) : eb('stock_alerts.variant_id', '=', target.variantId),
    ]);
}

/** The asker's waiting request for exactly this product or variant, if any. */
export async function findOwnWaiting(db: Db, asker: Asker, target: AlertTarget): Promise<StockAlert | null> {
  const row = await db
    .selectFrom('stock_alerts')
    .select(ALERT_COLUMNS)
    .where('status', '=', 'waiting')
    .where(sameTarget(target))
    .where(ownedBy(asker))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? present(row) : null;
}

/** Where a one-click request e-mails: the account's e-mail (its sign-in address, or the one a phone account keeps on its profile); '' when none. */
export async function accountAddress(db: Db, userId: number): Promise<string> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return (user?.email ?? '').toLowerCase();
}

/**
 * Keeps an address typed for an alert as the profile's e-mail (the one
 * /my-account edits), only for an account that has none and only while no
 * other account holds it: an e-mail is one account's across the shop. A
 * race lost to another account leaves the profile as it was; the alert
 * stands either way.
 */
async function keepOnProfile(db: Db, userId: number, email: string): Promise<void> {
  try {
    await db
      .updateTable('users')
      .set({ email })
      .where('id', '=', userId)
      .where('email', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('users as other').select('other.id').where(sql<string>`lower(other.email)`, '=', email.toLowerCase()))))
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}

/** The page's view: the asker's waiting request, or the address a new one would use. */
export async function alertState(db: Db, asker: Asker, target: AlertTarget): Promise<StockAlertState> {
  const alert = await findOwnWaiting(db, asker, target);
  if (alert) return { alert, email: alert.email };
  return { alert: null, email: asker.userId === null ? '' : await accountAddress(db, asker.userId) };
}

export interface SubscribeInput {
  asker: Asker;
  /** The client's address: guests' requests are counted per network. */
  ip: string;
  target: AlertTarget;
  email: string;
  /** Keep `email` on the profile of an account that has no sign-in e-mail. */
  keepOnProfile: boolean;
  /** The page's language: the "it's back" e-mail speaks it. */
  locale: Locale;
}

/** Refused only by the guests' hourly limit per network; the route words it in the request's language. */
export type Subscribed = { ok: true; state: StockAlertState; created: boolean } | { ok: false; status: 429; reason: 'network-limit' };

/**
 * Records a request, once: asking again answers the waiting one. A guest's
 * address already waiting from another browser is e-mailed once all the same,
 * and stays that browser's to cancel, so the answer holds no alert.
 */
export async function subscribe(db: Kysely<Database>, input: SubscribeInput): Promise<Subscribed> {
  const { asker, target, email } = input;
  const result = await db.transaction().execute(async (trx): Promise<Subscribed> => {
    const mine = await findOwnWaiting(trx, asker, target);
    if (mine) return { ok: true, state: { alert: mine, email: mine.email }, created: false };

    if (asker.userId === null) {
      await lockKey(trx, `stock-alert-ip:${input.ip}`);
      const now = new Date();
      const recent = await trx
        .selectFrom('stock_alerts')
        .select('created_at')
        .where('user_id', 'is', null)
        .where('ip', '=', input.ip)
        .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
        .orderBy('created_at', 'asc')
        .execute();
      const wait = windowWaitMs(recent.map((r) => r.created_at), GUEST_ALERTS_PER_IP_PER_HOUR, HOUR_MS, now);
      if (wait > 0) return { ok: false, status: 429, reason: 'network-limit' };
    }

    const inserted = await trx
      .insertInto('stock_alerts')
      .values({
        product_id: target.productId,
        variant_id: target.variantId,
        user_id: asker.userId,
        guest_session: asker.userId === null ? asker.guestSession : null,
        email,
        ip: input.ip,
        locale: input.locale,
      })
      // One waiting request per account, or per guest address, and product or variant (partial unique indexes).
      .onConflict((oc) => oc.doNothing())
      .returning(ALERT_COLUMNS)
      .executeTakeFirst();
    if (inserted) return { ok: true, state: { alert: present(inserted), email }, created: true };
    // The same shopper asking twice at once; or a guest address waiting from another browser.
    const waiting = await findOwnWaiting(trx, asker, target);
    return { ok: true, state: { alert: waiting, email: waiting?.email ?? email }, created: false };
  });
  // After the request is safe: a verified sign-in e-mail is never replaced (keepOnProfile only fills a missing one).
  if (result.ok && input.keepOnProfile && asker.userId !== null) await keepOnProfile(db, asker.userId, email);
  return result;
}

/** Cancels the asker's waiting request and gives what it waited on; null when there is none by that id (another's, sent, or already cancelled). */
export async function cancelOwn(db: Db, asker: Asker, id: number): Promise<AlertTarget | null> {
  const cancelled = await db
    .updateTable('stock_alerts')
    .set({ status: 'cancelled', cancelled_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .where(ownedBy(asker))
    .returning(['product_id', 'variant_id'])
    .executeTakeFirst();
  return cancelled ? { productId: cancelled.product_id, variantId: cancelled.variant_id } : null;
}
