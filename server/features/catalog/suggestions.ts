import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Suggestions } from '../../../schemas/api/catalog';
import type { Database } from '../../db/types';
import { productCardImage } from './image-urls';
import { firstPhotoColumn, readFirstPhoto } from '../product-images/repository';
import { escapeLike, exactnessTier, relevanceScore, ROW_TYPO_THRESHOLD, searchCondition, searchTerms, withSearch, type SearchPlan } from './search';

/** The drop-down shows a few of each; products take the rest of the space. */
export const NAME_SUGGESTIONS = 4;
/** How many of the most popular matches are ranked for the drop-down. */
export const SUGGESTION_CANDIDATES = 200;
/** Below this a word is too short for trigram similarity to mean anything. */
const FUZZY_MIN_LENGTH = 3;

/**
 * How well the words name a category or brand, summed over the words (so
 * "gaming laptop" prefers Gaming laptops to Gaming PCs): 1 when a word of the name
 * starts with it ("lap" → Laptops; typos arrive here already corrected to
 * brand and category words, "lenvo" → lenovo), else for an uncorrected typo
 * its whole-word similarity when that passes the threshold, else 0.
 */
function nameScore(plan: SearchPlan, text: RawBuilder<string>): RawBuilder<number> {
  const perWord = plan.words.map((word) => {
    const prefix = sql`(' ' || ${text}) like ${`% ${escapeLike(word.text)}%`}`;
    if (word.literal || word.text.length < FUZZY_MIN_LENGTH) return sql`(case when ${prefix} then 1 else 0 end)`;
    const similarity = sql`strict_word_similarity(${word.text}, ${text})`;
    return sql`(case when ${prefix} then 1 when ${similarity} >= ${ROW_TYPO_THRESHOLD} then ${similarity} else 0 end)`;
  });
  return sql<number>`(${sql.join(perWord, sql` + `)})`;
}

/**
 * Products: the most popular matches are the candidates, so a two-letter
 * query matching half the catalogue ranks a few hundred rows, not all of
 * them. Among those: exact and prefix title matches first, then in stock
 * before sold out, then by relevance.
 */
async function productSuggestions(db: Kysely<Database>, plan: SearchPlan, limit: number) {
  const candidates = db
    .selectFrom('products as p')
    .select(['p.id', 'p.title', 'p.slug', 'p.brand_id', 'p.price_paise', 'p.price_varies', 'p.stock', 'p.popularity', 'p.search_text'])
    .where(searchCondition(plan))
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id', 'desc')
    .limit(SUGGESTION_CANDIDATES);
  const rows = await db
    .selectFrom(candidates.as('p'))
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.title', 'p.slug', 'b.name as brand', 'p.price_paise', 'p.price_varies', 'p.stock', firstPhotoColumn().as('photo')])
    .orderBy(exactnessTier(plan), 'desc')
    .orderBy(sql`(p.stock > 0)`, 'desc')
    .orderBy(relevanceScore(plan), 'desc')
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    brand: row.brand,
    image: productCardImage(row, readFirstPhoto(row.photo)),
    price: row.price_paise,
    price_varies: row.price_varies,
    in_stock: row.stock > 0,
  }));
}

/**
 * Top-level categories (matched by their own title, slug or a sub-category's
 * title: "ssd" suggests Storage) and brands that have products, in one query
 * over the two small tables.
 */
async function nameSuggestions(db: Kysely<Database>, plan: SearchPlan) {
  const categories = db
    .selectFrom('categories as c')
    .where('c.parent_id', 'is', null)
    .select([
      sql<string>`'category'`.as('kind'),
      'c.id',
      'c.title as name',
      'c.slug',
      sql<number>`greatest(
        ${nameScore(plan, sql`lower(c.title)`)},
        ${nameScore(plan, sql`replace(c.slug, '-', ' ')`)},
        coalesce((select max(${nameScore(plan, sql`lower(s.title)`)}) from categories s where s.parent_id = c.id), 0)
      )`.as('score'),
      'c.position',
    ]);
  const brands = db
    .selectFrom('brands as b')
    .where((eb) => eb.exists(eb.selectFrom('products as p').select('p.id').whereRef('p.brand_id', '=', 'b.id')))
    .select([sql<string>`'brand'`.as('kind'), 'b.id', 'b.name', 'b.slug', nameScore(plan, sql`lower(b.name)`).as('score'), sql<number>`0`.as('position')]);
  const rows = await db
    .selectFrom(categories.unionAll(brands).as('t'))
    .selectAll()
    .where('t.score', '>', 0)
    .orderBy('t.kind')
    .orderBy('t.score', 'desc')
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
  const pick = (kind: string) =>
    rows
      .filter((row) => row.kind === kind)
      .slice(0, NAME_SUGGESTIONS)
      .map((row) => ({ id: row.id, title: row.name, slug: row.slug }));
  return {
    categories: pick('category'),
    brands: pick('brand').map(({ title, slug }) => ({ name: title, slug })),
  };
}

/** GET website/catalog/search/suggestions: called while the shopper types, so few and indexed queries. */
export async function suggest(db: Kysely<Database>, q: string, limit: number): Promise<Suggestions> {
  const terms = searchTerms(q);
  if (!terms) return { query: q, products: [], categories: [], brands: [] };
  return withSearch(db, terms, async (conn, plan) => {
    const [products, names] = await Promise.all([productSuggestions(conn, plan, limit), nameSuggestions(conn, plan)]);
    return { query: q, products, ...names };
  });
}
