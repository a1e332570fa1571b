import { sql, type Kysely } from 'kysely';

/*
 * A product with variants is offered at the variant its page opens on
 * (schemas/api/opening-variant.ts: the cheapest in stock, else the cheapest;
 * ties in catalogue order). Cards, sorts and the price filter read the product
 * row, so the row must always hold that variant's price and MRP, the stock of
 * all variants together and whether the variants' prices differ. Whatever
 * writes variants (the seed, an order taking stock, a cancellation returning
 * it, the staff's catalogue desk) keeps it so through these triggers, not by
 * remembering to: one statement-level trigger per kind of write refreshes the
 * products the statement touched, once per statement, so a seed inserting a
 * thousand variants refreshes their products in one UPDATE.
 *
 * Listings rank what can be bought first (server/features/catalog/list-products.ts),
 * so products get a stored `in_stock` and indexes that lead with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('price_varies', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema
    .alterTable('products')
    .addColumn('in_stock', 'boolean', (c) => c.generatedAlwaysAs(sql`stock > 0`).stored())
    .execute();

  // The SQL twin of openingVariant(): keep the two orders the same.
  await sql`
    create function refresh_product_offers(product_ids integer[]) returns void language sql as $$
      update products p
      set price_paise = o.price_paise, mrp_paise = o.mrp_paise, stock = o.stock, price_varies = o.price_varies
      from (
        select
          v.product_id,
          (array_agg(v.price_paise order by v.stock > 0 desc, v.price_paise, v.position, v.id))[1] as price_paise,
          (array_agg(v.mrp_paise order by v.stock > 0 desc, v.price_paise, v.position, v.id))[1] as mrp_paise,
          sum(v.stock)::integer as stock,
          min(v.price_paise) <> max(v.price_paise) as price_varies
        from product_variants v
        where v.product_id = any(product_ids)
        group by v.product_id
      ) o
      where p.id = o.product_id
        and (p.price_paise, p.mrp_paise, p.stock, p.price_varies) is distinct from (o.price_paise, o.mrp_paise, o.stock, o.price_varies)
    $$
  `.execute(db);

  /*
   * A product whose last variant is deleted keeps the figures it had; giving
   * it a price of its own is the catalogue desk's job when it turns a product
   * back into one without variants.
   */
  await sql`
    create function product_variants_refresh_offers() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_product_offers(array(select distinct product_id from new_variants));
      elsif tg_op = 'DELETE' then
        perform refresh_product_offers(array(select distinct product_id from old_variants));
      else
        perform refresh_product_offers(array(select product_id from new_variants union select product_id from old_variants));
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger product_variants_offers_insert after insert on product_variants
    referencing new table as new_variants
    for each statement execute function product_variants_refresh_offers()
  `.execute(db);
  await sql`
    create trigger product_variants_offers_update after update on product_variants
    referencing old table as old_variants new table as new_variants
    for each statement execute function product_variants_refresh_offers()
  `.execute(db);
  await sql`
    create trigger product_variants_offers_delete after delete on product_variants
    referencing old table as old_variants
    for each statement execute function product_variants_refresh_offers()
  `.execute(db);

  // Catalogues seeded before this migration held the cheapest variant even when it was sold out.
  await sql`select refresh_product_offers(array(select distinct product_id from product_variants))`.execute(db);

  /*
   * The ranked sorts (popularity, which is also the default, and discount)
   * order by (in_stock desc, column desc, id desc): a backward scan of these.
   * The discount index replaces the one without stock; popularity keeps its
   * own, which search suggestions pick their candidates by.
   */
  await db.schema.createIndex('products_stock_popularity').on('products').columns(['in_stock', 'popularity', 'id']).execute();
  await db.schema.createIndex('products_stock_discount').on('products').columns(['in_stock', 'discount_percent', 'id']).execute();
  await db.schema.dropIndex('products_discount').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_discount').on('products').columns(['discount_percent', 'id']).execute();
  await db.schema.dropIndex('products_stock_discount').execute();
  await db.schema.dropIndex('products_stock_popularity').execute();
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`product_variants_offers_${event}`)} on product_variants`.execute(db);
  }
  await sql`drop function if exists product_variants_refresh_offers()`.execute(db);
  await sql`drop function if exists refresh_product_offers(integer[])`.execute(db);
  await db.schema.alterTable('products').dropColumn('in_stock').execute();
  await db.schema.alterTable('products').dropColumn('price_varies').execute();
}
