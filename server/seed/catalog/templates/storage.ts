import type { CategoryTemplate, Tag, VariantDraft } from '../types';
import { lineAt, specs, warranty } from './kit';

type Type = 'nvme' | 'sata' | 'hdd' | 'portable' | 'external-hdd' | 'microsd' | 'pen';

interface Line {
  brand: string;
  name: string;
  type: Type;
  /** Capacities with rupee prices. */
  sizes: readonly (readonly [string, number])[];
  speed: string;
  years: number;
}

const LINES: readonly Line[] = [
  { brand: 'Samsung', name: '990 PRO', type: 'nvme', sizes: [['1 TB', 9500], ['2 TB', 16500], ['4 TB', 32000]], speed: 'up to 7450 MB/s read', years: 5 },
  { brand: 'WD', name: 'Blue 3D NAND', type: 'sata', sizes: [['500 GB', 4200], ['1 TB', 6800], ['2 TB', 13000]], speed: 'up to 560 MB/s read', years: 5 },
  { brand: 'Seagate', name: 'BarraCuda', type: 'hdd', sizes: [['1 TB', 3600], ['2 TB', 4900], ['4 TB', 8200]], speed: '7200 rpm, 256 MB cache', years: 2 },
  { brand: 'SanDisk', name: 'Extreme Portable SSD V2', type: 'portable', sizes: [['1 TB', 8500], ['2 TB', 14500]], speed: 'up to 1050 MB/s', years: 5 },
  { brand: 'SanDisk', name: 'Ultra microSDXC UHS-I', type: 'microsd', sizes: [['64 GB', 500], ['128 GB', 900], ['256 GB', 1700]], speed: 'up to 150 MB/s read', years: 10 },
  { brand: 'WD', name: 'Black SN850X', type: 'nvme', sizes: [['1 TB', 8800], ['2 TB', 15500]], speed: 'up to 7300 MB/s read', years: 5 },
  { brand: 'Crucial', name: 'MX500', type: 'sata', sizes: [['500 GB', 3800], ['1 TB', 6200], ['2 TB', 11800]], speed: 'up to 560 MB/s read', years: 5 },
  { brand: 'WD', name: 'My Passport', type: 'external-hdd', sizes: [['1 TB', 4500], ['2 TB', 6300], ['5 TB', 12500]], speed: 'USB 3.2 Gen 1, hardware encryption', years: 3 },
  { brand: 'SanDisk', name: 'Ultra Dual Drive Luxe USB Type-C', type: 'pen', sizes: [['64 GB', 650], ['128 GB', 1100], ['256 GB', 2200]], speed: 'up to 400 MB/s', years: 5 },
  { brand: 'Kingston', name: 'NV2', type: 'nvme', sizes: [['500 GB', 3200], ['1 TB', 5500], ['2 TB', 10500]], speed: 'up to 3500 MB/s read', years: 3 },
  { brand: 'Seagate', name: 'IronWolf NAS', type: 'hdd', sizes: [['4 TB', 9500], ['8 TB', 18500]], speed: '5400 rpm class, 256 MB cache, NAS-tuned', years: 3 },
  { brand: 'Samsung', name: 'T7 Shield Portable SSD', type: 'portable', sizes: [['1 TB', 9200], ['2 TB', 16000]], speed: 'up to 1050 MB/s', years: 3 },
  { brand: 'Samsung', name: 'EVO Plus microSDXC', type: 'microsd', sizes: [['128 GB', 1100], ['256 GB', 2000], ['512 GB', 3800]], speed: 'up to 160 MB/s read', years: 10 },
  { brand: 'Crucial', name: 'P3 Plus', type: 'nvme', sizes: [['500 GB', 3500], ['1 TB', 5900], ['2 TB', 11200]], speed: 'up to 5000 MB/s read', years: 5 },
  { brand: 'Seagate', name: 'Expansion Portable', type: 'external-hdd', sizes: [['1 TB', 4200], ['2 TB', 5900], ['4 TB', 9800]], speed: 'USB 3.0, plug and play', years: 2 },
  { brand: 'SanDisk', name: 'Cruzer Blade USB 2.0', type: 'pen', sizes: [['32 GB', 280], ['64 GB', 420], ['128 GB', 800]], speed: 'USB 2.0', years: 5 },
  { brand: 'Kingston', name: 'KC3000', type: 'nvme', sizes: [['1 TB', 7800], ['2 TB', 14000]], speed: 'up to 7000 MB/s read', years: 5 },
  { brand: 'Samsung', name: '870 EVO', type: 'sata', sizes: [['500 GB', 4300], ['1 TB', 7500], ['2 TB', 14200]], speed: 'up to 560 MB/s read', years: 5 },
];

const FORM: Record<Type, { sub: string; noun: string; form: string; iface: string }> = {
  nvme: { sub: 'ssds', noun: 'PCIe 4.0 NVMe M.2 Internal SSD', form: 'M.2 2280', iface: 'PCIe 4.0 ×4, NVMe 2.0' },
  sata: { sub: 'ssds', noun: '2.5" SATA Internal SSD', form: '2.5-inch, 7 mm', iface: 'SATA III 6 Gb/s' },
  hdd: { sub: 'hard-drives', noun: '3.5" Internal Hard Drive', form: '3.5-inch', iface: 'SATA III 6 Gb/s' },
  'external-hdd': { sub: 'hard-drives', noun: 'Portable External Hard Drive', form: '2.5-inch portable', iface: 'USB 3.2 Gen 1 (Micro-B)' },
  portable: { sub: 'ssds', noun: 'Portable SSD', form: 'Pocket-sized, IP65', iface: 'USB 3.2 Gen 2 Type-C' },
  microsd: { sub: 'memory-cards-pen-drives', noun: 'Memory Card with SD Adapter', form: 'microSD', iface: 'UHS-I, U3, V30, A2' },
  pen: { sub: 'memory-cards-pen-drives', noun: 'Pen Drive', form: 'Flash drive', iface: 'USB Type-C + Type-A' },
};

const TAGS: Record<Type, Tag[]> = { nvme: ['gaming', 'creator'], sata: ['work'], hdd: ['creator'], 'external-hdd': ['work', 'student'], portable: ['creator', 'gift'], microsd: ['student'], pen: ['student'] };

export const storage: CategoryTemplate = {
  kind: 'storage',
  build(random, index) {
    const line = lineAt(LINES, index);
    const form = FORM[line.type];
    const withVariants = line.sizes.length > 1 && random.chance(0.45);
    const [capacity, price] = random.pick(line.sizes);
    const variants: VariantDraft[] = withVariants ? line.sizes.map(([c, p]) => ({ label: c, attributes: { Capacity: c }, price: p })) : [];
    const speed = line.speed.startsWith('up to') ? `, ${line.speed.replace(' read', '')}` : '';
    const title = withVariants ? `${line.brand} ${line.name} ${form.noun}${speed}` : `${line.brand} ${line.name} ${capacity} ${form.noun}${speed}`;
    const use = {
      nvme: 'cuts game loads and exports to seconds',
      sata: 'brings an old laptop or desktop back to life',
      hdd: 'keeps your photo and video archive safe on a NAS or desktop',
      'external-hdd': 'backs up a laptop with one click',
      portable: 'carries 4K projects between edit bays in your pocket',
      microsd: 'records 4K video in phones, action cameras and consoles',
      pen: 'moves files between phone and laptop without cables',
    }[line.type];
    return {
      brand: line.brand,
      sub: form.sub,
      title,
      slugName: `${line.brand} ${line.name}${withVariants ? '' : ` ${capacity}`}`,
      description:
        `The ${line.brand} ${line.name} ${use}. It runs at ${line.speed} over ${form.iface}. ` +
        `Backed by ${warranty(line.years, 'limited')}${line.type === 'nvme' || line.type === 'sata' ? ' and the brand\'s free cloning software' : ''}.`,
      highlights: [
        `${withVariants ? line.sizes.map(([c]) => c).join(' / ') : capacity} ${line.type === 'hdd' || line.type === 'external-hdd' ? 'hard drive' : 'flash storage'}`,
        line.speed.charAt(0).toUpperCase() + line.speed.slice(1),
        `${form.form}, ${form.iface}`,
        warranty(line.years, 'limited'),
      ],
      specs: specs([
        ['Capacity', withVariants ? line.sizes.map(([c]) => c).join(' or ') : capacity],
        ['Type', form.noun],
        ['Interface', form.iface],
        ['Form factor', form.form],
        ['Speed', line.speed],
        ['Encryption', line.type === 'external-hdd' || line.type === 'portable' ? '256-bit AES hardware encryption' : undefined],
        ['Warranty', warranty(line.years, 'limited')],
      ]),
      price: withVariants ? Math.min(...variants.map((v) => v.price)) : price,
      variants,
      tags: TAGS[line.type],
    };
  },
};
