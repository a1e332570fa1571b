import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { ConfigEventHub } from '../live/hub';
import type { AuditAction } from '../studio/audit';
import { deskWrite, type DeskActor } from '../studio/desk-write';
import type { ImageStore } from './storage';

export interface PhotoDeps {
  db: Kysely<Database>;
  /** Told after every committed change, so storefronts on every instance and their open tabs show it. */
  hub: Pick<ConfigEventHub, 'catalogChanged'>;
  store: ImageStore;
}

export type PhotoRefusal = { ok: false; status: 400 | 404 | 409; message: string };
export type PhotoOutcome = { ok: true; summary: string } | PhotoRefusal;

export const refuse = (status: PhotoRefusal['status'], message: string): PhotoRefusal => ({ ok: false, status, message });

/**
 * One change to a product's photos, as a desk write (the change and its audit
 * entry commit together, then storefronts are told). The product row is
 * locked first, so uploads and reorders of one product queue instead of
 * interleaving positions. The product's revision is left alone: an editor
 * open on it can still save, since photos are not part of its form.
 */
export async function photoWrite(
  deps: PhotoDeps,
  actor: DeskActor,
  action: AuditAction,
  productId: number,
  run: (tx: Transaction<Database>, product: { title: string }) => Promise<PhotoOutcome>,
): Promise<PhotoOutcome> {
  const outcome = await deskWrite(deps, actor, { key: `product:${productId}`, action }, async (tx) => {
    const product = await tx.selectFrom('products').select('title').where('id', '=', productId).forUpdate().executeTakeFirst();
    if (!product) return refuse(404, 'No such product');
    const result = await run(tx, product);
    if (!result.ok) return result;
    await tx.updateTable('products').set({ updated_at: new Date() }).where('id', '=', productId).execute();
    return { ok: true, value: null, message: result.summary, summary: result.summary };
  });
  return outcome.ok ? { ok: true, summary: outcome.message } : refuse(outcome.status === 400 || outcome.status === 404 ? outcome.status : 409, outcome.message);
}

