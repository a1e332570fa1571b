import { productDetailSchema, type ProductDetail } from '../../schemas/api/catalog';
import { fixtureCategories, fixtureProduct, fixtureProductFacts, productImageFor } from './catalog-fixtures-base';

/**
 * Three product pages: a laptop with RAM and storage variants (one sold out),
 * a phone in four colours, and a monitor with no variants. Parsed with the
 * detail schema at load, like the rest of the fixtures.
 */

const detailImages = (productId: number, count: number) => Array.from({ length: count }, (_, i) => productImageFor(productId, i));

function placement(productId: number) {
  const summary = fixtureProduct(productId);
  const category = fixtureCategories.find((c) => c.id === summary.category_id);
  const subId = fixtureProductFacts.get(productId)?.sub_category_id;
  const sub = category?.sub_categories.find((s) => s.id === subId);
  if (!category || !sub) throw new Error(`fixture product ${productId} has no category`);
  return {
    summary,
    category: { id: category.id, title: category.title, slug: category.slug },
    sub_category: { id: sub.id, title: sub.title, slug: sub.slug },
  };
}

const related = (...ids: number[]) => ids.map(fixtureProduct);

function laptop(): ProductDetail {
  const { summary, category, sub_category } = placement(101);
  return productDetailSchema.parse({
    ...summary,
    description:
      'A 15.6-inch gaming laptop built to the MIL-STD-810H standard, with a 12th-gen Core i7 and a GeForce RTX 4060 at up to 140 W, a 144 Hz Full HD screen and a 90 Wh battery. Ships with Windows 11 Home and Office Home & Student 2021.',
    highlights: [
      'Intel Core i7-12700H, 14 cores up to 4.7 GHz',
      'NVIDIA GeForce RTX 4060 8 GB, 140 W TGP with MUX switch',
      '15.6" Full HD IPS, 144 Hz, 100% sRGB',
      '90 Wh battery, 200 W charger; USB-C charging up to 100 W',
      '2 years ASUS India warranty with 1 year accidental damage protection',
    ],
    images: detailImages(101, 5),
    specifications: [
      { name: 'Processor', value: 'Intel Core i7-12700H (24 MB cache, up to 4.7 GHz)' },
      { name: 'Graphics', value: 'NVIDIA GeForce RTX 4060 Laptop GPU, 8 GB GDDR6' },
      { name: 'Display', value: '15.6" FHD (1920 × 1080) IPS, 144 Hz, anti-glare' },
      { name: 'Memory', value: 'DDR4 3200 MHz, two SO-DIMM slots, up to 32 GB' },
      { name: 'Storage', value: 'PCIe 4.0 NVMe M.2 SSD, one spare M.2 slot' },
      { name: 'Ports', value: '1 × Thunderbolt 4, 1 × USB-C 3.2, 2 × USB-A 3.2, HDMI 2.1, RJ-45, 3.5 mm' },
      { name: 'Weight', value: '2.2 kg' },
      { name: 'Operating system', value: 'Windows 11 Home' },
    ],
    category,
    sub_category,
    gst_rate: 18,
    hsn_code: '84713010',
    stock: 20,
    max_per_order: 2,
    variants: [
      { id: 1011, label: '16 GB RAM · 512 GB SSD', attributes: { RAM: '16 GB', Storage: '512 GB SSD' }, price: 7_499_000, mrp: 10_999_000, stock: 14 },
      { id: 1012, label: '16 GB RAM · 1 TB SSD', attributes: { RAM: '16 GB', Storage: '1 TB SSD' }, price: 7_999_000, mrp: 11_499_000, stock: 6 },
      { id: 1013, label: '32 GB RAM · 1 TB SSD', attributes: { RAM: '32 GB', Storage: '1 TB SSD' }, price: 8_999_000, mrp: 12_499_000, stock: 0 },
    ],
    related: related(103, 105, 112, 107, 116, 129),
  });
}

function mobile(): ProductDetail {
  const { summary, category, sub_category } = placement(122);
  const colour = (id: number, name: string, stock: number) => ({
    id,
    label: name,
    attributes: { Colour: name },
    price: 3_599_900,
    mrp: 6_599_900,
    stock,
  });
  return productDetailSchema.parse({
    ...summary,
    description:
      'A 6.7-inch Dynamic AMOLED 2X phone with a 120 Hz screen, Exynos 2400e, 50 MP triple camera with 3× optical zoom and Galaxy AI features. IP68 dust and water resistance and seven years of Android updates.',
    highlights: [
      '6.7" FHD+ Dynamic AMOLED 2X, 120 Hz, 1,900 nits peak',
      'Exynos 2400e, 8 GB RAM, 128 GB storage',
      '50 MP main + 12 MP ultra-wide + 8 MP 3× telephoto',
      '4,700 mAh battery, 25 W wired and wireless charging',
      '7 years of OS and security updates',
    ],
    images: detailImages(122, 4),
    specifications: [
      { name: 'Display', value: '6.7" FHD+ (2340 × 1080) Dynamic AMOLED 2X, 120 Hz' },
      { name: 'Processor', value: 'Samsung Exynos 2400e, deca-core' },
      { name: 'Memory', value: '8 GB RAM, 128 GB storage' },
      { name: 'Rear cameras', value: '50 MP (OIS) + 12 MP ultra-wide + 8 MP telephoto' },
      { name: 'Front camera', value: '10 MP' },
      { name: 'Battery', value: '4,700 mAh' },
      { name: 'Network', value: '5G (n1/n3/n5/n8/n28/n40/n41/n77/n78), dual SIM' },
      { name: 'Water resistance', value: 'IP68' },
    ],
    category,
    sub_category,
    gst_rate: 18,
    hsn_code: '85171300',
    stock: 31,
    max_per_order: 3,
    variants: [colour(1221, 'Graphite', 12), colour(1222, 'Mint', 9), colour(1223, 'Blue', 10), colour(1224, 'Yellow', 0)],
    related: related(123, 126, 125, 130),
  });
}

function monitor(): ProductDetail {
  const { summary, category, sub_category } = placement(107);
  return productDetailSchema.parse({
    ...summary,
    description:
      'A 27-inch QHD Nano IPS-class gaming monitor with 165 Hz refresh, 1 ms grey-to-grey response and NVIDIA G-SYNC compatibility, on a stand that tilts and adjusts in height.',
    highlights: [
      '27" QHD (2560 × 1440) IPS, 165 Hz, 1 ms GtG',
      'HDR10 with 99% sRGB coverage',
      'NVIDIA G-SYNC Compatible and AMD FreeSync Premium',
      'Height, tilt and pivot adjustable stand; VESA 100',
      '3 years LG India warranty',
    ],
    images: detailImages(107, 3),
    specifications: [
      { name: 'Screen size', value: '27 inch (68.5 cm)' },
      { name: 'Resolution', value: '2560 × 1440 (QHD)' },
      { name: 'Panel', value: 'IPS, 1000:1 contrast, 400 nits' },
      { name: 'Refresh rate', value: '165 Hz (DisplayPort), 144 Hz (HDMI)' },
      { name: 'Inputs', value: '2 × HDMI 2.0, 1 × DisplayPort 1.4, headphone out' },
      { name: 'In the box', value: 'Stand, power adapter, DisplayPort cable, HDMI cable' },
    ],
    category,
    sub_category,
    gst_rate: 18,
    hsn_code: '85285200',
    stock: 23,
    max_per_order: 5,
    variants: [],
    related: related(108, 109, 112, 110, 120),
  });
}

export const fixtureLaptopDetail = laptop();
export const fixtureMobileDetail = mobile();
export const fixtureMonitorDetail = monitor();
export const fixtureProductDetails: readonly ProductDetail[] = [fixtureLaptopDetail, fixtureMobileDetail, fixtureMonitorDetail];
