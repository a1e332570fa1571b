import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/types';

/*
 * Search matches products.search_text (title, brand and category words,
 * lower-cased) word by word, and a product must match every word. A word that
 * appears somewhere in the catalogue must appear in the product as a
 * substring, so typing "lap" already finds laptops. A word that appears
 * nowhere is taken for a typo: corrected to a close brand or category word
 * ("lenvo" → lenovo, "samsng" → samsung), or else matched by trigram
 * similarity. Deciding this per word before the main query keeps that query a
 * plain AND of index conditions: the GIN trigram index on search_text serves
 * both LIKE and `<<%`. The SQL is the same on PGlite and PostgreSQL.
 *
 * Whether a word occurs, and in how many products at most, is read from
 * search_words (migration 0026: every distinct word of search_text with its
 * product count): a query word holds no space, so it is a substring of some
 * product's text exactly when it is a substring of one of its words. Matching
 * runs on product_search, the narrow copy of products' searchable columns.
 * Both texts are lower-cased by searchText() and searchTerms(), so LIKE
 * matches what ILIKE did, at a third of the cost per row.
 */

/**
 * How close a typo must be to a brand or category word (pg_trgm similarity):
 * lenvo → lenovo 0.44, samsng → samsung 0.5, moniter → monitors 0.42,
 * lptop → laptop 0.44. The word may also differ in length by at most
 * MAX_LENGTH_GAP, or "thinkpd" would be taken for "thin" (0.44).
 */
export const TYPO_THRESHOLD = 0.4;
const MAX_LENGTH_GAP = 2;
/**
 * How close a typo must be to a whole word of a product's text
 * (strict_word_similarity, which unlike word_similarity does not score a
 * fragment of a word): thinkpd → thinkpad 0.55, ideapd → ideapad 0.5, but
 * thinkpd → thin only 0.44.
 */
export const ROW_TYPO_THRESHOLD = 0.5;
const MAX_WORDS = 12;

export interface SearchTerms {
  words: string[];
}

export interface SearchWord {
  /** As typed, or the brand or category word a typo was taken for. */
  text: string;
  /** False when no product contains it: matched by similarity. */
  literal: boolean;
  /**
   * At most this many products contain it (the product counts of the
   * catalogue's words holding it, summed); null when not known: a typo, or
   * the word a typo was corrected to.
   */
  matches: number | null;
}

export interface SearchPlan {
  /** The words joined by single spaces. */
  phrase: string;
  words: SearchWord[];
  /** The planner's estimate of the catalogue's size (pg_class.reltuples of product_search); 0 when unknown. */
  catalogue: number;
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Lower-cased words without edge punctuation; null when nothing searchable is left (e.g. "!!"). */
export function searchTerms(q: string): SearchTerms | null {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word !== '');
  const unique = [...new Set(words)].slice(0, MAX_WORDS);
  if (unique.length === 0) return null;
  return { words: unique };
}

/** LIKE treats % and _ as wildcards and \ as the escape; the user's text means itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const contains = (text: string) => `%${escapeLike(text)}%`;

/*
 * Brand and category names are the words shoppers misspell most ("lenvo",
 * "samsng", "moniter"). A typo close to one of them is replaced by it, which
 * is exact and fast; only other typos fall back to matching every product by
 * similarity.
 */
/*
 * unnest(regexp_split_to_array(…)), not regexp_split_to_table: the planner
 * guesses 1,000 rows per call of the latter, 60,000 in all for the categories,
 * and launched parallel workers for a hundred words, which cost 65 to 90 ms
 * of every search and suggestion on PostgreSQL (bench:load's finding).
 */
const VOCABULARY = sql`vocabulary as (
  select distinct word from (
    select unnest(regexp_split_to_array(lower(name), '[^a-z0-9]+')) as word from brands
    union all
    select unnest(regexp_split_to_array(lower(title), '[^a-z0-9]+')) from categories
  ) words where length(word) >= 3
)`;

/**
 * One query: per word, how many products at most hold it (from the
 * catalogue's words, about 7,000 rows whatever the number of products; null
 * when it occurs nowhere), and else the closest brand or category word; and
 * the catalogue's estimated size.
 */
export async function planSearch(db: Kysely<Database>, terms: SearchTerms): Promise<SearchPlan> {
  const probes = terms.words.map(
    (word, index) => sql`select ${index}::int as index,
      (select sum(x.products)::int from search_words x where x.word like ${contains(word)}) as matches,
      (select v.word from vocabulary v
        where similarity(v.word, ${word}) >= ${TYPO_THRESHOLD} and abs(length(v.word) - ${word.length}) <= ${MAX_LENGTH_GAP}
        order by similarity(v.word, ${word}) desc, v.word limit 1) as correction,
      (select greatest(c.reltuples, 0)::float8 from pg_class c where c.oid = 'product_search'::regclass) as catalogue`,
  );
  const { rows } = await sql<{ index: number; matches: number | null; correction: string | null; catalogue: number | null }>`with ${VOCABULARY} ${sql.join(probes, sql` union all `)}`.execute(db);
  const byIndex = new Map(rows.map((row) => [row.index, row]));
  const words = terms.words.map((text, index): SearchWord => {
    const probe = byIndex.get(index);
    if (probe && probe.matches !== null) return { text, literal: true, matches: Number(probe.matches) };
    return probe?.correction ? { text: probe.correction, literal: true, matches: null } : { text, literal: false, matches: null };
  });
  return { phrase: words.map((word) => word.text).join(' '), words, catalogue: Number(rows[0]?.catalogue ?? 0) };
}

function wordMatches(word: SearchWord): RawBuilder<SqlBool> {
  return word.literal ? sql<SqlBool>`p.search_text like ${contains(word.text)}` : sql<SqlBool>`${word.text} <<% p.search_text`;
}

/** True for products matching every word. */
export function searchCondition(plan: SearchPlan): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(plan.words.map(wordMatches), sql` and `)})`;
}

/**
 * 2 for a title that is the query's words in order (punctuation between them
 * aside: "asus tuf gaming f15" is "ASUS TUF Gaming F15"), 1 for a title
 * starting with them or text containing the phrase, else 0. LIKE only: this
 * runs on every match before the sort. On product_search (p), whose
 * title_lower is lower(title).
 */
export function exactnessTier(plan: SearchPlan): RawBuilder<number> {
  const inOrder = plan.words.map((word) => escapeLike(word.text)).join('%');
  return sql<number>`(case when p.title_lower like ${inOrder} then 2 when p.title_lower like ${`${inOrder}%`} or p.search_text like ${contains(plan.phrase)} then 1 else 0 end)`;
}

/**
 * Higher is better: exact and prefix title matches first; then, per word, 1
 * for a word of the text starting with it, 0.5 for a match inside a word, or
 * the similarity of a typo. Only LIKE tests and, for typos, one similarity
 * call per row, so ranking thousands of matches stays cheap; in float8, not
 * numeric, which cost a tenth of a search listing.
 */
export function relevanceScore(plan: SearchPlan): RawBuilder<number> {
  const perWord = plan.words.map((word) =>
    word.literal
      ? sql`(case when (' ' || p.search_text) like ${`% ${escapeLike(word.text)}%`} then 1.0::float8 else 0.5::float8 end)`
      : sql`strict_word_similarity(${word.text}, p.search_text)::float8`,
  );
  return sql<number>`(${exactnessTier(plan)} * 4 + (${sql.join(perWord, sql` + `)}) / ${sql.lit(plan.words.length)})`;
}

/**
 * Plans the search and runs `run` with the plan. The `<<%` operator reads its
 * threshold from a setting; SET LOCAL scopes it to one transaction, so a
 * pooled PostgreSQL connection is left as it was. Without typos no
 * transaction is needed.
 */
export async function withSearch<T>(
  db: Kysely<Database>,
  terms: SearchTerms,
  run: (conn: Kysely<Database>, plan: SearchPlan) => Promise<T>,
): Promise<T> {
  const plan = await planSearch(db, terms);
  if (plan.words.every((word) => word.literal)) return run(db, plan);
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(ROW_TYPO_THRESHOLD)}, true)`.execute(tx);
    return run(tx, plan);
  });
}
