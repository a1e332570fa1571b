import type { Category, Collection } from '../../../schemas/api/catalog';
import {
  categoryCreateSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
  collectionCreateSchema,
  collectionMembersUpdateSchema,
  collectionOrderSchema,
  collectionUpdateSchema,
  slugOrTitle,
  type CategoryCreate,
  type CategoryDeskNode,
  type CategoryDeskRow,
  type CollectionCreate,
  type CollectionDeskRow,
  type CollectionMember,
} from '../../../schemas/api/collection-desk';
import type { ProductDeskRow } from '../../../schemas/api/product-desk';
import { fixtureCategories, fixtureCollections } from '../../../stories/support/catalog-fixtures';

interface Problem {
  index: number;
  field: string;
  message: string;
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = 'OK') => reply(200, { status: true, message, data });
const fail = (status: number, message: string, problems?: Problem[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });
type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
const invalid = (issues: Issues) => fail(400, 'Some fields need another look', issues.map((i) => ({ index: -1, field: i.path.map(String).join('.'), message: i.message })));

/** The body as the server's schema reads it, handed on; the server's 400 naming each field when it does not read. */
function checked<T>(schema: { safeParse: (body: unknown) => { success: true; data: T } | { success: false; error: { issues: Issues } } }, body: unknown, then: (input: T) => Response): Response {
  const result = schema.safeParse(body);
  return result.success ? then(result.data) : invalid(result.error.issues);
}
const created = (noun: string, row: { title: string }) => reply(201, { status: true, message: `Created the ${noun} ${row.title}`, data: row });

type SluggedTable = 'categories' | 'collections';
const NOUN: Record<SluggedTable, string> = { categories: 'category', collections: 'collection' };

/** Positions 0, 1, 2… in the order given, for the rows the test names. */
function reposition(rows: readonly { id: number; position: number }[], ids: readonly number[]): void {
  ids.forEach((id, position) => {
    const row = rows.find((r) => r.id === id);
    if (row) row.position = position;
  });
}

const product = (id: number, title: string, brand: string, category: string, rupees: number, stock: number): ProductDeskRow => ({
  id,
  title,
  slug: `p-${id}`,
  brand,
  category,
  price_paise: rupees * 100,
  mrp_paise: rupees * 120,
  stock,
  variant_count: 0,
  thumbnail: `/media/catalog/product-${id}-1.svg`,
  // The logitech mouse has its Hindi; the others are still English only.
  missing_translations: id === 103 ? [] : ['hi-IN'],
  revision: 1,
  updated_at: '2026-11-20T10:30:00.000Z',
});

/** The products the desks' finder searches; the product desk's table (fake-product-desk.ts) answers the search. */
export const DESK_PRODUCTS: readonly ProductDeskRow[] = [
  product(101, 'ASUS ROG Strix G16', 'ASUS', 'Laptops', 1_34_990, 6),
  product(102, 'MSI Katana 15', 'MSI', 'Laptops', 89_990, 3),
  product(103, 'Logitech G502 X mouse', 'Logitech', 'Keyboards & mice', 5_995, 40),
  product(104, 'Razer DeathAdder V3 mouse', 'Razer', 'Keyboards & mice', 7_499, 0),
  product(105, 'HyperX Cloud III headset', 'HyperX', 'Audio', 8_990, 12),
];

/**
 * The collections and categories desk at the network boundary: the studio's
 * admin/studio/categories and …/collections, kept in memory and checked with
 * the shared schemas as the server checks them. The storefront's category and
 * collection reads answer from the same state, so a collection made here is
 * listed by the layout editor's pickers.
 */
export class FakeCollectionDesk {
  categories: CategoryDeskRow[] = fixtureCategories.flatMap((c, i) => [
    { id: c.id, parent_id: null, title: c.title, slug: c.slug, kind: c.kind, description: c.description, position: i, return_days: 7, product_count: c.product_count, translations: {} },
    ...c.sub_categories.map((s, j) => ({
      id: s.id,
      parent_id: c.id,
      title: s.title,
      slug: s.slug,
      kind: c.kind,
      description: '',
      position: j,
      return_days: 7,
      product_count: s.product_count,
      translations: {},
    })),
  ]);
  collections: CollectionDeskRow[] = fixtureCollections.map((c, i) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    tagline: c.tagline,
    description: c.description,
    tone: c.tone,
    kind: 'accessories',
    position: i,
    product_count: c.product_count,
  }));
  /** Collections whose list a test set; the others keep the fixture's count and list nothing here. */
  members = new Map<number, number[]>([[1, [101, 102, 103]]]);
  private nextId = 500;

  tree(): CategoryDeskNode[] {
    const byPosition = (a: CategoryDeskRow, b: CategoryDeskRow) => a.position - b.position || a.id - b.id;
    return this.categories
      .filter((c) => c.parent_id === null)
      .sort(byPosition)
      .map((c) => ({ ...c, sub_categories: this.categories.filter((s) => s.parent_id === c.id).sort(byPosition) }));
  }

  /** The row with the count of the list a test set, if it set one. */
  private counted(row: CollectionDeskRow): CollectionDeskRow {
    return { ...row, product_count: this.members.get(row.id)?.length ?? row.product_count };
  }

  private collectionList(): CollectionDeskRow[] {
    return [...this.collections].sort((a, b) => a.position - b.position || a.id - b.id).map((c) => this.counted(c));
  }

  /** GET website/catalog/categories from the desk's state. */
  storefrontCategories(): Category[] {
    return this.tree().map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      kind: c.kind,
      description: c.description,
      image: fixtureCategories.find((f) => f.id === c.id)?.image ?? { url: `/media/catalog/category-${c.slug}.svg`, alt: c.title, width: 480, height: 480 },
      product_count: c.product_count,
      sub_categories: c.sub_categories.map((s) => ({ id: s.id, title: s.title, slug: s.slug, product_count: s.product_count })),
    }));
  }

  /** GET website/catalog/collections from the desk's state. */
  storefrontCollections(): Collection[] {
    return this.collectionList().map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      tagline: c.tagline,
      description: c.description,
      tone: c.tone,
      image: fixtureCollections.find((f) => f.id === c.id)?.image ?? { url: `/media/catalog/collection-${c.slug}.svg`, alt: c.title, width: 480, height: 480 },
      product_count: c.product_count,
    }));
  }

  private memberRows(id: number): CollectionMember[] {
    return (this.members.get(id) ?? []).flatMap((pid) => {
      const p = DESK_PRODUCTS.find((row) => row.id === pid);
      return p ? [{ id: p.id, title: p.title, brand: p.brand, category: p.category, price_paise: p.price_paise, stock: p.stock, thumbnail: p.thumbnail }] : [];
    });
  }

  /** The slug a save stores (the one given, else one made from the title), or the server's 409 when another row holds it. */
  private claimSlug(table: SluggedTable, given: string | undefined, title: string, selfId: number | null): string | Response {
    const slug = slugOrTitle(given, title);
    const holder = (table === 'categories' ? this.categories : this.collections).find((row) => row.slug === slug && row.id !== selfId);
    if (!holder) return slug;
    const message = given
      ? `The slug "${slug}" is taken by the ${NOUN[table]} ${holder.title}`
      : `The slug "${slug}", made from the title, is taken by the ${NOUN[table]} ${holder.title}; give another slug`;
    return fail(409, message, [{ index: -1, field: 'slug', message }]);
  }

  /** A PATCH applied to the row, its slug claimed as the server claims it; the refusal when it cannot be. */
  private patch(table: SluggedTable, row: CategoryDeskRow | CollectionDeskRow, fields: { title?: string; slug?: string }): Response | null {
    const title = fields.title ?? row.title;
    const slug = fields.slug === undefined ? row.slug : this.claimSlug(table, fields.slug, title, row.id);
    if (slug instanceof Response) return slug;
    Object.assign(row, { ...fields, title, slug });
    return null;
  }

  /** An answer for the desk's paths; null for any other path. */
  route(method: string, path: string, body: unknown): Response | null {
    if (path === 'admin/studio/categories') return method === 'GET' ? ok(this.tree()) : checked(categoryCreateSchema, body, (input) => this.createCategory(input));
    if (path === 'admin/studio/categories/order' && method === 'PUT') {
      return checked(categoryOrderSchema, body, (order) => {
        reposition(
          this.categories.filter((c) => c.parent_id === order.parent_id),
          order.ids,
        );
        return ok(this.tree());
      });
    }
    const category = /^admin\/studio\/categories\/(\d+)$/.exec(path);
    if (category) return this.changeCategory(method, Number(category[1]), body);
    if (path === 'admin/studio/collections') return method === 'GET' ? ok(this.collectionList()) : checked(collectionCreateSchema, body, (input) => this.createCollection(input));
    if (path === 'admin/studio/collections/order' && method === 'PUT') {
      return checked(collectionOrderSchema, body, (order) => {
        reposition(this.collections, order.ids);
        return ok(this.collectionList());
      });
    }
    const collection = /^admin\/studio\/collections\/(\d+)(\/products)?$/.exec(path);
    if (collection?.[2]) return this.membersOf(method, Number(collection[1]), body);
    if (collection) return this.changeCollection(method, Number(collection[1]), body);
    return null;
  }

  private createCategory(input: CategoryCreate): Response {
    const slug = this.claimSlug('categories', input.slug, input.title, null);
    if (slug instanceof Response) return slug;
    const parentId = input.parent_id ?? null;
    const parent = this.categories.find((c) => c.id === parentId);
    const level = this.categories.filter((c) => c.parent_id === parentId);
    const row: CategoryDeskRow = {
      id: this.nextId++,
      parent_id: parentId,
      title: input.title,
      slug,
      kind: parent?.kind ?? input.kind ?? 'accessories',
      description: input.description ?? '',
      position: level.length,
      return_days: input.return_days ?? 7,
      product_count: 0,
      translations: input.translations ?? {},
    };
    this.categories.push(row);
    return created('category', row);
  }

  /** PATCH or DELETE admin/studio/categories/{id}: a category with products is not deleted; its sub-categories go with it. */
  private changeCategory(method: string, id: number, body: unknown): Response {
    const row = this.categories.find((c) => c.id === id);
    if (!row) return fail(404, `There is no category ${id}`);
    if (method !== 'DELETE') return checked(categoryUpdateSchema, body, (patch) => this.patch('categories', row, patch) ?? ok(row));
    if (row.product_count > 0) return fail(409, `${row.title} holds ${row.product_count} products; move them to another category before deleting it`);
    this.categories = this.categories.filter((c) => c.id !== id && c.parent_id !== id);
    return ok({ id });
  }

  private createCollection(input: CollectionCreate): Response {
    const slug = this.claimSlug('collections', input.slug, input.title, null);
    if (slug instanceof Response) return slug;
    const row: CollectionDeskRow = {
      id: this.nextId++,
      slug,
      title: input.title,
      tagline: input.tagline ?? '',
      description: input.description ?? '',
      tone: input.tone ?? 'soft',
      kind: input.kind,
      position: this.collections.length,
      product_count: 0,
    };
    this.collections.push(row);
    return created('collection', row);
  }

  /** PATCH or DELETE admin/studio/collections/{id}: its list goes with it. */
  private changeCollection(method: string, id: number, body: unknown): Response {
    const row = this.collections.find((c) => c.id === id);
    if (!row) return fail(404, `There is no collection ${id}`);
    if (method !== 'DELETE') return checked(collectionUpdateSchema, body, (patch) => this.patch('collections', row, patch) ?? ok(this.counted(row)));
    this.collections = this.collections.filter((c) => c.id !== id);
    this.members.delete(id);
    return ok({ id });
  }

  private membersOf(method: string, id: number, body: unknown): Response {
    const collection = this.collections.find((c) => c.id === id);
    if (!collection) return fail(404, `There is no collection ${id}`);
    const answer = () => ok({ collection: this.counted(collection), products: this.memberRows(id) });
    if (method !== 'PUT') return answer();
    return checked(collectionMembersUpdateSchema, body, (update) => {
      this.members.set(id, update.product_ids);
      return answer();
    });
  }
}
