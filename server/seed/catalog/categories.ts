import type { CategoryKind } from '../../../schemas/api/catalog';

export interface SubCategoryDef {
  slug: string;
  title: string;
}

export interface CategoryDef {
  kind: CategoryKind;
  title: string;
  description: string;
  /** Indian HSN code for the GST invoice. */
  hsn: string;
  gstRate: number;
  /** Scarce, high-value parts are capped per order so one buyer cannot empty the shelf. */
  maxPerOrder: number;
  /** Relative share of the catalogue. */
  share: number;
  subs: readonly SubCategoryDef[];
}

/**
 * In merchandising order, which is also id order: the top level takes ids
 * 1–14 in this order (graphics cards is 5, which the demo home page links to),
 * then the sub-categories follow in the same order.
 */
export const CATEGORIES: readonly CategoryDef[] = [
  {
    kind: 'laptops',
    title: 'Laptops',
    description: 'Gaming, thin-and-light, business and 2-in-1 laptops from ASUS, Lenovo, HP, Dell, Acer, MSI and Apple, with onsite brand warranty.',
    hsn: '84713010',
    gstRate: 18,
    maxPerOrder: 10,
    share: 30,
    subs: [
      { slug: 'gaming-laptops', title: 'Gaming laptops' },
      { slug: 'thin-and-light', title: 'Thin & light' },
      { slug: 'business-laptops', title: 'Business laptops' },
      { slug: '2-in-1-laptops', title: '2-in-1 laptops' },
    ],
  },
  {
    kind: 'desktops',
    title: 'Desktops',
    description: 'Ready-to-use gaming towers, all-in-one PCs, mini PCs and office desktops with Windows or macOS installed.',
    hsn: '84715000',
    gstRate: 18,
    maxPerOrder: 10,
    share: 20,
    subs: [
      { slug: 'gaming-pcs', title: 'Gaming PCs' },
      { slug: 'all-in-one-pcs', title: 'All-in-one PCs' },
      { slug: 'mini-pcs', title: 'Mini PCs' },
      { slug: 'office-desktops', title: 'Office desktops' },
    ],
  },
  {
    kind: 'monitors',
    title: 'Monitors',
    description: 'High-refresh gaming monitors, eye-care office displays and colour-accurate 4K screens for creators.',
    hsn: '85285200',
    gstRate: 18,
    maxPerOrder: 10,
    share: 24,
    subs: [
      { slug: 'gaming-monitors', title: 'Gaming monitors' },
      { slug: 'office-monitors', title: 'Office monitors' },
      { slug: 'professional-monitors', title: 'Professional monitors' },
    ],
  },
  {
    kind: 'processors',
    title: 'Processors',
    description: 'Intel Core and AMD Ryzen desktop processors, boxed with Indian distributor warranty.',
    hsn: '84733030',
    gstRate: 18,
    maxPerOrder: 2,
    share: 21,
    subs: [
      { slug: 'intel-processors', title: 'Intel processors' },
      { slug: 'amd-processors', title: 'AMD processors' },
    ],
  },
  {
    kind: 'graphics-cards',
    title: 'Graphics cards',
    description: 'NVIDIA GeForce RTX, AMD Radeon and Intel Arc graphics cards from ASUS, MSI, Gigabyte, Zotac and Sapphire.',
    hsn: '84733030',
    gstRate: 18,
    maxPerOrder: 2,
    share: 26,
    subs: [
      { slug: 'nvidia-geforce', title: 'NVIDIA GeForce' },
      { slug: 'amd-radeon', title: 'AMD Radeon' },
      { slug: 'intel-arc', title: 'Intel Arc' },
    ],
  },
  {
    kind: 'memory',
    title: 'Memory (RAM)',
    description: 'DDR4 and DDR5 desktop and laptop memory from Corsair, Kingston, G.Skill and Crucial, with lifetime warranty.',
    hsn: '84733020',
    gstRate: 18,
    maxPerOrder: 10,
    share: 20,
    subs: [
      { slug: 'desktop-ram', title: 'Desktop RAM' },
      { slug: 'laptop-ram', title: 'Laptop RAM' },
    ],
  },
  {
    kind: 'storage',
    title: 'Storage',
    description: 'NVMe and SATA SSDs, hard drives, portable drives, memory cards and pen drives.',
    hsn: '84717020',
    gstRate: 18,
    maxPerOrder: 10,
    share: 26,
    subs: [
      { slug: 'ssds', title: 'SSDs' },
      { slug: 'hard-drives', title: 'Hard drives' },
      { slug: 'memory-cards-pen-drives', title: 'Memory cards & pen drives' },
    ],
  },
  {
    kind: 'keyboards-mice',
    title: 'Keyboards & mice',
    description: 'Mechanical and wireless keyboards, gaming and ergonomic mice, and keyboard-mouse combos.',
    hsn: '84716060',
    gstRate: 18,
    maxPerOrder: 10,
    share: 24,
    subs: [
      { slug: 'keyboards', title: 'Keyboards' },
      { slug: 'mice', title: 'Mice' },
      { slug: 'keyboard-mouse-combos', title: 'Keyboard & mouse combos' },
    ],
  },
  {
    kind: 'networking',
    title: 'Networking',
    description: 'Wi-Fi 6 routers, mesh systems, adapters, range extenders and switches that work with Indian broadband.',
    hsn: '85176290',
    gstRate: 18,
    maxPerOrder: 10,
    share: 21,
    subs: [
      { slug: 'wifi-routers', title: 'Wi-Fi routers' },
      { slug: 'mesh-wifi', title: 'Mesh Wi-Fi' },
      { slug: 'adapters-extenders', title: 'Adapters & extenders' },
      { slug: 'network-switches', title: 'Network switches' },
    ],
  },
  {
    kind: 'mobiles',
    title: 'Mobiles',
    description: '5G smartphones from Samsung, Apple, OnePlus, Xiaomi, Realme, Motorola and Nothing, from budget to flagship.',
    hsn: '85171300',
    gstRate: 18,
    maxPerOrder: 3,
    share: 28,
    subs: [
      { slug: 'flagship-phones', title: 'Flagship phones' },
      { slug: 'mid-range-phones', title: 'Mid-range phones' },
      { slug: 'budget-phones', title: 'Budget phones' },
    ],
  },
  {
    kind: 'audio',
    title: 'Audio',
    description: 'Noise-cancelling headphones, true wireless earbuds, Bluetooth speakers and soundbars from Sony, JBL, boAt and more.',
    hsn: '85183000',
    gstRate: 18,
    maxPerOrder: 10,
    share: 26,
    subs: [
      { slug: 'headphones', title: 'Headphones' },
      { slug: 'earbuds', title: 'True wireless earbuds' },
      { slug: 'bluetooth-speakers', title: 'Bluetooth speakers' },
      { slug: 'soundbars', title: 'Soundbars' },
    ],
  },
  {
    kind: 'wearables',
    title: 'Wearables',
    description: 'Smartwatches, fitness bands and smart rings that track sleep, heart rate and workouts.',
    hsn: '85176290',
    gstRate: 18,
    maxPerOrder: 10,
    share: 26,
    subs: [
      { slug: 'smartwatches', title: 'Smartwatches' },
      { slug: 'fitness-bands', title: 'Fitness bands' },
      { slug: 'smart-rings', title: 'Smart rings' },
    ],
  },
  {
    kind: 'cameras',
    title: 'Cameras',
    description: 'Mirrorless, DSLR, action and vlogging cameras from Canon, Nikon, Sony, Fujifilm, GoPro and DJI.',
    hsn: '85258900',
    gstRate: 18,
    maxPerOrder: 10,
    share: 20,
    subs: [
      { slug: 'mirrorless-cameras', title: 'Mirrorless cameras' },
      { slug: 'dslr-cameras', title: 'DSLR cameras' },
      { slug: 'action-cameras', title: 'Action cameras' },
      { slug: 'vlogging-instant-cameras', title: 'Vlogging & instant cameras' },
    ],
  },
  {
    kind: 'accessories',
    title: 'Accessories',
    description: 'Chargers, power banks, cables, hubs, laptop bags, and watch straps, charms and cases.',
    hsn: '85044030',
    gstRate: 18,
    maxPerOrder: 10,
    share: 28,
    subs: [
      { slug: 'chargers-power-banks', title: 'Chargers & power banks' },
      { slug: 'cables-hubs', title: 'Cables & hubs' },
      { slug: 'laptop-bags', title: 'Laptop bags & sleeves' },
      { slug: 'straps-charms-cases', title: 'Straps, charms & cases' },
    ],
  },
];

/** Accessories span several HSN headings; the sub-category decides. */
export const SUB_CATEGORY_HSN: Readonly<Record<string, string>> = {
  'cables-hubs': '85444299',
  'laptop-bags': '42021290',
  'straps-charms-cases': '39269099',
  'hard-drives': '84717020',
  'memory-cards-pen-drives': '85235100',
};
