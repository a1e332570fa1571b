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
  | 'scheduled-publish-failed';

export interface AuditRecord {
  actor: string;
  action: AuditAction;
  key: string | null;
  summary: string;
}

export async function audit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db.insertInto('audit_log').values(record).execute();
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
