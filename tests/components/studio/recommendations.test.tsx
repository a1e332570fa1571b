import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categoryTreeSchema, productSummarySchema, type ProductSummary } from '../../../schemas/api/catalog';
import { recommendationPaths, ruleListUpdateSchema, type RecommendationRule, type RuleTarget } from '../../../schemas/api/recommendations';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));

afterEach(() => vi.unstubAllGlobals());

const image = (id: number) => ({ url: `/media/catalog/product-${id}-1.svg`, alt: '', width: 800, height: 800 });
const category = (id: number, slug: string, title: string, subs: [number, string, string][]) => ({
  id,
  title,
  slug,
  kind: slug,
  description: title,
  image: image(id),
  product_count: 20,
  sub_categories: subs.map(([subId, subSlug, subTitle]) => ({ id: subId, slug: subSlug, title: subTitle, product_count: 5 })),
});
const CATEGORIES = categoryTreeSchema.parse([
  category(1, 'laptops', 'Laptops', [[15, 'gaming-laptops', 'Gaming laptops']]),
  category(8, 'keyboards-mice', 'Keyboards & mice', [[37, 'mice', 'Mice']]),
  category(11, 'audio', 'Audio', [[46, 'headphones', 'Headphones']]),
  category(14, 'accessories', 'Accessories', [
    [59, 'laptop-bags', 'Laptop bags & sleeves'],
    [60, 'straps-charms-cases', 'Straps, charms & cases'],
  ]),
]);

const product = (id: number, title: string, price: number): ProductSummary =>
  productSummarySchema.parse({
    id,
    title,
    slug: `p-${id}`,
    brand: 'Brand',
    category_id: 1,
    image: image(id),
    price,
    mrp: price * 2,
    discount_percent: 50,
    rating_average: 4,
    rating_count: 3,
    in_stock: true,
    price_varies: false,
    has_variants: false,
    flags: { best_seller: false, hot_deal: false, new_arrival: false },
  });
/** What each target holds, for the live sample. */
const SHELF: Record<number, ProductSummary> = {
  59: product(501, 'HP Prelude Pro 15.6" Laptop Backpack', 2_499_00),
  37: product(502, 'Logitech MX Master 3S', 9_995_00),
  46: product(503, 'Sony WH-1000XM5', 29_990_00),
};
const target = (id: number): RuleTarget => {
  const top = CATEGORIES.find((c) => c.id === id);
  if (top) return { category_id: id, title: top.title, parent_title: null, product_count: top.product_count };
  const parent = CATEGORIES.find((c) => c.sub_categories.some((s) => s.id === id));
  const sub = parent?.sub_categories.find((s) => s.id === id);
  return { category_id: id, title: sub?.title ?? '?', parent_title: parent?.title ?? null, product_count: sub?.product_count ?? 0 };
};

/** The rules API as the server answers it, kept in memory, behind the fake studio server. */
function rulesApi(options: { conflictOnSave?: boolean } = {}) {
  const rules: RecommendationRule[] = [
    { category_id: 1, title: 'Laptops', targets: [target(59), target(37)], revision: 3, updated_by: 'demo shop', updated_at: '2026-11-20T10:30:00.000Z' },
    { category_id: 14, title: 'Accessories', targets: [], revision: 0, updated_by: null, updated_at: null },
  ];
  const saves: unknown[] = [];
  const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const handle = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response | null> => {
    const url = new URL(String(input), 'http://studio.test');
    const path = url.pathname.replace(/^\/api\//, '');
    if (path === 'website/catalog/categories') return reply(200, { status: true, message: '', data: CATEGORIES });
    if (path === recommendationPaths.studioPreview) {
      const ids = (url.searchParams.get('target_ids') ?? '').split(',').filter(Boolean).map(Number);
      const example = product(400 + Number(url.searchParams.get('category_id')), 'ASUS TUF Gaming F15', 64_990_00);
      return reply(200, { status: true, message: '', data: { product: example, items: ids.flatMap((id) => SHELF[id] ?? []), basis: ids.length ? 'rule' : 'same-category' } });
    }
    if (path !== recommendationPaths.studioRules) return null;
    if ((init.method ?? 'GET') === 'GET') return reply(200, { status: true, message: '', data: rules });
    const body = ruleListUpdateSchema.parse(JSON.parse(String(init.body)));
    saves.push(body);
    if (options.conflictOnSave) return reply(409, { status: false, message: 'asha changed the Laptops rule since you opened it; reload to see their version, then make your change again' });
    for (const update of body.rules) {
      const rule = rules.find((r) => r.category_id === update.category_id);
      if (!rule) continue;
      rule.targets = update.target_ids.map(target);
      rule.revision += 1;
      rule.updated_by = 'merchant';
    }
    return reply(200, { status: true, message: 'Saved', data: rules });
  };
  return { rules, saves, handle };
}

/** The studio on the screen, by its address or (from the modules editor) by its navigation link. */
async function openScreen(options: { conflictOnSave?: boolean; viaNav?: boolean } = {}) {
  const studio = renderStudio({ key: options.viaNav ? 'modules' : 'recommendations' });
  const api = rulesApi(options);
  const inner = studio.server.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => (await api.handle(input, init)) ?? inner(input, init));
  if (options.viaNav) await studio.user.click(await screen.findByRole('link', { name: 'Recommendations' }));
  await screen.findByRole('heading', { level: 1, name: 'Recommendations' });
  return { ...studio, api };
}

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

const targetNames = () =>
  within(screen.getByRole('list', { name: 'Targets of Laptops, in order' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span > span')?.textContent);

describe('the recommendations screen', () => {
  it('is reached from the navigation and lists every category with its rule and a live sample', async () => {
    await openScreen({ viaNav: true });
    expect(window.location.search).toBe('?key=recommendations');
    expect(screen.getByRole('link', { name: 'Recommendations' })).toHaveAttribute('aria-current', 'page');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: /Laptops.*Laptop bags & sleeves, Mice/ })).toHaveAttribute('aria-current', 'true');
    expect(within(categories).getByRole('button', { name: /Accessories.*No rule: shows more of its own products/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Laptops recommends' })).toBeInTheDocument();
    expect(targetNames()).toEqual(['Laptop bags & sleeves', 'Mice']);
    const sample = await screen.findByRole('list', { name: 'Recommended products' });
    expect(within(sample).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'HP Prelude Pro 15.6" Laptop Backpack₹2,499.00',
      'Logitech MX Master 3S₹9,995.00',
    ]);
  }, SLOW);

  it('adds, reorders and removes targets with the pickers, updates the sample before saving, then saves with the revision it read', async () => {
    const { user, api } = await openScreen();
    const save = screen.getByRole('button', { name: 'Save Laptops rule' });
    expect(save).toBeDisabled();

    const picker = await screen.findByRole('combobox', { name: 'Add a target' });
    // Never the category itself; its sub-categories and every other category's are offered, grouped.
    const offered = within(picker).getAllByRole('option').map((o) => o.textContent);
    expect(offered).not.toContain('All of Laptops (20)');
    expect(offered).toEqual(expect.arrayContaining(['Gaming laptops (5)', 'Headphones (5)', 'All of Audio (20)', 'Straps, charms & cases (5)']));
    expect(offered).not.toContain('Laptop bags & sleeves (5)');
    await user.selectOptions(picker, '46');
    expect(targetNames()).toEqual(['Laptop bags & sleeves', 'Mice', 'Headphones']);
    await user.click(screen.getByRole('button', { name: 'Move Headphones (Audio) up' }));
    expect(targetNames()).toEqual(['Laptop bags & sleeves', 'Headphones', 'Mice']);
    await user.click(screen.getByRole('button', { name: 'Remove Laptop bags & sleeves (Accessories)' }));
    expect(targetNames()).toEqual(['Headphones', 'Mice']);
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name: /Laptops.*Unsaved/ })).toBeInTheDocument();

    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Recommended products' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Sony WH-1000XM5₹29,990.00',
        'Logitech MX Master 3S₹9,995.00',
      ]),
    );

    await user.click(save);
    expect(await screen.findByText('Saved: Laptops recommends Headphones, Mice')).toBeInTheDocument();
    expect(api.saves).toEqual([{ rules: [{ category_id: 1, target_ids: [46, 37], revision: 3 }] }]);
    expect(screen.getByRole('button', { name: 'Save Laptops rule' })).toBeDisabled();
    expect(screen.getByText(/Last changed by merchant/)).toBeInTheDocument();
  }, SLOW);

  it('keeps the edit and says who got there first when someone else saved the rule meanwhile', async () => {
    const { user } = await openScreen({ conflictOnSave: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Mice (Keyboards & mice)' }));
    await user.click(screen.getByRole('button', { name: 'Save Laptops rule' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('asha changed the Laptops rule since you opened it');
    expect(targetNames()).toEqual(['Laptop bags & sleeves']);
    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(targetNames()).toEqual(['Laptop bags & sleeves', 'Mice']));
  }, SLOW);
});
