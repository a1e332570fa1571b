import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../../schemas/api/studio';
import type { Database } from '../../db/types';

export type AuditAction =
  | 'sign-in'
  | 'sign-out'
  | 'sign-in-failed'
  | 'save-draft'
  | 'discard-draft'
  | 'publish'
  | 'schedule'
  | 'cancel-schedule'
  | 'rollback'
  | 'scheduled-publish'
  | 'scheduled-publish-failed'
  | 'save-recommendations'
  | 'create-category'
  | 'change-category'
  | 'reorder-categories'
  | 'delete-category'
  | 'create-collection'
  | 'change-collection'
  | 'reorder-collections'
  | 'delete-collection'
  | 'set-collection-products'
  | 'invite-staff'
  | 'accept-invitation'
  | 'change-staff'
  | 'create-api-token'
  | 'revoke-api-token'
  | 'create-coupon'
  | 'change-coupon'
  | 'pause-coupon'
  | 'resume-coupon'
  | 'two-factor-on'
  | 'two-factor-off'
  | 'create-product'
  | 'save-product'
  | 'add-product-photo'
  | 'delete-product-photo'
  | 'reorder-product-photos'
  | 'change-product-photo'
  | 'import-products'
  | 'adjust-wallet'
  | 'disable-customer'
  | 'enable-customer'
  | 'reply-ticket'
  | 'set-wallet-limit'
  | 'bulk-price'
  | 'bulk-stock'
  | 'move-order'
  | 'cancel-order'
  | 'refund-order'
  | 'refund-failed'
  | 'collect-cod'
  | 'resend-invoice'
  | 'approve-return'
  | 'reject-return'
  | 'book-return-pickup'
  | 'return-picked-up'
  | 'receive-return'
  | 'refund-return'
  | 'replace-return';

export interface AuditRecord {
  actor: string;
  /** The staff account that acted; null for the system and for a failed sign-in by an unknown name. */
  staffId?: number | null;
  action: AuditAction;
  key: string | null;
  summary: string;
}

export async function audit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  const { staffId, ...entry } = record;
  await db.insertInto('audit_log').values({ ...entry, staff_id: staffId ?? null }).execute();
}

export const AUDIT_PAGE = 50;

/** Newest first; `beforeId` pages back. */
export async function listAudit(db: Kysely<Database>, filter: { key?: string | undefined; beforeId?: number | undefined }): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').select(['id', 'at', 'actor', 'action', 'key', 'summary']).orderBy('id', 'desc').limit(AUDIT_PAGE);
  if (filter.key !== undefined) query = query.where('key', '=', filter.key);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}
