import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Suggestions } from '../../../schemas/api/catalog';
import type { Database } from '../../db/types';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import { categoryTitle, productText } from './localise';
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

/** How many of the most popular products the walk reads before it gives up on a rare conjunction. */
export const SUGGESTION_WALK_ROWS = 5000;
/**
 * Walk when the rarest word's products make at least this share of the
 * catalogue: the walk's rows then hold about 250 of its matches, more than
 * the candidates needed, unless the words rarely meet.
 */
const WALK_SHARE = 0.05;

/**
 * Whether the most popular products should be walked first: when every
 * literal word is common. Typos and corrected words have no count, and a
 * catalogue the planner has no size for is never walked.
 */
export function walksFirst(plan: SearchPlan): boolean {
  const counts = plan.words.map((word) => word.matches);
  if (plan.catalogue <= 0 || counts.some((count) => count === null)) return false;
  return Math.min(...counts.map(Number)) >= WALK_SHARE * plan.catalogue;
}

/**
 * The ids of the SUGGESTION_CANDIDATES most popular matches, from
 * product_search (migration 0026). Two ways, the same rows:
 *
 * - every match, then the top by popularity: a bitmap of the trigram index
 *   and a top-N sort, whose cost grows with the matches ("lap" matches 12,000
 *   products at 1,00,000, "ssd 1" 15,000);
 * - when the words are common (walksFirst), the walk: the first
 *   SUGGESTION_WALK_ROWS products by popularity from the (popularity, id)
 *   index, filtered. When it finds the candidates among them, they are the
 *   top matches of the whole catalogue; when it does not (words common apart
 *   but rare together), the first way runs instead, in the same statement
 *   (its one-time filter skips it otherwise). The cost of the common case no
 *   longer grows with the catalogue or the matches.
 */
function candidateIds(plan: SearchPlan, walkRows: number | null) {
  const all = sql`select p.id, p.popularity from product_search p where ${searchCondition(plan)}`;
  if (walkRows === null) return sql`${all} order by p.popularity desc, p.id desc limit ${SUGGESTION_CANDIDATES}`;
  return sql`with walk as materialized (
      select p.id, p.popularity from (
        select w.id, w.popularity, w.search_text from product_search w order by w.popularity desc, w.id desc limit ${walkRows}
      ) p where ${searchCondition(plan)} order by p.popularity desc, p.id desc limit ${SUGGESTION_CANDIDATES}
    )
    select w.id, w.popularity from walk w where (select count(*) from walk) = ${SUGGESTION_CANDIDATES}
    union all
    select f.id, f.popularity from (${all} and (select count(*) from walk) < ${SUGGESTION_CANDIDATES} order by p.popularity desc, p.id desc limit ${SUGGESTION_CANDIDATES}) f`;
}

/**
 * Products: the most popular matches are the candidates, so a two-letter
 * query matching half the catalogue ranks a few hundred rows, not all of
 * them. Among those: exact and prefix title matches first, then in stock
 * before sold out, then by relevance. The candidates' rows come from
 * product_search, the shown columns from products (a few primary-key reads).
 */
async function productSuggestions(db: Kysely<Database>, plan: SearchPlan, limit: number, walkRows: number | null, locale: Locale) {
  const { rows } = await sql<{ id: number; title: string; slug: string; brand: string; price_paise: number; price_varies: boolean; stock: number; photo: unknown; translations: unknown }>`
    select x.id, x.title, x.slug, b.name as brand, x.price_paise, x.price_varies, x.stock, ${firstPhotoColumn()} as photo, x.translations
    from (
      select p.id, p.brand_id, ${exactnessTier(plan)} as tier, p.in_stock, ${relevanceScore(plan)} as score, p.popularity
      from (${candidateIds(plan, walkRows)}) c
      join product_search p on p.id = c.id
      order by tier desc, p.in_stock desc, score desc, p.popularity desc, p.id desc
      limit ${limit}
    ) p
    join products x on x.id = p.id
    join brands b on b.id = p.brand_id
    order by p.tier desc, p.in_stock desc, p.score desc, p.popularity desc, p.id desc`.execute(db);
  return rows.map((row) => {
    const { title } = productText(row, locale);
    return {
      id: row.id,
      title,
      slug: row.slug,
      brand: row.brand,
      image: productCardImage({ id: row.id, title }, readFirstPhoto(row.photo)),
      price: row.price_paise,
      price_varies: row.price_varies,
      in_stock: row.stock > 0,
    };
  });
}

/**
 * Top-level categories (matched by their own title, slug or a sub-category's
 * title: "ssd" suggests Storage) and brands that have products, in one query
 * over the two small tables.
 */
async function nameSuggestions(db: Kysely<Database>, plan: SearchPlan, locale: Locale) {
  const categories = db
    .selectFrom('categories as c')
    .where('c.parent_id', 'is', null)
    .select([
      sql<string>`'category'`.as('kind'),
      'c.id',
      'c.title as name',
      'c.slug',
      'c.translations',
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
    .select([
      sql<string>`'brand'`.as('kind'),
      'b.id',
      'b.name',
      'b.slug',
      sql<unknown>`'{}'::jsonb`.as('translations'),
      nameScore(plan, sql`lower(b.name)`).as('score'),
      sql<number>`0`.as('position'),
    ]);
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
      .map((row) => ({ id: row.id, title: categoryTitle({ title: row.name, translations: row.translations }, locale), slug: row.slug }));
  return {
    categories: pick('category'),
    brands: pick('brand').map(({ title, slug }) => ({ name: title, slug })),
  };
}

export interface SuggestOptions {
  /** Tests: walk this many of the most popular products first whatever the counts say (walksFirst). */
  walkRows?: number;
  /** The language of the shown titles; English when absent. */
  locale?: Locale;
}

/**
 * GET website/catalog/search/suggestions: called while the shopper types, so few and indexed queries.
 * The words match the English (search_text holds the English title, brand and category words, which
 * Hindi shoppers type too: brand and model names stay Latin); what is shown is in `locale`.
 */
export async function suggest(db: Kysely<Database>, q: string, limit: number, options: SuggestOptions = {}): Promise<Suggestions> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const terms = searchTerms(q);
  if (!terms) return { query: q, products: [], categories: [], brands: [] };
  return withSearch(db, terms, async (conn, plan) => {
    const walkRows = options.walkRows ?? (walksFirst(plan) ? SUGGESTION_WALK_ROWS : null);
    const [products, names] = await Promise.all([productSuggestions(conn, plan, limit, walkRows, locale), nameSuggestions(conn, plan, locale)]);
    return { query: q, products, ...names };
  });
}
