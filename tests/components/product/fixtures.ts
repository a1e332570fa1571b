import { productDetailSchema, productSummarySchema, type ProductDetail, type ProductSummary } from '../../../schemas/api/catalog';

/**
 * Product pages for the component tests, parsed with the API schema so a
 * contract change breaks them loudly. Prices are paise.
 */

const image = (id: number, n: number, alt: string) => ({ url: `/media/catalog/product-${id}-${n}.svg`, alt, width: 800, height: 800 });

function summary(id: number, title: string, slug: string, price: number, mrp: number): ProductSummary {
  return productSummarySchema.parse({
    id,
    title,
    slug,
    brand: 'Logitech',
    category_id: 9,
    image: image(id, 1, title),
    price,
    mrp,
    discount_percent: Math.floor(((mrp - price) * 100) / mrp),
    rating_average: 4.3,
    rating_count: 210,
    in_stock: true,
    has_variants: false,
    price_varies: false,
    flags: { best_seller: false, hot_deal: false, new_arrival: false },
  });
}

export const relatedMouse = summary(301, 'Logitech G502 X Gaming Mouse', 'logitech-g502-x-gaming-mouse', 549_500, 799_500);
export const relatedHeadset = summary(302, 'Logitech G435 Wireless Headset', 'logitech-g435-wireless-headset', 599_500, 999_500);

/**
 * RAM × Storage with one combination missing (8 GB + 1 TB) and one variant
 * sold out (16 GB + 1 TB); at most 2 per order.
 */
export const laptop: ProductDetail = productDetailSchema.parse({
  id: 101,
  title: 'ASUS TUF Gaming F15 Laptop',
  slug: 'asus-tuf-gaming-f15-laptop',
  brand: 'ASUS',
  category_id: 1,
  image: image(101, 1, 'ASUS TUF Gaming F15 Laptop'),
  price: 6_499_000,
  mrp: 9_999_000,
  discount_percent: 35,
  rating_average: 4.4,
  rating_count: 1289,
  in_stock: true,
  has_variants: true,
  price_varies: true,
  flags: { best_seller: true, hot_deal: false, new_arrival: false },
  description: 'A 15.6-inch gaming laptop with a 144 Hz screen.\n\nShips with Windows 11 Home.',
  highlights: ['Intel Core i7-12700H', 'NVIDIA GeForce RTX 4060 8 GB', '15.6" FHD 144 Hz'],
  images: [
    image(101, 1, 'ASUS TUF Gaming F15 Laptop'),
    image(101, 2, 'ASUS TUF Gaming F15 Laptop, side view'),
    image(101, 3, 'ASUS TUF Gaming F15 Laptop, back view'),
  ],
  specifications: [
    { name: 'Processor', value: 'Intel Core i7-12700H' },
    { name: 'Graphics', value: 'NVIDIA GeForce RTX 4060, 8 GB GDDR6' },
    { name: 'Weight', value: '2.2 kg' },
  ],
  category: { id: 1, title: 'Laptops', slug: 'laptops' },
  sub_category: { id: 11, title: 'Gaming laptops', slug: 'gaming-laptops' },
  gst_rate: 18,
  hsn_code: '84713010',
  stock: 17,
  max_per_order: 2,
  variants: [
    { id: 1011, label: '8 GB · 512 GB', attributes: { RAM: '8 GB', Storage: '512 GB' }, price: 6_499_000, mrp: 9_999_000, stock: 9 },
    { id: 1012, label: '16 GB · 512 GB', attributes: { RAM: '16 GB', Storage: '512 GB' }, price: 7_499_000, mrp: 10_999_000, stock: 8 },
    { id: 1013, label: '16 GB · 1 TB', attributes: { RAM: '16 GB', Storage: '1 TB' }, price: 7_999_000, mrp: 11_499_000, stock: 0 },
  ],
  related: [relatedMouse, relatedHeadset],
});

/** No variants, three left while the order limit is five, a price under the EMI threshold, no ratings. */
export const keyboard: ProductDetail = productDetailSchema.parse({
  ...relatedMouse,
  id: 205,
  title: 'Keychron K2 Wireless Keyboard',
  slug: 'keychron-k2-wireless-keyboard',
  brand: 'Keychron',
  image: image(205, 1, 'Keychron K2 Wireless Keyboard'),
  price: 449_900,
  mrp: 549_900,
  discount_percent: 18,
  rating_average: 0,
  rating_count: 0,
  description: 'A 75% mechanical keyboard for Mac and Windows.',
  highlights: [],
  images: [image(205, 1, 'Keychron K2 Wireless Keyboard')],
  specifications: [{ name: 'Switches', value: 'Gateron Brown' }],
  category: { id: 9, title: 'Keyboards & mice', slug: 'keyboards-mice' },
  sub_category: null,
  gst_rate: 18,
  hsn_code: '84716060',
  stock: 3,
  max_per_order: 5,
  variants: [],
  related: [],
});

/** Sold out altogether. */
export const soldOutMonitor: ProductDetail = productDetailSchema.parse({
  ...keyboard,
  id: 207,
  title: 'LG UltraGear 27GR75Q Monitor',
  slug: 'lg-ultragear-27gr75q-monitor',
  brand: 'LG',
  price: 2_299_900,
  mrp: 3_599_900,
  in_stock: false,
  stock: 0,
  rating_average: 4.6,
  rating_count: 88,
  category: { id: 3, title: 'Monitors', slug: 'monitors' },
});
