import type { Kysely } from 'kysely';
import { policyBlocksSchema, type FaqCategory, type Policy, type PolicySummary } from '../../../schemas/api/content';
import type { Database } from '../../db/types';

/** LIKE treats % and _ as wildcards; a shopper's words are matched literally. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Questions grouped by category, in the seeded order; every word of `q` must occur in the question or the answer. */
export async function listFaqs(db: Kysely<Database>, q: string): Promise<FaqCategory[]> {
  const words = q.split(/\s+/).filter((w) => w !== '').slice(0, 8);
  let query = db.selectFrom('faqs').select(['id', 'category', 'question', 'answer']).orderBy('position').orderBy('id');
  for (const word of words) {
    const pattern = likePattern(word);
    query = query.where((eb) => eb.or([eb('question', 'ilike', pattern), eb('answer', 'ilike', pattern)]));
  }
  const categories = new Map<string, FaqCategory>();
  for (const row of await query.execute()) {
    const group = categories.get(row.category) ?? { category: row.category, faqs: [] };
    group.faqs.push({ id: row.id, question: row.question, answer: row.answer });
    categories.set(row.category, group);
  }
  return [...categories.values()];
}

export async function listPolicies(db: Kysely<Database>): Promise<PolicySummary[]> {
  return db.selectFrom('policies').select(['id', 'slug', 'title']).orderBy('id').execute();
}

export async function readPolicy(db: Kysely<Database>, id: number): Promise<Policy | null> {
  const row = await db.selectFrom('policies').select(['id', 'slug', 'title', 'body', 'updated_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  // jsonb arrives parsed; a block of an unknown shape is left out rather than shown raw.
  const body = policyBlocksSchema.safeParse(row.body);
  return { id: row.id, slug: row.slug, title: row.title, body: body.success ? body.data : [], updated_at: row.updated_at.toISOString() };
}
