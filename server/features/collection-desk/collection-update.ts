import type { CollectionDeskRow, CollectionUpdate } from '../../../schemas/api/collection-desk';
import { deskWrite, logged, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { changesOf, editSummary, SAID } from './changes';
import { deskCollection } from './collection-list';
import { patchedSlug, slugRace } from './slugs';

/** PATCH admin/studio/collections/{id}: title, slug (empty: from the title), tagline, description, tone, illustration. */
export function updateCollection(deps: DeskDeps, by: DeskActor, id: number, patch: CollectionUpdate) {
  return deskWrite<CollectionDeskRow>(deps, by, { key: 'collections', action: 'change-collection', taken: slugRace }, async (tx) => {
    const current = await tx
      .selectFrom('collections')
      .select(['title', 'slug', 'tagline', 'description', 'tone', 'kind'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return refuse(404, `There is no collection ${id}`);
    const title = patch.title ?? current.title;
    const slug = await patchedSlug(tx, 'collections', patch.slug, title, { id, slug: current.slug });
    if (!slug.ok) return slug;
    const next = {
      title,
      slug: slug.slug,
      tagline: patch.tagline ?? current.tagline,
      description: patch.description ?? current.description,
      tone: patch.tone ?? current.tone,
      kind: patch.kind ?? current.kind,
    };
    const changes = changesOf(current, next, {
      title: SAID.title,
      // Carousels name a collection by its slug: the audit line says so when it moves.
      slug: SAID.slug,
      tagline: SAID.named('tagline'),
      description: SAID.description,
      tone: SAID.moved('tone'),
      kind: SAID.kind,
    });
    await tx.updateTable('collections').set(next).where('id', '=', id).execute();
    const row = await deskCollection(tx, id);
    if (!row) throw new Error(`collection ${id} vanished inside its own transaction`);
    return logged(row, editSummary('collection', next.title, changes));
  });
}
