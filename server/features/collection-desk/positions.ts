import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The same ids, whatever their order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Positions 0, 1, 2… in the given order; a level holds a handful of rows, so one short UPDATE each. */
export async function writePositions(db: Kysely<Database>, table: 'categories' | 'collections', ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    if (table === 'categories') await db.updateTable('categories').set({ position }).where('id', '=', id).execute();
    else await db.updateTable('collections').set({ position }).where('id', '=', id).execute();
  }
}

/** "A, B, C and 4 more": a list of titles short enough for an audit line or a toast. */
export function titleList(titles: readonly string[], shown = 6): string {
  if (titles.length <= shown) return titles.join(', ');
  return `${titles.slice(0, shown).join(', ')} and ${titles.length - shown} more`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
