import type { Kysely } from 'kysely';
import { slugOrTitle } from '../../../schemas/api/collection-desk';
import type { Database } from '../../db/types';
import { problem, refuse, type DeskRefusal } from '../studio/desk-write';

type SluggedTable = 'categories' | 'collections';

const NOUN: Record<SluggedTable, string> = { categories: 'category', collections: 'collection' };

async function holderOf(db: Kysely<Database>, table: SluggedTable, slug: string): Promise<{ id: number; title: string } | undefined> {
  // Two spelled-out queries: Kysely types a union of table names poorly.
  if (table === 'categories') return db.selectFrom('categories').select(['id', 'title']).where('slug', '=', slug).executeTakeFirst();
  return db.selectFrom('collections').select(['id', 'title']).where('slug', '=', slug).executeTakeFirst();
}

/**
 * The slug a save may store: the one given, else one made from the title,
 * refused with a message on the slug field when another row holds it (the
 * unique index catches a colleague taking it between this read and the write).
 */
export async function claimSlug(
  db: Kysely<Database>,
  table: SluggedTable,
  given: string | undefined,
  title: string,
  selfId: number | null,
): Promise<{ ok: true; slug: string } | DeskRefusal> {
  const slug = slugOrTitle(given, title);
  if (slug === '') {
    const message = 'Give a slug: the title has no letters a–z or digits to make one from';
    return refuse(422, message, [problem('slug', message)]);
  }
  const holder = await holderOf(db, table, slug);
  if (holder && holder.id !== selfId) {
    const message = given
      ? `The slug "${slug}" is taken by the ${NOUN[table]} ${holder.title}`
      : `The slug "${slug}", made from the title, is taken by the ${NOUN[table]} ${holder.title}; give another slug`;
    return refuse(409, message, [problem('slug', message)]);
  }
  return { ok: true, slug };
}

/** The slug a PATCH stores: the row's own when the patch names none, else the one given (empty: from the title), claimed. */
export function patchedSlug(
  db: Kysely<Database>,
  table: SluggedTable,
  given: string | undefined,
  title: string,
  current: { id: number; slug: string },
): Promise<{ ok: true; slug: string } | DeskRefusal> {
  return given === undefined ? Promise.resolve({ ok: true, slug: current.slug }) : claimSlug(db, table, given, title, current.id);
}

/** A colleague's save took the slug between claimSlug's read and this write: the unique index refuses it. */
export const slugRace = {
  refusal: refuse(409, 'That slug was taken a moment ago; choose another', [problem('slug', 'This slug was taken a moment ago; choose another')]),
};
