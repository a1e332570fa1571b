import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { faviconSvg, logoSvg } from '../../seed/logo';

export interface MediaFile {
  name: string;
  content_type: string;
  body: string;
}

export async function getMedia(db: Kysely<Database>, name: string): Promise<MediaFile | undefined> {
  return db.selectFrom('media').select(['name', 'content_type', 'body']).where('name', '=', name).executeTakeFirst();
}

export async function putMedia(db: Kysely<Database>, file: MediaFile): Promise<void> {
  await db
    .insertInto('media')
    .values(file)
    .onConflict((oc) => oc.column('name').doUpdateSet({ content_type: file.content_type, body: file.body, updated_at: sql<Date>`now()` }))
    .execute();
}

export const LOGO_NAME = 'logo.svg';
export const FAVICON_NAME = 'favicon.svg';

/** Regenerated when the brand name or colour changes, so the logo follows the theme. */
export async function writeBrandImages(db: Kysely<Database>, brand: string, colour: string): Promise<void> {
  const type = 'image/svg+xml';
  await putMedia(db, { name: LOGO_NAME, content_type: type, body: logoSvg(brand, colour) });
  await putMedia(db, { name: FAVICON_NAME, content_type: type, body: faviconSvg(brand, colour) });
}
