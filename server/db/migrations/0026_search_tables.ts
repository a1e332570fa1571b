import { sql, type Kysely } from 'kysely';

/*
 * Search at 1,00,000 products (issue 21 §4). Two tables kept by triggers on
 * products, so every write path (the seed, the product desk, CSV imports,
 * the collection desk's category words, the variant triggers' stock and
 * prices) keeps them without knowing of them:
 *
 * - search_words: every distinct word of products.search_text (split on the
 *   single spaces searchText() leaves) and how many products hold it. A
 *   query word occurs somewhere in the catalogue exactly when it is a
 *   substring of one of these words (query words hold no space), so search
 *   decides "word or typo?" on about 7,000 short rows instead of probing
 *   every product (a probe for "mous" read half the catalogue to find the
 *   first mouse: 60 ms), and the counts bound how many products a word can
 *   match.
 *
 * - product_search: a narrow copy of each product's searchable, filterable
 *   and sortable columns (about 200 bytes a row against 1.3 kB in products),
 *   with its own trigram index. Search listings, their facets and suggestion
 *   candidates read it: rechecking 8,500 matches of "rtx 40" costs 9 ms here
 *   and 68 ms on products, whose wide rows put about six to a page. The
 *   (popularity, id) index lets suggestions walk the most popular products
 *   first and stop.
 *
 * Statement-level triggers with transition tables: a bulk insert or delete
 * (the seed's 1,000-row statements) is one set-based write, and an update
 * touches product_search only for rows whose copied columns changed, so a
 * stock change that keeps a product in stock writes nothing here.
 */

/** Copied from products, same names, so a listing can read either table. */
const COLUMNS = [
  'id',
  'search_text',
  'brand_id',
  'category_id',
  'sub_category_id',
  'price_paise',
  'discount_percent',
  'in_stock',
  'popularity',
  'is_best_seller',
  'is_hot_deal',
  'is_new_arrival',
  'created_at',
] as const;

/*
 * And title_lower, lower(title): search ranks titles by LIKE tests on it, and
 * lower() of every match's title was a third of a search listing's ranking.
 */
const columnList = sql.join([...COLUMNS.map((c) => sql.id(c)), sql`title_lower`]);
const fromRows = (alias: string) => sql.join([...COLUMNS.map((c) => sql`${sql.id(alias)}.${sql.id(c)}`), sql`lower(${sql.id(alias)}.title)`]);
const updates = sql.join([...COLUMNS.filter((c) => c !== 'id').map((c) => sql`${sql.id(c)} = n.${sql.id(c)}`), sql`title_lower = lower(n.title)`]);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (word text primary key, products integer not null)`.execute(db);
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create table product_search (
      id integer primary key,
      search_text text not null,
      brand_id integer not null,
      category_id integer not null,
      sub_category_id integer,
      price_paise integer not null,
      discount_percent integer,
      in_stock boolean not null,
      popularity integer not null,
      is_best_seller boolean not null,
      is_hot_deal boolean not null,
      is_new_arrival boolean not null,
      created_at timestamptz not null,
      title_lower text not null
    )
  `.execute(db);
  await sql`create index product_search_trgm on product_search using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index product_search_popularity on product_search (popularity, id)`.execute(db);

  /*
   * Adds one to a word's count for each text in added holding it, takes one
   * for each in removed, and drops words no product holds any more. Words in
   * one order, so two writers lock shared words in the same order.
   */
  await sql`
    create function search_words_shift(added text[], removed text[]) returns void language plpgsql as $$
    declare
      emptied text[];
    begin
      with tokens as (
        select w, 1 as n from (select distinct t.i, w from unnest(added) with ordinality t(txt, i), unnest(string_to_array(t.txt, ' ')) w) a
        union all
        select w, -1 from (select distinct t.i, w from unnest(removed) with ordinality t(txt, i), unnest(string_to_array(t.txt, ' ')) w) r
      ), delta as (
        select w, sum(n)::int as n from tokens where w <> '' group by w having sum(n) <> 0
      ), applied as (
        insert into search_words as s (word, products) select w, n from delta order by w
        on conflict (word) do update set products = s.products + excluded.products
        returning s.word, s.products
      )
      select array_agg(word) into emptied from applied where products <= 0;
      if emptied is not null then
        delete from search_words where word = any(emptied) and products <= 0;
      end if;
    end
    $$
  `.execute(db);

  await sql`
    create function product_search_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into product_search (${columnList}) select ${fromRows('n')} from new_products n;
        perform search_words_shift(array(select search_text from new_products), '{}');
      elsif tg_op = 'DELETE' then
        delete from product_search s using old_products o where s.id = o.id;
        perform search_words_shift('{}', array(select search_text from old_products));
      elsif tg_op = 'UPDATE' then
        update product_search s set ${updates}
        from new_products n join old_products o on o.id = n.id
        where s.id = n.id and (${fromRows('n')}) is distinct from (${fromRows('o')});
        perform search_words_shift(
          array(select n.search_text from new_products n join old_products o on o.id = n.id where n.search_text is distinct from o.search_text),
          array(select o.search_text from new_products n join old_products o on o.id = n.id where n.search_text is distinct from o.search_text));
      else
        delete from product_search;
        delete from search_words;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger product_search_insert after insert on products referencing new table as new_products for each statement execute function product_search_sync()`.execute(db);
  await sql`create trigger product_search_update after update on products referencing old table as old_products new table as new_products for each statement execute function product_search_sync()`.execute(db);
  await sql`create trigger product_search_delete after delete on products referencing old table as old_products for each statement execute function product_search_sync()`.execute(db);
  await sql`create trigger product_search_truncate after truncate on products for each statement execute function product_search_sync()`.execute(db);

  await sql`insert into product_search (${columnList}) select ${fromRows('p')} from products p`.execute(db);
  await sql`select search_words_shift(array(select search_text from products), '{}')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['product_search_insert', 'product_search_update', 'product_search_delete', 'product_search_truncate']) {
    await sql`drop trigger ${sql.id(trigger)} on products`.execute(db);
  }
  await sql`drop function product_search_sync()`.execute(db);
  await sql`drop function search_words_shift(text[], text[])`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`drop table search_words`.execute(db);
}
