import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { VARIANT_PARAM } from '../../../src/features/catalog/product/ProductContext';
import { productHref } from '../../../src/ui/product/links';
import { localizedPath } from '../../../schemas/locale';
import { productText } from '../catalog/localise';
import { startBackgroundJob } from '../background-job';
import { readSetting } from '../config/settings';
import { backInStockMail } from './mail';

export interface DispatchDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The shop's public address (SHOP_URL), for the link to the product. */
  shopUrl: string;
}

/** A delivery that fails is tried again after 1, 2, 3, then 4 minutes, then given up. */
export const MAX_ATTEMPTS = 5;
const RETRY_STEP_MS = 60_000;

type Outcome = 'none' | 'sent' | 'failed';

/**
 * Claims one waiting request whose product or variant has stock now, e-mails
 * it and marks it sent, in one transaction: the row stays locked while the
 * mail goes, so another instance skips it, and a crash before the commit
 * leaves it waiting to be sent again. Stock is read as it is, so whatever put
 * it back (a cancelled order, the catalogue desk, a direct update) counts.
 */
async function sendOneDue(deps: DispatchDeps, brand: string, now: Date): Promise<Outcome> {
  return deps.db.transaction().execute(async (tx): Promise<Outcome> => {
    const due = await tx
      .selectFrom('stock_alerts as a')
      .innerJoin('products as p', 'p.id', 'a.product_id')
      .leftJoin('product_variants as v', 'v.id', 'a.variant_id')
      .select(['a.id', 'a.email', 'a.attempts', 'a.locale', 'p.id as product_id', 'p.slug', 'p.title', 'p.translations', 'p.price_paise', 'p.mrp_paise'])
      .select(['v.id as variant_id', 'v.label as variant_label', 'v.price_paise as variant_price_paise', 'v.mrp_paise as variant_mrp_paise'])
      .where('a.status', '=', 'waiting')
      .where((eb) => eb.or([eb('a.retry_at', 'is', null), eb('a.retry_at', '<=', now)]))
      .where((eb) => eb.or([eb.and([eb('a.variant_id', 'is', null), eb('p.stock', '>', 0)]), eb('v.stock', '>', 0)]))
      .orderBy('a.id')
      .limit(1)
      // Only the request is locked: checkout and cancellations keep writing the product's stock meanwhile.
      .forUpdate('a')
      // SKIP LOCKED: another instance busy with a request leaves it to that instance.
      .skipLocked()
      .executeTakeFirst();
    if (!due) return 'none';

    // The product page and its title in the language the request was made in.
    const link = new URL(localizedPath(due.locale, productHref({ id: due.product_id, slug: due.slug })), deps.shopUrl);
    const { title } = productText(due, due.locale);
    if (due.variant_id !== null) link.searchParams.set(VARIANT_PARAM, String(due.variant_id));
    const mail = backInStockMail({
      brand,
      to: due.email,
      name: due.variant_label === null ? title : `${title} (${due.variant_label})`,
      pricePaise: due.variant_price_paise ?? due.price_paise,
      mrpPaise: due.variant_mrp_paise ?? due.mrp_paise,
      link: link.href,
      locale: due.locale,
    });
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      // Recorded in the same transaction, which is clean: the mailer wrote nothing to the database.
      const attempts = due.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await tx
        .updateTable('stock_alerts')
        .set({
          attempts,
          last_error: message.slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'waiting',
          retry_at: new Date(now.getTime() + attempts * RETRY_STEP_MS),
        })
        .where('id', '=', due.id)
        .execute();
      console.error(`stock alert ${due.id} to ${due.email}: ${message}`);
      return 'failed';
    }
    await tx.updateTable('stock_alerts').set({ status: 'sent', sent_at: now, attempts: due.attempts + 1, retry_at: null }).where('id', '=', due.id).execute();
    return 'sent';
  });
}

/** One pass: e-mails every waiting request whose product or variant is in stock; returns how many were sent. */
export async function dispatchStockAlerts(deps: DispatchDeps, now = new Date()): Promise<number> {
  const brand = (await readSetting(deps.db, 'theme')).brand_name;
  let sent = 0;
  for (;;) {
    const outcome = await sendOneDue(deps, brand, now);
    if (outcome === 'none') break;
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/** Runs a pass every `everyMs` (every instance may: each request is claimed by one). Returns stop. */
export function startStockAlertDispatcher(deps: DispatchDeps, everyMs = 5000): () => void {
  return startBackgroundJob('stock alerts', () => dispatchStockAlerts(deps), everyMs);
}
