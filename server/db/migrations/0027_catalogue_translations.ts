import { sql, type Kysely } from 'kysely';

/*
 * Catalogue text in other languages (issue 22): products' titles and
 * descriptions and categories' titles, per locale, beside the English
 * (schemas/api/catalog-translations.ts). '{}' is "nothing translated", so
 * every existing row reads as its English. Variants get none: their labels
 * are capacities, colours and model numbers, shown as written in every language.
 */
const TABLES = ['products', 'categories'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('translations', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('translations').execute();
}
