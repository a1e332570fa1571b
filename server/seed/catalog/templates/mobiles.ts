import type { CategoryTemplate, Tag, VariantDraft } from '../types';
import { lineAt, specs, warranty } from './kit';

type Tier = 'flagship' | 'mid' | 'budget';

interface Line {
  brand: string;
  name: string;
  tier: Tier;
  /** Rupees for the smallest memory option. */
  base: number;
  chip: string;
  display: string;
  camera: string;
  front: string;
  battery: string;
  colours: readonly string[];
  /** [RAM, storage, extra rupees] */
  memory: readonly (readonly [number, number, number])[];
}

const LINES: readonly Line[] = [
  { brand: 'Samsung', name: 'Galaxy S24', tier: 'flagship', base: 74000, chip: 'Samsung Exynos 2400', display: '6.2" Dynamic AMOLED 2X, 120 Hz', camera: '50 MP + 12 MP ultra-wide + 10 MP 3× tele', front: '12 MP', battery: '4000 mAh, 25 W wired, wireless charging', colours: ['Onyx Black', 'Marble Grey', 'Cobalt Violet', 'Amber Yellow'], memory: [[8, 128, 0], [8, 256, 6000], [8, 512, 18000]] },
  { brand: 'Xiaomi', name: 'Redmi Note 13 Pro 5G', tier: 'mid', base: 23000, chip: 'Qualcomm Snapdragon 7s Gen 2', display: '6.67" 1.5K AMOLED, 120 Hz', camera: '200 MP OIS + 8 MP ultra-wide + 2 MP macro', front: '16 MP', battery: '5100 mAh, 67 W turbo charging', colours: ['Midnight Black', 'Arctic White', 'Coral Purple'], memory: [[8, 128, 0], [8, 256, 2000], [12, 256, 4000]] },
  { brand: 'Apple', name: 'iPhone 15', tier: 'flagship', base: 70000, chip: 'Apple A16 Bionic', display: '6.1" Super Retina XDR OLED, Dynamic Island', camera: '48 MP main + 12 MP ultra-wide', front: '12 MP TrueDepth', battery: 'All-day battery, 20 W USB-C, MagSafe', colours: ['Black', 'Blue', 'Green', 'Yellow', 'Pink'], memory: [[6, 128, 0], [6, 256, 10000], [6, 512, 30000]] },
  { brand: 'Realme', name: 'Narzo 70 5G', tier: 'budget', base: 14000, chip: 'MediaTek Dimensity 7050', display: '6.67" AMOLED, 120 Hz', camera: '50 MP + 2 MP portrait', front: '16 MP', battery: '5000 mAh, 45 W SUPERVOOC', colours: ['Ice Blue', 'Forest Green'], memory: [[6, 128, 0], [8, 128, 1500]] },
  { brand: 'OnePlus', name: 'Nord CE4', tier: 'mid', base: 23000, chip: 'Qualcomm Snapdragon 7 Gen 3', display: '6.7" 120 Hz Fluid AMOLED', camera: '50 MP Sony LYT-600 OIS + 8 MP ultra-wide', front: '16 MP', battery: '5500 mAh, 100 W SUPERVOOC', colours: ['Dark Chrome', 'Celadon Marble'], memory: [[8, 128, 0], [8, 256, 2000]] },
  { brand: 'Samsung', name: 'Galaxy M35 5G', tier: 'budget', base: 17000, chip: 'Samsung Exynos 1380', display: '6.6" Super AMOLED, 120 Hz', camera: '50 MP OIS + 8 MP ultra-wide + 2 MP macro', front: '13 MP', battery: '6000 mAh, 25 W', colours: ['Moonlight Blue', 'Daybreak Blue', 'Thunder Grey'], memory: [[6, 128, 0], [8, 128, 1500], [8, 256, 4000]] },
  { brand: 'OnePlus', name: '12', tier: 'flagship', base: 64000, chip: 'Qualcomm Snapdragon 8 Gen 3', display: '6.82" 2K LTPO AMOLED, 120 Hz', camera: '50 MP + 64 MP 3× periscope + 48 MP ultra-wide, Hasselblad', front: '32 MP', battery: '5400 mAh, 80 W SUPERVOOC, 50 W wireless', colours: ['Silky Black', 'Flowy Emerald'], memory: [[12, 256, 0], [16, 512, 7000]] },
  { brand: 'Motorola', name: 'Edge 50 Fusion', tier: 'mid', base: 22000, chip: 'Qualcomm Snapdragon 7s Gen 2', display: '6.7" pOLED curved, 144 Hz', camera: '50 MP Sony LYT-700C OIS + 13 MP ultra-wide', front: '32 MP', battery: '5000 mAh, 68 W TurboPower', colours: ['Forest Blue', 'Hot Pink', 'Marshmallow Blue'], memory: [[8, 128, 0], [12, 256, 2000]] },
  { brand: 'Xiaomi', name: 'Redmi 13C 5G', tier: 'budget', base: 9500, chip: 'MediaTek Dimensity 6100+', display: '6.74" HD+, 90 Hz', camera: '50 MP AI dual camera', front: '5 MP', battery: '5000 mAh, 18 W', colours: ['Starlight Black', 'Startrail Green', 'Startrail Silver'], memory: [[4, 128, 0], [6, 128, 1500], [8, 256, 3500]] },
  { brand: 'Nothing', name: 'Phone (2a)', tier: 'mid', base: 23000, chip: 'MediaTek Dimensity 7200 Pro', display: '6.7" flexible AMOLED, 120 Hz', camera: '50 MP + 50 MP ultra-wide', front: '32 MP', battery: '5000 mAh, 45 W', colours: ['Black', 'White'], memory: [[8, 128, 0], [8, 256, 2000], [12, 256, 4000]] },
  { brand: 'Samsung', name: 'Galaxy S24 Ultra', tier: 'flagship', base: 121000, chip: 'Qualcomm Snapdragon 8 Gen 3 for Galaxy', display: '6.8" QHD+ Dynamic AMOLED 2X, 120 Hz, built-in S Pen', camera: '200 MP + 50 MP 5× + 10 MP 3× + 12 MP ultra-wide', front: '12 MP', battery: '5000 mAh, 45 W', colours: ['Titanium Grey', 'Titanium Black', 'Titanium Violet'], memory: [[12, 256, 0], [12, 512, 10000], [12, 1024, 30000]] },
  { brand: 'Realme', name: '12 Pro+ 5G', tier: 'mid', base: 28000, chip: 'Qualcomm Snapdragon 7s Gen 2', display: '6.7" curved AMOLED, 120 Hz', camera: '50 MP Sony IMX890 OIS + 64 MP 3× periscope + 8 MP', front: '32 MP', battery: '5000 mAh, 67 W', colours: ['Submarine Blue', 'Navigator Beige'], memory: [[8, 128, 0], [8, 256, 2000], [12, 256, 4000]] },
  { brand: 'Apple', name: 'iPhone 15 Pro', tier: 'flagship', base: 122000, chip: 'Apple A17 Pro', display: '6.1" Super Retina XDR, ProMotion 120 Hz, Always-On', camera: '48 MP main + 12 MP ultra-wide + 12 MP 3× tele', front: '12 MP TrueDepth', battery: 'All-day battery, USB-C 3 (10 Gb/s)', colours: ['Natural Titanium', 'Blue Titanium', 'White Titanium', 'Black Titanium'], memory: [[8, 128, 0], [8, 256, 10000], [8, 512, 30000]] },
  { brand: 'Samsung', name: 'Galaxy A55 5G', tier: 'mid', base: 36000, chip: 'Samsung Exynos 1480', display: '6.6" Super AMOLED, 120 Hz, Gorilla Glass Victus+', camera: '50 MP OIS + 12 MP ultra-wide + 5 MP macro', front: '32 MP', battery: '5000 mAh, 25 W', colours: ['Awesome Iceblue', 'Awesome Lilac', 'Awesome Navy'], memory: [[8, 128, 0], [8, 256, 3000], [12, 256, 6000]] },
  { brand: 'Motorola', name: 'Moto G64 5G', tier: 'budget', base: 14000, chip: 'MediaTek Dimensity 7025', display: '6.5" FHD+ LCD, 120 Hz', camera: '50 MP OIS + 8 MP ultra-wide', front: '16 MP', battery: '6000 mAh, 33 W', colours: ['Mint Green', 'Ice Lilac', 'Pearl Blue'], memory: [[8, 128, 0], [12, 256, 2000]] },
  { brand: 'OnePlus', name: 'Nord CE4 Lite 5G', tier: 'budget', base: 19000, chip: 'Qualcomm Snapdragon 695', display: '6.67" AMOLED, 120 Hz, 2100 nits', camera: '50 MP Sony LYT-600 OIS + 2 MP', front: '16 MP', battery: '5500 mAh, 80 W SUPERVOOC', colours: ['Mega Blue', 'Super Silver'], memory: [[8, 128, 0], [8, 256, 3000]] },
  { brand: 'Xiaomi', name: '14', tier: 'flagship', base: 69000, chip: 'Qualcomm Snapdragon 8 Gen 3', display: '6.36" 1.5K LTPO AMOLED, 120 Hz', camera: 'Leica 50 MP Light Fusion 900 + 50 MP tele + 50 MP ultra-wide', front: '32 MP', battery: '4610 mAh, 90 W HyperCharge, 50 W wireless', colours: ['Black', 'White', 'Jade Green'], memory: [[12, 512, 0]] },
  { brand: 'Vivo', name: 'V30 5G', tier: 'mid', base: 34000, chip: 'Qualcomm Snapdragon 7 Gen 3', display: '6.78" 1.5K curved AMOLED, 120 Hz', camera: '50 MP OIS + 50 MP ultra-wide, Aura Light', front: '50 MP', battery: '5000 mAh, 80 W FlashCharge', colours: ['Andaman Blue', 'Peacock Green', 'Classic Black'], memory: [[8, 128, 0], [8, 256, 2000], [12, 256, 4000]] },
  { brand: 'Google', name: 'Pixel 8a', tier: 'mid', base: 52000, chip: 'Google Tensor G3', display: '6.1" Actua OLED, 120 Hz', camera: '64 MP OIS + 13 MP ultra-wide', front: '13 MP', battery: '4492 mAh, 18 W, wireless charging', colours: ['Obsidian', 'Porcelain', 'Bay', 'Aloe'], memory: [[8, 128, 0], [8, 256, 7000]] },
  { brand: 'iQOO', name: 'Z9 5G', tier: 'budget', base: 19000, chip: 'MediaTek Dimensity 7200', display: '6.67" AMOLED, 120 Hz, 1800 nits', camera: '50 MP Sony IMX882 OIS + 2 MP', front: '16 MP', battery: '5000 mAh, 44 W', colours: ['Brushed Green', 'Graphene Blue'], memory: [[8, 128, 0], [8, 256, 2000]] },
  { brand: 'Samsung', name: 'Galaxy Z Flip6', tier: 'flagship', base: 109000, chip: 'Qualcomm Snapdragon 8 Gen 3 for Galaxy', display: '6.7" foldable Dynamic AMOLED 2X + 3.4" cover screen', camera: '50 MP + 12 MP ultra-wide', front: '10 MP', battery: '4000 mAh, 25 W, wireless charging', colours: ['Silver Shadow', 'Yellow', 'Blue', 'Mint'], memory: [[12, 256, 0], [12, 512, 12000]] },
  { brand: 'Xiaomi', name: 'POCO X6 Pro 5G', tier: 'mid', base: 23000, chip: 'MediaTek Dimensity 8300-Ultra', display: '6.67" 1.5K Flow AMOLED, 120 Hz', camera: '64 MP OIS + 8 MP ultra-wide + 2 MP macro', front: '16 MP', battery: '5000 mAh, 67 W turbo charging', colours: ['Racing Grey', 'Spectre Black', 'POCO Yellow'], memory: [[8, 256, 0], [12, 512, 4000]] },
  { brand: 'OnePlus', name: '12R', tier: 'flagship', base: 40000, chip: 'Qualcomm Snapdragon 8 Gen 2', display: '6.78" 1.5K LTPO AMOLED, 120 Hz, 4500 nits', camera: '50 MP Sony IMX890 OIS + 8 MP ultra-wide + 2 MP macro', front: '16 MP', battery: '5500 mAh, 100 W SUPERVOOC', colours: ['Iron Gray', 'Cool Blue'], memory: [[8, 128, 0], [16, 256, 5000]] },
  { brand: 'Apple', name: 'iPhone 16', tier: 'flagship', base: 79000, chip: 'Apple A18', display: '6.1" Super Retina XDR OLED, Dynamic Island', camera: '48 MP Fusion + 12 MP ultra-wide, Camera Control', front: '12 MP TrueDepth', battery: 'All-day battery, USB-C, MagSafe 25 W', colours: ['Black', 'White', 'Pink', 'Teal', 'Ultramarine'], memory: [[8, 128, 0], [8, 256, 10000], [8, 512, 30000]] },
  { brand: 'Motorola', name: 'Razr 50 Ultra', tier: 'flagship', base: 99000, chip: 'Qualcomm Snapdragon 8s Gen 3', display: '6.9" foldable pOLED, 165 Hz + 4" external screen', camera: '50 MP + 50 MP 2× telephoto', front: '32 MP', battery: '4000 mAh, 45 W, wireless charging', colours: ['Midnight Blue', 'Spring Green', 'Peach Fuzz'], memory: [[12, 512, 0]] },
  { brand: 'Realme', name: 'GT 6T 5G', tier: 'mid', base: 31000, chip: 'Qualcomm Snapdragon 7+ Gen 3', display: '6.78" 1.5K LTPO AMOLED, 120 Hz, 6000 nits', camera: '50 MP Sony LYT-600 OIS + 8 MP ultra-wide', front: '32 MP', battery: '5500 mAh, 120 W SUPERVOOC', colours: ['Fluid Silver', 'Razor Green'], memory: [[8, 128, 0], [8, 256, 2000], [12, 256, 4000]] },
  { brand: 'Vivo', name: 'T3x 5G', tier: 'budget', base: 13000, chip: 'Qualcomm Snapdragon 6 Gen 1', display: '6.72" FHD+ LCD, 120 Hz', camera: '50 MP + 2 MP bokeh', front: '8 MP', battery: '6000 mAh, 44 W', colours: ['Celestial Green', 'Crimson Bliss'], memory: [[4, 128, 0], [6, 128, 1500], [8, 128, 3000]] },
  { brand: 'Realme', name: 'C65 5G', tier: 'budget', base: 10000, chip: 'MediaTek Dimensity 6300', display: '6.67" HD+, 120 Hz', camera: '50 MP AI camera', front: '8 MP', battery: '5000 mAh, 15 W', colours: ['Glowing Black', 'Feather Green', 'Speedy Red'], memory: [[4, 64, 0], [4, 128, 1000], [6, 128, 2000]] },
];

const SUB: Record<Tier, string> = { flagship: 'flagship-phones', mid: 'mid-range-phones', budget: 'budget-phones' };
const TAGS: Record<Tier, Tag[]> = { flagship: ['creator', 'gift'], mid: ['gift'], budget: ['student'] };

function storageLabel(gb: number): string {
  return gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`;
}

export const mobiles: CategoryTemplate = {
  kind: 'mobiles',
  build(random, index) {
    const line = lineAt(LINES, index);
    const colours = random.sample(line.colours, Math.min(line.colours.length, random.int(1, 2)));
    const options = line.memory.length > 1 ? random.sample(line.memory, random.int(1, Math.min(2, line.memory.length))) : line.memory;
    const variants: VariantDraft[] = [];
    for (const [ram, storage, extra] of options) {
      for (const colour of colours) {
        variants.push({
          label: `${ram} GB / ${storageLabel(storage)}, ${colour}`,
          attributes: { RAM: `${ram} GB`, Storage: storageLabel(storage), Colour: colour },
          price: line.base + extra,
        });
      }
    }
    // A phone with one memory size and one colour is sold as it is, with its options in the title.
    const single = variants.length === 1 ? variants[0] : undefined;
    const os = line.brand === 'Apple' ? 'iOS 17' : 'Android 14';
    const title = single
      ? `${line.brand} ${line.name} (${single.attributes.Colour}, ${single.attributes.RAM} RAM, ${single.attributes.Storage})`
      : `${line.brand} ${line.name}${line.name.includes('5G') || line.brand === 'Apple' ? '' : ' 5G'}`;
    const ramSpec = [...new Set(options.map(([ram]) => `${ram} GB`))].join(' or ');
    const storageSpec = [...new Set(options.map(([, storage]) => storageLabel(storage)))].join(' or ');
    return {
      brand: line.brand,
      sub: SUB[line.tier],
      title,
      slugName: `${line.brand} ${line.name}${single ? ` ${single.label}` : ''}`,
      description:
        `The ${line.brand} ${line.name} runs on the ${line.chip} with a ${line.display} display and a ${line.camera} camera system. ` +
        `Its ${line.battery.split(',')[0]} battery lasts a full day, and it comes with ${line.brand === 'Apple' ? 'a USB-C cable' : 'the charger in the box where the brand includes one'} and a GST invoice.`,
      highlights: [line.display, line.chip, `${line.camera} rear, ${line.front} front`, line.battery, `${ramSpec} RAM, ${storageSpec} storage`],
      specs: specs([
        ['Display', line.display],
        ['Processor', line.chip],
        ['RAM', ramSpec],
        ['Storage', storageSpec],
        ['Rear camera', line.camera],
        ['Front camera', line.front],
        ['Battery', line.battery],
        ['Operating system', os],
        ['Network', '5G (SA/NSA), dual SIM, VoLTE'],
        ['Colour', colours.join(', ')],
        ['Warranty', warranty(1, 'carry-in').replace('brand', 'brand (6 months on accessories)')],
      ]),
      price: Math.min(...variants.map((v) => v.price)),
      variants: single ? [] : variants,
      tags: TAGS[line.tier],
    };
  },
};
