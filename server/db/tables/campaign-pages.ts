import type { ColumnType } from 'kysely';

/** The live version of each campaign page (issue 19 §1); its history is in config_versions under `page:{slug}`. */
export interface CampaignPagesTable {
  slug: string;
  /** jsonb: a CampaignDocument, parsed with its schema when read. */
  document: ColumnType<unknown, string, string>;
  /** Copied from the document, so the sitemap and the studio's list need not read every document. */
  starts_at: Date | null;
  ends_at: Date | null;
  published_at: ColumnType<Date, Date, Date>;
}
