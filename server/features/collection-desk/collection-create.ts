import { sql } from 'kysely';
import type { CollectionCreate, CollectionDeskRow } from '../../../schemas/api/collection-desk';
import { deskWrite, logged, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { deskCollection } from './collection-list';
import { claimSlug, slugRace } from './slugs';

/** POST admin/studio/collections: a new, empty collection, last in order; fill it with PUT …/products. */
export function createCollection(deps: DeskDeps, by: DeskActor, input: CollectionCreate) {
  return deskWrite<CollectionDeskRow>(deps, by, { key: 'collections', action: 'create-collection', taken: slugRace }, async (tx) => {
    const slug = await claimSlug(tx, 'collections', input.slug, input.title, null);
    if (!slug.ok) return slug;
    const last = await tx.selectFrom('collections').select(sql<number>`coalesce(max(position), -1)::int`.as('position')).executeTakeFirstOrThrow();
    const made = await tx
      .insertInto('collections')
      .values({
        slug: slug.slug,
        title: input.title,
        tagline: input.tagline ?? '',
        description: input.description ?? '',
        tone: input.tone ?? 'soft',
        kind: input.kind,
        position: last.position + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await deskCollection(tx, made.id);
    if (!row) throw new Error(`collection ${made.id} vanished inside its own transaction`);
    return logged(row, `Created the collection ${input.title} (${slug.slug})`);
  });
}
