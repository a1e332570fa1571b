import type { Random } from '../random';
import type { CategoryTemplate, Tag, VariantDraft } from '../types';
import { lineAt, specs, warranty } from './kit';

type Tier = 'gaming' | 'thin' | 'business' | 'convertible' | 'apple';

interface Line {
  brand: string;
  name: string;
  sub: string;
  tier: Tier;
  /** Rupees for the entry configuration. */
  base: number;
  displays: readonly Display[];
  colour: string;
  weight: number;
  /** Apple lines name their own chips. */
  chips?: readonly Part[];
}

interface Part {
  name: string;
  spec: string;
  add: number;
}

interface Display {
  short: string;
  spec: string;
  add: number;
}

const GAMING_15: Display = { short: '15.6" 144 Hz', spec: '15.6-inch Full HD (1920×1080) IPS, 144 Hz, 250 nits', add: 0 };
const GAMING_16: Display = { short: '16" 165 Hz', spec: '16-inch WUXGA (1920×1200) IPS, 165 Hz, 100% sRGB', add: 6000 };
const GAMING_QHD: Display = { short: '16" QHD+ 240 Hz', spec: '16-inch QHD+ (2560×1600) IPS, 240 Hz, 500 nits', add: 18000 };
const FHD_14: Display = { short: '14" FHD', spec: '14-inch Full HD (1920×1080) IPS, anti-glare, 300 nits', add: 0 };
const FHD_15: Display = { short: '15.6" FHD', spec: '15.6-inch Full HD (1920×1080) IPS, anti-glare', add: 0 };
const OLED_14: Display = { short: '14" 2.8K OLED', spec: '14-inch 2.8K (2880×1800) OLED, 90 Hz, 100% DCI-P3', add: 11000 };
const TOUCH_14: Display = { short: '14" FHD touch', spec: '14-inch Full HD (1920×1200) touchscreen, 360° hinge, stylus support', add: 0 };
const TOUCH_OLED: Display = { short: '14" 2.8K OLED touch', spec: '14-inch 2.8K OLED touchscreen, 360° hinge, stylus support', add: 14000 };

const LINES: readonly Line[] = [
  { brand: 'ASUS', name: 'TUF Gaming F15', sub: 'gaming-laptops', tier: 'gaming', base: 56000, displays: [GAMING_15], colour: 'Mecha Grey', weight: 2.2 },
  { brand: 'Lenovo', name: 'IdeaPad Slim 3', sub: 'thin-and-light', tier: 'thin', base: 39000, displays: [FHD_15, FHD_14], colour: 'Arctic Grey', weight: 1.6 },
  { brand: 'HP', name: 'Victus 15', sub: 'gaming-laptops', tier: 'gaming', base: 54000, displays: [GAMING_15], colour: 'Mica Silver', weight: 2.3 },
  { brand: 'Dell', name: 'Latitude 5440', sub: 'business-laptops', tier: 'business', base: 72000, displays: [FHD_14], colour: 'Titan Grey', weight: 1.4 },
  { brand: 'ASUS', name: 'Zenbook 14 OLED', sub: 'thin-and-light', tier: 'thin', base: 72000, displays: [OLED_14], colour: 'Ponder Blue', weight: 1.2 },
  { brand: 'Lenovo', name: 'Yoga 7i 2-in-1', sub: '2-in-1-laptops', tier: 'convertible', base: 78000, displays: [TOUCH_14, TOUCH_OLED], colour: 'Storm Grey', weight: 1.5 },
  { brand: 'Apple', name: 'MacBook Air 13"', sub: 'thin-and-light', tier: 'apple', base: 89000, chips: [
    { name: 'Apple M2', spec: 'Apple M2 chip, 8-core CPU, 8-core GPU', add: 0 },
    { name: 'Apple M3', spec: 'Apple M3 chip, 8-core CPU, 10-core GPU', add: 15000 },
  ], displays: [{ short: '13.6" Liquid Retina', spec: '13.6-inch Liquid Retina (2560×1664), 500 nits, True Tone', add: 0 }], colour: 'Midnight', weight: 1.24 },
  { brand: 'Acer', name: 'Nitro V 15', sub: 'gaming-laptops', tier: 'gaming', base: 55000, displays: [GAMING_15], colour: 'Obsidian Black', weight: 2.1 },
  { brand: 'HP', name: 'EliteBook 840 G10', sub: 'business-laptops', tier: 'business', base: 98000, displays: [FHD_14], colour: 'Silver', weight: 1.36 },
  { brand: 'Dell', name: 'Inspiron 14', sub: 'thin-and-light', tier: 'thin', base: 48000, displays: [FHD_14], colour: 'Platinum Silver', weight: 1.5 },
  { brand: 'MSI', name: 'Katana 15', sub: 'gaming-laptops', tier: 'gaming', base: 72000, displays: [GAMING_15, GAMING_16], colour: 'Black', weight: 2.25 },
  { brand: 'HP', name: 'Envy x360 14', sub: '2-in-1-laptops', tier: 'convertible', base: 76000, displays: [TOUCH_14, TOUCH_OLED], colour: 'Natural Silver', weight: 1.4 },
  { brand: 'Lenovo', name: 'ThinkPad E14 Gen 5', sub: 'business-laptops', tier: 'business', base: 58000, displays: [FHD_14], colour: 'Graphite Black', weight: 1.41 },
  { brand: 'Lenovo', name: 'Legion 5 Pro', sub: 'gaming-laptops', tier: 'gaming', base: 105000, displays: [GAMING_QHD], colour: 'Storm Grey', weight: 2.5 },
  { brand: 'Samsung', name: 'Galaxy Book4', sub: 'thin-and-light', tier: 'thin', base: 62000, displays: [FHD_15], colour: 'Grey', weight: 1.55 },
  { brand: 'Dell', name: 'G15', sub: 'gaming-laptops', tier: 'gaming', base: 66000, displays: [GAMING_15], colour: 'Dark Shadow Grey', weight: 2.65 },
  { brand: 'Apple', name: 'MacBook Pro 14"', sub: 'thin-and-light', tier: 'apple', base: 158000, chips: [
    { name: 'Apple M3', spec: 'Apple M3 chip, 8-core CPU, 10-core GPU', add: 0 },
    { name: 'Apple M3 Pro', spec: 'Apple M3 Pro chip, 11-core CPU, 14-core GPU', add: 40000 },
  ], displays: [{ short: '14.2" Liquid Retina XDR', spec: '14.2-inch Liquid Retina XDR (3024×1964), 120 Hz ProMotion', add: 0 }], colour: 'Space Grey', weight: 1.55 },
  { brand: 'ASUS', name: 'Vivobook 15', sub: 'thin-and-light', tier: 'thin', base: 35000, displays: [FHD_15], colour: 'Quiet Blue', weight: 1.7 },
  { brand: 'Acer', name: 'Aspire 7', sub: 'gaming-laptops', tier: 'gaming', base: 50000, displays: [GAMING_15], colour: 'Charcoal Black', weight: 2.1 },
  { brand: 'HP', name: '15s', sub: 'thin-and-light', tier: 'thin', base: 34000, displays: [FHD_15], colour: 'Natural Silver', weight: 1.69 },
  { brand: 'ASUS', name: 'ROG Strix G16', sub: 'gaming-laptops', tier: 'gaming', base: 110000, displays: [GAMING_16, GAMING_QHD], colour: 'Eclipse Grey', weight: 2.5 },
  { brand: 'Dell', name: 'Inspiron 14 2-in-1', sub: '2-in-1-laptops', tier: 'convertible', base: 62000, displays: [TOUCH_14], colour: 'Platinum Silver', weight: 1.6 },
  { brand: 'Lenovo', name: 'LOQ 15', sub: 'gaming-laptops', tier: 'gaming', base: 60000, displays: [GAMING_15], colour: 'Luna Grey', weight: 2.4 },
  { brand: 'ASUS', name: 'ExpertBook B1', sub: 'business-laptops', tier: 'business', base: 44000, displays: [FHD_14], colour: 'Star Black', weight: 1.45 },
];

const GAMING_CPUS: readonly Part[] = [
  { name: 'Core i5-12450H', spec: 'Intel Core i5-12450H (8 cores, up to 4.4 GHz)', add: 0 },
  { name: 'Core i7-12700H', spec: 'Intel Core i7-12700H (14 cores, up to 4.7 GHz)', add: 12000 },
  { name: 'Core i7-13620H', spec: 'Intel Core i7-13620H (10 cores, up to 4.9 GHz)', add: 15000 },
  { name: 'Ryzen 5 7535HS', spec: 'AMD Ryzen 5 7535HS (6 cores, up to 4.55 GHz)', add: 0 },
  { name: 'Ryzen 7 7840HS', spec: 'AMD Ryzen 7 7840HS (8 cores, up to 5.1 GHz)', add: 14000 },
  { name: 'Core i9-13980HX', spec: 'Intel Core i9-13980HX (24 cores, up to 5.6 GHz)', add: 42000 },
];
const GPUS: readonly Part[] = [
  { name: 'RTX 3050', spec: 'NVIDIA GeForce RTX 3050, 6 GB GDDR6', add: 0 },
  { name: 'RTX 4050', spec: 'NVIDIA GeForce RTX 4050, 6 GB GDDR6', add: 8000 },
  { name: 'RTX 4060', spec: 'NVIDIA GeForce RTX 4060, 8 GB GDDR6', add: 16000 },
  { name: 'RTX 4070', spec: 'NVIDIA GeForce RTX 4070, 8 GB GDDR6', add: 38000 },
];
const THIN_CPUS: readonly Part[] = [
  { name: 'Core i3-1315U', spec: 'Intel Core i3-1315U (6 cores, up to 4.5 GHz)', add: -7000 },
  { name: 'Core i5-1335U', spec: 'Intel Core i5-1335U (10 cores, up to 4.6 GHz)', add: 0 },
  { name: 'Core i7-1355U', spec: 'Intel Core i7-1355U (10 cores, up to 5.0 GHz)', add: 14000 },
  { name: 'Ryzen 5 7530U', spec: 'AMD Ryzen 5 7530U (6 cores, up to 4.5 GHz)', add: -2000 },
  { name: 'Ryzen 7 7730U', spec: 'AMD Ryzen 7 7730U (8 cores, up to 4.5 GHz)', add: 8000 },
  { name: 'Core Ultra 5 125H', spec: 'Intel Core Ultra 5 125H (14 cores, up to 4.5 GHz, AI Boost NPU)', add: 12000 },
  { name: 'Core Ultra 7 155H', spec: 'Intel Core Ultra 7 155H (16 cores, up to 4.8 GHz, AI Boost NPU)', add: 26000 },
];
const MEMORY: readonly { gb: number; add: number }[] = [
  { gb: 8, add: 0 },
  { gb: 16, add: 6000 },
  { gb: 32, add: 17000 },
];
const DRIVES: readonly { name: string; add: number }[] = [
  { name: '512 GB SSD', add: 0 },
  { name: '1 TB SSD', add: 7000 },
];

function ramType(tier: Tier, cpu: Part): string {
  if (tier === 'apple') return 'unified memory';
  if (tier === 'gaming' || cpu.name.startsWith('Core Ultra')) return 'DDR5';
  return tier === 'thin' ? 'LPDDR5' : 'DDR4';
}

function graphicsFor(tier: Tier, cpu: Part): string {
  if (tier === 'apple') return 'Integrated in the chip';
  if (cpu.name.startsWith('Core Ultra')) return 'Intel Arc graphics';
  return cpu.name.startsWith('Ryzen') ? 'AMD Radeon graphics' : 'Intel Iris Xe graphics';
}

const TAGS: Record<Tier, Tag[]> = {
  gaming: ['gaming'],
  thin: ['student', 'work'],
  business: ['work'],
  convertible: ['creator', 'work'],
  apple: ['creator', 'work'],
};

export const laptops: CategoryTemplate = {
  kind: 'laptops',
  build(random: Random, index: number) {
    const line = lineAt(LINES, index);
    const cpus = line.chips ?? (line.tier === 'gaming' ? GAMING_CPUS : THIN_CPUS);
    const cpu = random.pick(cpus);
    const gpu = line.tier === 'gaming' ? random.pick(cpu.add > 30000 ? GPUS.slice(2) : GPUS) : undefined;
    const display = random.pick(line.displays);
    const type = ramType(line.tier, cpu);
    const minRam = line.tier === 'gaming' || line.tier === 'apple' ? 1 : 0;
    const ram = random.pick(MEMORY.slice(minRam, 2 + minRam));
    const drive = random.pick(DRIVES);
    const fixed = line.base + cpu.add + (gpu?.add ?? 0) + display.add;

    let variants: VariantDraft[] = [];
    if (random.chance(0.5)) {
      const combos = [
        [MEMORY[minRam], DRIVES[0]],
        [MEMORY[minRam + 1], DRIVES[0]],
        [MEMORY[minRam + 1], DRIVES[1]],
      ] as const;
      variants = combos.flatMap(([memory, storage]) =>
        memory && storage
          ? [
              {
                label: `${memory.gb} GB / ${storage.name}`,
                attributes: { RAM: `${memory.gb} GB ${type}`, Storage: storage.name },
                price: fixed + memory.add + storage.add,
              },
            ]
          : [],
      );
    }
    const chosen = variants.length === 0;
    const ramSpec = chosen ? `${ram.gb} GB ${type}` : variants.map((v) => v.attributes.RAM).filter((v, i, all) => all.indexOf(v) === i).join(' or ');
    const driveSpec = chosen ? `${drive.name} (PCIe NVMe)` : `${DRIVES.map((d) => d.name).join(' or ')} (PCIe NVMe)`;
    const parts = [`${line.brand} ${line.name}`, cpu.name, gpu?.name, chosen ? `${ram.gb} GB ${type === 'unified memory' ? 'RAM' : type}` : undefined, chosen ? drive.name : undefined, display.short];
    const title = parts.filter(Boolean).join(', ');
    const battery = line.tier === 'gaming' ? `${random.pick([56, 60, 70, 90])} Wh, up to ${random.int(5, 8)} hours` : `${random.pick([42, 54, 57, 70])} Wh, up to ${random.int(10, 18)} hours`;
    const weight = (line.weight + random.int(-5, 5) / 100).toFixed(2);
    const use = line.tier === 'gaming' ? 'AAA games at high settings' : line.tier === 'business' ? 'a long working day of calls, spreadsheets and VPNs' : 'college, office work and streaming';

    return {
      brand: line.brand,
      sub: line.sub,
      title,
      slugName: [line.brand, line.name, cpu.name, gpu?.name].filter(Boolean).join(' '),
      description:
        `The ${line.brand} ${line.name} pairs the ${cpu.spec.replace(/ \(.*/, '')} with ${gpu ? `an ${gpu.spec.split(',')[0]}` : graphicsFor(line.tier, cpu)} for ${use}. ` +
        `Its ${display.spec.split(',')[0]} screen and ${weight} kg chassis make it easy to live with, and it ships with a GST invoice and full Indian brand warranty.`,
      highlights: [
        `${cpu.spec}`,
        gpu ? `${gpu.spec} graphics` : `${graphicsFor(line.tier, cpu)}, ${battery.split(', ')[1]} battery life`,
        `${ramSpec} RAM, ${driveSpec}`,
        display.spec,
        line.tier === 'apple' ? 'macOS with iCloud, AirDrop and iPhone mirroring' : 'Windows 11 Home and MS Office Home & Student 2021 pre-installed',
      ],
      specs: specs([
        ['Processor', cpu.spec],
        ['RAM', ramSpec],
        ['Storage', driveSpec],
        ['Display', display.spec],
        ['Graphics', gpu ? gpu.spec : graphicsFor(line.tier, cpu)],
        ['Operating system', line.tier === 'apple' ? 'macOS Sonoma' : 'Windows 11 Home'],
        ['Weight', `${weight} kg`],
        ['Battery', battery],
        ['Colour', line.colour],
        ['Warranty', warranty(line.tier === 'business' ? 3 : 1, line.tier === 'apple' ? 'carry-in' : 'onsite')],
      ]),
      price: chosen ? fixed + ram.add + drive.add : Math.min(...variants.map((v) => v.price)),
      variants,
      tags: TAGS[line.tier].concat(fixed < 60000 ? ['student'] : []),
    };
  },
};
