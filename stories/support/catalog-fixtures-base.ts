import * as z from 'zod/mini';
import {
  CATEGORY_KINDS,
  brandListSchema,
  categoryTreeSchema,
  collectionListSchema,
  productSummarySchema,
  type CategoryKind,
  type ProductFlags,
} from '../../schemas/api/catalog';
// The server's own drawings, so stories show the pictures the running shop serves at /media/catalog/.
import { productSvg } from '../../server/features/catalog/art/product';
import { categoryTileSvg, collectionTileSvg } from '../../server/features/catalog/art/tiles';
import { demoTheme } from '../../server/seed/demo-shop';

/**
 * The catalogue as the API would serve a slice of it: every category and
 * collection of the demo shop, its brands, and two dozen products. Each list
 * is parsed with the shared API schemas when this module loads, so a change in
 * the contract breaks the stories loudly instead of rendering odd data.
 */

export const PRODUCT_IMAGE = 800;
export const TILE_IMAGE = 480;

/** Storybook and jsdom serve no /media, so the pictures are inlined. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const categoryId = (kind: CategoryKind) => CATEGORY_KINDS.indexOf(kind) + 1;

// ------------------------------------------------------------------ categories

interface CategoryDraft {
  kind: CategoryKind;
  title: string;
  description: string;
  subs: [title: string, slug: string, count: number][];
}

const categoryDrafts: CategoryDraft[] = [
  { kind: 'laptops', title: 'Laptops', description: 'Gaming, thin-and-light and business laptops with Indian warranty.', subs: [['Gaming laptops', 'gaming-laptops', 38], ['Thin & light laptops', 'thin-light-laptops', 44], ['Business laptops', 'business-laptops', 27], ['2-in-1 laptops', 'two-in-one-laptops', 12]] },
  { kind: 'desktops', title: 'Desktops', description: 'Gaming PCs, all-in-ones and mini PCs, ready to plug in.', subs: [['Gaming PCs', 'gaming-pcs', 16], ['All-in-one PCs', 'all-in-one-pcs', 14], ['Mini PCs', 'mini-pcs', 9]] },
  { kind: 'monitors', title: 'Monitors', description: 'Gaming, office and 4K monitors from 22 to 49 inches.', subs: [['Gaming monitors', 'gaming-monitors', 31], ['Office monitors', 'office-monitors', 26], ['4K monitors', 'four-k-monitors', 15]] },
  { kind: 'processors', title: 'Processors', description: 'Intel Core and AMD Ryzen desktop processors.', subs: [['Intel processors', 'intel-processors', 22], ['AMD processors', 'amd-processors', 19]] },
  { kind: 'graphics-cards', title: 'Graphics cards', description: 'NVIDIA GeForce RTX and AMD Radeon graphics cards.', subs: [['NVIDIA GeForce', 'nvidia-geforce', 34], ['AMD Radeon', 'amd-radeon', 14]] },
  { kind: 'memory', title: 'RAM & memory', description: 'DDR4 and DDR5 memory for desktops and laptops.', subs: [['Desktop RAM', 'desktop-ram', 24], ['Laptop RAM', 'laptop-ram', 13]] },
  { kind: 'storage', title: 'Storage', description: 'NVMe and SATA SSDs, hard drives and pen drives.', subs: [['NVMe SSDs', 'nvme-ssds', 29], ['SATA SSDs', 'sata-ssds', 12], ['Hard drives', 'hard-drives', 15], ['Pen drives', 'pen-drives', 18]] },
  { kind: 'keyboards-mice', title: 'Keyboards & mice', description: 'Mechanical and wireless keyboards, gaming and office mice.', subs: [['Keyboards', 'keyboards', 27], ['Mice', 'mice', 31], ['Keyboard & mouse combos', 'keyboard-mouse-combos', 11]] },
  { kind: 'networking', title: 'Networking', description: 'Wi-Fi 6 and 7 routers, mesh systems and switches.', subs: [['Wi-Fi routers', 'wifi-routers', 21], ['Mesh Wi-Fi systems', 'mesh-wifi', 8], ['Network switches', 'network-switches', 10]] },
  { kind: 'mobiles', title: 'Mobiles', description: 'Android phones and iPhones with 5G.', subs: [['Android phones', 'android-phones', 46], ['iPhones', 'iphones', 9]] },
  { kind: 'audio', title: 'Audio', description: 'Headphones, earbuds and speakers.', subs: [['Headphones', 'headphones', 23], ['True wireless earbuds', 'tws-earbuds', 35], ['Speakers', 'speakers', 17]] },
  { kind: 'wearables', title: 'Wearables', description: 'Smartwatches and fitness bands.', subs: [['Smartwatches', 'smartwatches', 28], ['Fitness bands', 'fitness-bands', 7]] },
  { kind: 'cameras', title: 'Cameras', description: 'Mirrorless cameras, action cameras and webcams.', subs: [['Mirrorless cameras', 'mirrorless-cameras', 11], ['Action cameras', 'action-cameras', 6], ['Webcams', 'webcams', 14]] },
  { kind: 'accessories', title: 'Accessories', description: 'Laptop bags, chargers, cables and power banks.', subs: [['Laptop bags', 'laptop-bags', 19], ['Chargers & cables', 'chargers-cables', 42], ['Power banks', 'power-banks', 16]] },
];

/** Sub-categories share the categories table, so their ids follow the top level's 1–14. */
let nextSubId = CATEGORY_KINDS.length + 1;

export const fixtureCategories = categoryTreeSchema.parse(
  categoryDrafts.map((draft) => {
    const sub_categories = draft.subs.map(([title, slug, product_count]) => ({ id: nextSubId++, title, slug, product_count }));
    return {
      id: categoryId(draft.kind),
      title: draft.title,
      slug: draft.kind,
      kind: draft.kind,
      description: draft.description,
      image: {
        url: svgDataUrl(categoryTileSvg({ title: draft.title, kind: draft.kind, sub: '' })),
        alt: draft.title,
        width: TILE_IMAGE,
        height: TILE_IMAGE,
      },
      product_count: sub_categories.reduce((sum, sub) => sum + sub.product_count, 0),
      sub_categories,
    };
  }),
);

export function fixtureCategory(kind: CategoryKind) {
  const category = fixtureCategories.find((c) => c.kind === kind);
  if (!category) throw new Error(`no fixture category ${kind}`);
  return category;
}

export function fixtureSubCategory(kind: CategoryKind, slug: string) {
  const sub = fixtureCategory(kind).sub_categories.find((s) => s.slug === slug);
  if (!sub) throw new Error(`no fixture sub-category ${slug} in ${kind}`);
  return sub;
}

// ------------------------------------------------------------------ products

interface ProductDraft {
  id: number;
  title: string;
  slug: string;
  brand: string;
  kind: CategoryKind;
  sub: string;
  /** Rupees; stored as paise. */
  price: number;
  mrp: number;
  rating: [average: number, count: number];
  flags?: Partial<ProductFlags>;
  in_stock?: boolean;
  has_variants?: boolean;
  /** Its variants cost different amounts: the card says "from". */
  price_varies?: boolean;
  /** The finish the title names, which tints the picture. */
  colour?: string;
  collections?: CollectionSlug[];
}

type CollectionSlug = 'gaming-rigs' | 'work-from-home' | 'creator-studio' | 'student-essentials' | 'tech-jewellery';

const productDrafts: ProductDraft[] = [
  { id: 101, title: 'ASUS TUF Gaming F15 (Core i7-12700H, RTX 4060, 16 GB, 512 GB SSD, 144 Hz)', slug: 'asus-tuf-gaming-f15-i7-rtx-4060', brand: 'ASUS', kind: 'laptops', sub: 'gaming-laptops', price: 74_990, mrp: 1_09_990, rating: [4.4, 3_812], flags: { best_seller: true, hot_deal: true }, has_variants: true, price_varies: true, collections: ['gaming-rigs'] },
  { id: 102, title: 'Apple MacBook Air 13" M3 (16 GB, 256 GB SSD, Midnight)', slug: 'apple-macbook-air-13-m3', colour: 'Midnight', brand: 'Apple', kind: 'laptops', sub: 'thin-light-laptops', price: 1_04_990, mrp: 1_14_900, rating: [4.7, 1_204], flags: { new_arrival: true }, collections: ['creator-studio', 'work-from-home'] },
  { id: 103, title: 'HP Victus 15 (Ryzen 5 7535HS, RTX 2050, 8 GB, 512 GB SSD)', slug: 'hp-victus-15-ryzen-5-rtx-2050', brand: 'HP', kind: 'laptops', sub: 'gaming-laptops', price: 52_990, mrp: 69_990, rating: [4.2, 2_657], flags: { hot_deal: true }, collections: ['gaming-rigs', 'student-essentials'] },
  { id: 104, title: 'Dell Inspiron 14 (Core 5 120U, 16 GB, 512 GB SSD, FHD+)', slug: 'dell-inspiron-14-core-5-120u', brand: 'Dell', kind: 'laptops', sub: 'business-laptops', price: 58_990, mrp: 72_890, rating: [4.3, 946], flags: { best_seller: true }, collections: ['work-from-home', 'student-essentials'] },
  { id: 105, title: 'HP Victus 15L Gaming Desktop (Core i5-13400F, RTX 4060, 16 GB, 1 TB SSD)', slug: 'hp-victus-15l-gaming-desktop', brand: 'HP', kind: 'desktops', sub: 'gaming-pcs', price: 89_990, mrp: 1_12_990, rating: [4.3, 188], flags: { new_arrival: true }, collections: ['gaming-rigs'] },
  { id: 106, title: 'Lenovo IdeaCentre AIO 3 27" (Ryzen 5 7530U, 16 GB, 512 GB SSD)', slug: 'lenovo-ideacentre-aio-3-27', brand: 'Lenovo', kind: 'desktops', sub: 'all-in-one-pcs', price: 64_990, mrp: 94_990, rating: [4.1, 321], flags: { hot_deal: true }, collections: ['work-from-home'] },
  { id: 107, title: 'LG UltraGear 27GR75Q 27" QHD IPS Gaming Monitor (165 Hz, 1 ms, HDR10)', slug: 'lg-ultragear-27gr75q-qhd-165hz', brand: 'LG', kind: 'monitors', sub: 'gaming-monitors', price: 21_999, mrp: 36_999, rating: [4.5, 2_140], flags: { best_seller: true, hot_deal: true }, collections: ['gaming-rigs'] },
  { id: 108, title: 'Samsung Odyssey G5 32" Curved QHD Gaming Monitor (165 Hz)', slug: 'samsung-odyssey-g5-32-curved', brand: 'Samsung', kind: 'monitors', sub: 'gaming-monitors', price: 24_999, mrp: 45_000, rating: [4.4, 1_587], flags: { hot_deal: true }, collections: ['gaming-rigs'] },
  { id: 109, title: 'Dell S2421HN 24" Full HD IPS Monitor (75 Hz, AMD FreeSync)', slug: 'dell-s2421hn-24-fhd-ips', brand: 'Dell', kind: 'monitors', sub: 'office-monitors', price: 10_499, mrp: 16_699, rating: [4.4, 8_930], flags: { best_seller: true }, collections: ['work-from-home', 'student-essentials'] },
  { id: 110, title: 'AMD Ryzen 7 7800X3D Desktop Processor (8 cores, 5.0 GHz, AM5)', slug: 'amd-ryzen-7-7800x3d', brand: 'AMD', kind: 'processors', sub: 'amd-processors', price: 34_499, mrp: 44_999, rating: [4.8, 1_032], flags: { best_seller: true }, collections: ['gaming-rigs'] },
  { id: 111, title: 'Intel Core i5-14400F Desktop Processor (10 cores, 4.7 GHz, LGA 1700)', slug: 'intel-core-i5-14400f', brand: 'Intel', kind: 'processors', sub: 'intel-processors', price: 16_499, mrp: 25_999, rating: [4.6, 774], flags: { hot_deal: true } },
  { id: 112, title: 'ZOTAC Gaming GeForce RTX 4060 Twin Edge OC 8 GB GDDR6', slug: 'zotac-rtx-4060-twin-edge-oc', brand: 'ZOTAC', kind: 'graphics-cards', sub: 'nvidia-geforce', price: 29_999, mrp: 42_999, rating: [4.5, 1_876], flags: { best_seller: true, hot_deal: true }, collections: ['gaming-rigs'] },
  { id: 113, title: 'ASUS Dual GeForce RTX 4070 SUPER OC 12 GB GDDR6X', slug: 'asus-dual-rtx-4070-super-oc', brand: 'ASUS', kind: 'graphics-cards', sub: 'nvidia-geforce', price: 61_999, mrp: 72_999, rating: [4.7, 412], flags: { new_arrival: true }, collections: ['gaming-rigs', 'creator-studio'] },
  { id: 114, title: 'MSI GeForce RTX 4090 Gaming X Trio 24 GB GDDR6X', slug: 'msi-rtx-4090-gaming-x-trio', brand: 'MSI', kind: 'graphics-cards', sub: 'nvidia-geforce', price: 1_89_999, mrp: 2_39_999, rating: [4.9, 96], in_stock: false, collections: ['creator-studio'] },
  { id: 115, title: 'MSI Radeon RX 7600 Mech 2X Classic OC 8 GB GDDR6', slug: 'msi-radeon-rx-7600-mech-2x', brand: 'MSI', kind: 'graphics-cards', sub: 'amd-radeon', price: 25_499, mrp: 33_999, rating: [4.3, 358], flags: { hot_deal: true } },
  { id: 116, title: 'Corsair Vengeance 32 GB (2 × 16 GB) DDR5 6000 MHz Desktop RAM', slug: 'corsair-vengeance-32gb-ddr5-6000', brand: 'Corsair', kind: 'memory', sub: 'desktop-ram', price: 10_499, mrp: 15_999, rating: [4.6, 1_290], flags: { best_seller: true }, collections: ['gaming-rigs', 'creator-studio'] },
  { id: 117, title: 'Samsung 990 PRO 1 TB PCIe 4.0 NVMe M.2 SSD (7,450 MB/s)', slug: 'samsung-990-pro-1tb-nvme', brand: 'Samsung', kind: 'storage', sub: 'nvme-ssds', price: 9_499, mrp: 18_999, rating: [4.7, 5_621], flags: { best_seller: true, hot_deal: true }, collections: ['creator-studio'] },
  { id: 118, title: 'WD Blue SN580 1 TB PCIe 4.0 NVMe M.2 SSD', slug: 'wd-blue-sn580-1tb', brand: 'Western Digital', kind: 'storage', sub: 'nvme-ssds', price: 5_799, mrp: 11_999, rating: [4.5, 7_304], flags: { hot_deal: true }, collections: ['student-essentials'] },
  { id: 119, title: 'Logitech MX Keys S Wireless Illuminated Keyboard', slug: 'logitech-mx-keys-s', brand: 'Logitech', kind: 'keyboards-mice', sub: 'keyboards', price: 10_995, mrp: 12_995, rating: [4.6, 2_015], flags: { new_arrival: true }, collections: ['work-from-home', 'creator-studio'] },
  { id: 120, title: 'Logitech MX Master 3S Wireless Performance Mouse (8K DPI, Quiet Clicks)', slug: 'logitech-mx-master-3s', brand: 'Logitech', kind: 'keyboards-mice', sub: 'mice', price: 8_995, mrp: 10_995, rating: [4.7, 6_480], flags: { best_seller: true }, collections: ['work-from-home', 'creator-studio'] },
  { id: 121, title: 'TP-Link Archer AX55 AX3000 Dual-Band Wi-Fi 6 Router', slug: 'tp-link-archer-ax55', brand: 'TP-Link', kind: 'networking', sub: 'wifi-routers', price: 5_499, mrp: 10_999, rating: [4.3, 9_812], flags: { hot_deal: true, best_seller: true }, collections: ['work-from-home'] },
  { id: 122, title: 'Samsung Galaxy S24 FE 5G (8 GB RAM, 128 GB)', slug: 'samsung-galaxy-s24-fe-5g', colour: 'Graphite', brand: 'Samsung', kind: 'mobiles', sub: 'android-phones', price: 35_999, mrp: 65_999, rating: [4.3, 4_377], flags: { hot_deal: true, new_arrival: true }, has_variants: true, collections: ['tech-jewellery'] },
  { id: 123, title: 'Apple iPhone 15 (128 GB, Black)', slug: 'apple-iphone-15-128gb', colour: 'Black', brand: 'Apple', kind: 'mobiles', sub: 'iphones', price: 69_900, mrp: 79_900, rating: [4.6, 12_873], flags: { best_seller: true }, has_variants: true, collections: ['tech-jewellery'] },
  { id: 124, title: 'Sony WH-1000XM5 Wireless Noise-Cancelling Headphones', slug: 'sony-wh-1000xm5', brand: 'Sony', kind: 'audio', sub: 'headphones', price: 26_990, mrp: 34_990, rating: [4.5, 3_209], flags: { best_seller: true }, has_variants: true, collections: ['work-from-home', 'tech-jewellery'] },
  { id: 125, title: 'boAt Airdopes 141 True Wireless Earbuds (42 h playback, ENx)', slug: 'boat-airdopes-141', brand: 'boAt', kind: 'audio', sub: 'tws-earbuds', price: 1_299, mrp: 4_490, rating: [4.1, 2_41_560], flags: { hot_deal: true, best_seller: true }, has_variants: true, collections: ['student-essentials', 'tech-jewellery'] },
  { id: 126, title: 'Samsung Galaxy Watch7 40 mm Bluetooth (Green)', slug: 'samsung-galaxy-watch7-40mm', colour: 'Green', brand: 'Samsung', kind: 'wearables', sub: 'smartwatches', price: 29_999, mrp: 32_999, rating: [4.2, 611], flags: { new_arrival: true }, has_variants: true, collections: ['tech-jewellery'] },
  { id: 127, title: 'Sony Alpha ZV-E10 II Mirrorless Vlog Camera with 16–50 mm Lens', slug: 'sony-zv-e10-ii-kit', brand: 'Sony', kind: 'cameras', sub: 'mirrorless-cameras', price: 94_990, mrp: 1_04_990, rating: [4.6, 205], flags: { new_arrival: true }, collections: ['creator-studio'] },
  { id: 128, title: 'Logitech C920 HD Pro Webcam (1080p, stereo microphones)', slug: 'logitech-c920-hd-pro', brand: 'Logitech', kind: 'cameras', sub: 'webcams', price: 6_495, mrp: 8_995, rating: [4.4, 15_420], flags: { best_seller: true }, collections: ['work-from-home', 'student-essentials'] },
  { id: 129, title: 'Lenovo B210 15.6" Laptop Backpack (water-repellent)', slug: 'lenovo-b210-laptop-backpack', brand: 'Lenovo', kind: 'accessories', sub: 'laptop-bags', price: 799, mrp: 2_099, rating: [4.2, 18_306], flags: { hot_deal: true }, collections: ['student-essentials'] },
  { id: 130, title: 'Samsung 25 W USB-C Super Fast Charger (adapter only)', slug: 'samsung-25w-usb-c-charger', brand: 'Samsung', kind: 'accessories', sub: 'chargers-cables', price: 1_199, mrp: 2_999, rating: [4.4, 30_118], flags: { new_arrival: true }, collections: ['student-essentials'] },
];

const paise = (rupees: number) => rupees * 100;

/** Whole percent off, rounded down: the database's generated column computes the same. */
const discountPercent = (price: number, mrp: number) => (mrp > 0 ? Math.floor(((mrp - price) * 100) / mrp) : 0);

const VIEWS = ['side view', 'back view', 'detail', 'in the box'] as const;

/** The index-th picture of a fixture product (0 is the listing picture), alt text as the server writes it. */
export function productImageFor(productId: number, index = 0) {
  const d = productDrafts.find((draft) => draft.id === productId);
  if (!d) throw new Error(`no fixture product ${productId}`);
  const svg = productSvg({ id: d.id, title: d.title, brand: d.brand, kind: d.kind, sub: d.sub, colour: d.colour }, index);
  const alt = index === 0 ? d.title : `${d.title}, ${VIEWS[(index - 1) % VIEWS.length] ?? 'view'}`;
  return { url: svgDataUrl(svg), alt, width: PRODUCT_IMAGE, height: PRODUCT_IMAGE };
}

export const fixtureProducts = z.array(productSummarySchema).parse(
  productDrafts.map((d) => ({
    id: d.id,
    title: d.title,
    slug: d.slug,
    brand: d.brand,
    category_id: categoryId(d.kind),
    image: productImageFor(d.id),
    price: paise(d.price),
    mrp: paise(d.mrp),
    discount_percent: discountPercent(paise(d.price), paise(d.mrp)),
    rating_average: d.rating[0],
    rating_count: d.rating[1],
    in_stock: d.in_stock ?? true,
    has_variants: d.has_variants ?? false,
    price_varies: d.price_varies ?? false,
    flags: { best_seller: false, hot_deal: false, new_arrival: false, ...d.flags },
  })),
);

export function fixtureProduct(id: number) {
  const product = fixtureProducts.find((p) => p.id === id);
  if (!product) throw new Error(`no fixture product ${id}`);
  return product;
}

/** What the list endpoint filters on that a summary does not carry. */
export const fixtureProductFacts: ReadonlyMap<number, { sub_category_id: number; collections: readonly string[]; position: number }> = new Map(
  productDrafts.map((d, position) => [d.id, { sub_category_id: fixtureSubCategory(d.kind, d.sub).id, collections: d.collections ?? [], position }]),
);

// -------------------------------------------------------------------- brands

/** Shop-wide product counts; the fixture products are a slice of these. */
const brandCounts: Record<string, number> = {
  AMD: 21, Apple: 18, ASUS: 64, boAt: 37, Corsair: 29, Dell: 41, HP: 46, Intel: 24,
  Lenovo: 52, LG: 23, Logitech: 44, MSI: 33, Samsung: 71, Sony: 26, 'TP-Link': 27, 'Western Digital': 19, ZOTAC: 12,
};

const brandSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const fixtureBrands = brandListSchema.parse(
  Object.entries(brandCounts)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([name, product_count], i) => ({ id: i + 1, name, slug: brandSlug(name), product_count })),
);

export function brandSlugOf(name: string): string {
  const brand = fixtureBrands.find((b) => b.name === name);
  if (!brand) throw new Error(`no fixture brand ${name}`);
  return brand.slug;
}

// --------------------------------------------------------------- collections

/** `kind` is the device a collection's picture leads with. */
const collectionDrafts: { slug: CollectionSlug; title: string; tagline: string; description: string; tone: 'brand' | 'dark' | 'accent' | 'soft'; kind: CategoryKind }[] = [
  { slug: 'gaming-rigs', title: 'Gaming rigs', tagline: 'High-refresh screens, RTX graphics and fast SSDs', description: 'Everything for a 1440p, 165 Hz setup: graphics cards, processors, gaming monitors and laptops.', tone: 'dark', kind: 'monitors' },
  { slug: 'work-from-home', title: 'Work from home', tagline: 'A desk that works as hard as you do', description: 'Office monitors, quiet keyboards, webcams, Wi-Fi 6 routers and noise-cancelling headphones.', tone: 'soft', kind: 'laptops' },
  { slug: 'creator-studio', title: 'Creator studio', tagline: 'Edit 4K, stream and record without waiting', description: 'Cameras, fast storage, RTX graphics and colour-accurate screens for editors and streamers.', tone: 'brand', kind: 'cameras' },
  { slug: 'student-essentials', title: 'Student essentials', tagline: 'Laptops, bags and earbuds under budget', description: 'Reliable laptops, backpacks, chargers and earbuds picked for college, all with GST invoices.', tone: 'accent', kind: 'laptops' },
  { slug: 'tech-jewellery', title: 'Tech jewellery', tagline: 'Watches, earbuds and phones that look the part', description: 'Smartwatches, true wireless earbuds and phones in colours worth showing off.', tone: 'soft', kind: 'wearables' },
];

export const fixtureCollections = collectionListSchema.parse(
  collectionDrafts.map((c, i) => ({
    id: i + 1,
    slug: c.slug,
    title: c.title,
    tagline: c.tagline,
    description: c.description,
    tone: c.tone,
    image: {
      url: svgDataUrl(collectionTileSvg({ slug: c.slug, title: c.title, tone: c.tone, kind: c.kind }, demoTheme.theme_color)),
      alt: c.title,
      width: TILE_IMAGE,
      height: TILE_IMAGE,
    },
    // Shop-wide counts, a little over what the fixture slice holds.
    product_count: 12 + productDrafts.filter((d) => d.collections?.includes(c.slug)).length * 3,
  })),
);
