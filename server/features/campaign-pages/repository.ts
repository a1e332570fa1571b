import { sql, type Kysely } from 'kysely';
import { campaignDocumentSchema, campaignState, type CampaignDocument, type CampaignSummary } from '../../../schemas/api/campaign-pages';
import type { Database } from '../../db/types';
import { jsonb } from '../config/settings';

/** The published page, or null when it never was. A stored document that no longer parses is a bug worth a loud failure. */
export async function readLivePage(db: Kysely<Database>, slug: string): Promise<CampaignDocument | null> {
  const row = await db.selectFrom('campaign_pages').select('document').where('slug', '=', slug).executeTakeFirst();
  return row ? campaignDocumentSchema.parse(row.document) : null;
}

/** Call inside the publishing transaction. */
export async function writeLivePage(tx: Kysely<Database>, slug: string, page: CampaignDocument, now = new Date()): Promise<void> {
  const values = {
    document: jsonb(page),
    starts_at: page.starts_at === null ? null : new Date(page.starts_at),
    ends_at: page.ends_at === null ? null : new Date(page.ends_at),
    published_at: now,
  };
  await tx
    .insertInto('campaign_pages')
    .values({ slug, ...values })
    .onConflict((oc) => oc.column('slug').doUpdateSet(values))
    .execute();
}

export interface PublishedPage {
  slug: string;
  title: string;
  starts_at: Date | null;
  ends_at: Date | null;
  published_at: Date;
}

/** Every published page, newest first. */
export async function listPublishedPages(db: Kysely<Database>): Promise<PublishedPage[]> {
  const rows = await db
    .selectFrom('campaign_pages')
    .select(['slug', sql<string | null>`document->>'title'`.as('title'), 'starts_at', 'ends_at', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .execute();
  return rows.map((row) => ({ ...row, title: row.title ?? row.slug, starts_at: row.starts_at && new Date(row.starts_at), ends_at: row.ends_at && new Date(row.ends_at), published_at: new Date(row.published_at) }));
}

/** Pages a shopper can open now: what the sitemap lists. */
export async function listLiveSlugs(db: Kysely<Database>, now = new Date()): Promise<{ slug: string; published_at: Date }[]> {
  const rows = await db
    .selectFrom('campaign_pages')
    .select(['slug', 'published_at'])
    .where((eb) => eb.and([eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]), eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)])]))
    .orderBy('slug')
    .execute();
  return rows.map((row) => ({ slug: row.slug, published_at: new Date(row.published_at) }));
}

export function summaryOf(page: PublishedPage, now: Date): CampaignSummary {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    slug: page.slug,
    title: page.title,
    state: campaignState({ starts_at: iso(page.starts_at), ends_at: iso(page.ends_at) }, now),
    starts_at: iso(page.starts_at),
    ends_at: iso(page.ends_at),
  };
}
