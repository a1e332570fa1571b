import { sql, type Kysely } from 'kysely';
import { isHttpsUrl, isSafeImageSrc } from '../../../schemas/links';

/*
 * The business details' links and the theme's pictures now follow
 * schemas/links.ts (https or a shop path; never javascript:, data: or
 * "//host"). A value stored before that would make every page's settings
 * read fail, so it is cleared here: the footer hides a link it does not
 * have, and the favicon falls back to the shop's own.
 */
const LINKS = ['youtube_url', 'instagram_url', 'facebook_url', 'review_url', 'map_url'] as const;

type Stored = Record<string, unknown>;

function cleaned(key: 'business' | 'theme', value: Stored): Stored | null {
  const next = { ...value };
  const bad = (field: string, ok: (v: string) => boolean) => typeof next[field] === 'string' && next[field] !== '' && !ok(next[field]);
  if (key === 'business') {
    for (const field of LINKS) if (bad(field, isHttpsUrl)) next[field] = '';
    if (bad('brand_logo', isSafeImageSrc)) next.brand_logo = '';
  } else if (bad('favicon', isSafeImageSrc) || next.favicon === '') {
    delete next.favicon;
  }
  return JSON.stringify(next) === JSON.stringify(value) ? null : next;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ key: 'business' | 'theme'; value: Stored }>`select key, value from settings where key in ('business', 'theme')`.execute(db);
  for (const row of rows.rows) {
    const next = cleaned(row.key, row.value);
    if (next) await sql`update settings set value = ${JSON.stringify(next)}::text::jsonb where key = ${row.key}`.execute(db);
  }
}

/** Nothing to restore: the cleared values were unsafe to show. */
export async function down(): Promise<void> {}
