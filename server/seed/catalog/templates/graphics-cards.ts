import type { CategoryTemplate } from '../types';
import { lineAt, specs, warranty } from './kit';

interface Chip {
  vendor: 'NVIDIA' | 'AMD' | 'Intel';
  name: string;
  memory: string;
  bus: string;
  boost: number;
  watts: number;
  price: number;
}

interface Partner {
  brand: string;
  series: string;
  fans: number;
  premium: number;
  vendors: readonly Chip['vendor'][];
  /** Flagship coolers are only made for the faster chips. */
  minPrice?: number;
}

const CHIPS: readonly Chip[] = [
  { vendor: 'NVIDIA', name: 'GeForce RTX 4060', memory: '8 GB GDDR6', bus: '128-bit', boost: 2460, watts: 550, price: 29000 },
  { vendor: 'NVIDIA', name: 'GeForce RTX 4070 SUPER', memory: '12 GB GDDR6X', bus: '192-bit', boost: 2475, watts: 650, price: 60000 },
  { vendor: 'AMD', name: 'Radeon RX 7600', memory: '8 GB GDDR6', bus: '128-bit', boost: 2655, watts: 550, price: 26000 },
  { vendor: 'NVIDIA', name: 'GeForce RTX 4060 Ti', memory: '8 GB GDDR6', bus: '128-bit', boost: 2535, watts: 550, price: 38000 },
  { vendor: 'NVIDIA', name: 'GeForce RTX 3050', memory: '6 GB GDDR6', bus: '96-bit', boost: 1470, watts: 300, price: 17500 },
  { vendor: 'AMD', name: 'Radeon RX 7800 XT', memory: '16 GB GDDR6', bus: '256-bit', boost: 2430, watts: 700, price: 51000 },
  { vendor: 'NVIDIA', name: 'GeForce RTX 4070 Ti SUPER', memory: '16 GB GDDR6X', bus: '256-bit', boost: 2610, watts: 700, price: 80000 },
  { vendor: 'Intel', name: 'Arc A750', memory: '8 GB GDDR6', bus: '256-bit', boost: 2400, watts: 600, price: 20500 },
  { vendor: 'NVIDIA', name: 'GeForce RTX 4080 SUPER', memory: '16 GB GDDR6X', bus: '256-bit', boost: 2550, watts: 750, price: 104000 },
  { vendor: 'AMD', name: 'Radeon RX 7700 XT', memory: '12 GB GDDR6', bus: '192-bit', boost: 2544, watts: 700, price: 42000 },
  { vendor: 'NVIDIA', name: 'GeForce RTX 4090', memory: '24 GB GDDR6X', bus: '384-bit', boost: 2520, watts: 850, price: 185000 },
  { vendor: 'AMD', name: 'Radeon RX 7900 XTX', memory: '24 GB GDDR6', bus: '384-bit', boost: 2500, watts: 800, price: 95000 },
  { vendor: 'Intel', name: 'Arc A770', memory: '16 GB GDDR6', bus: '256-bit', boost: 2400, watts: 650, price: 30000 },
];

const PARTNERS: readonly Partner[] = [
  { brand: 'ASUS', series: 'Dual OC', fans: 2, premium: 0, vendors: ['NVIDIA', 'AMD'] },
  { brand: 'MSI', series: 'Ventus 2X OC', fans: 2, premium: 0, vendors: ['NVIDIA'] },
  { brand: 'Gigabyte', series: 'Windforce OC', fans: 3, premium: 0.03, vendors: ['NVIDIA', 'AMD'] },
  { brand: 'Zotac', series: 'Twin Edge OC', fans: 2, premium: -0.02, vendors: ['NVIDIA'] },
  { brand: 'ASUS', series: 'TUF Gaming OC', fans: 3, premium: 0.1, vendors: ['NVIDIA', 'AMD'] },
  { brand: 'MSI', series: 'Gaming X Slim', fans: 3, premium: 0.08, vendors: ['NVIDIA'] },
  { brand: 'Sapphire', series: 'Pulse', fans: 2, premium: 0.02, vendors: ['AMD'] },
  { brand: 'Zotac', series: 'AMP Airo', fans: 3, premium: 0.06, vendors: ['NVIDIA'], minPrice: 38000 },
  { brand: 'Gigabyte', series: 'AORUS Master', fans: 3, premium: 0.18, vendors: ['NVIDIA'], minPrice: 60000 },
  { brand: 'ASRock', series: 'Challenger OC', fans: 2, premium: 0, vendors: ['AMD', 'Intel'] },
  { brand: 'ASUS', series: 'ROG Strix OC', fans: 3, premium: 0.2, vendors: ['NVIDIA', 'AMD'], minPrice: 29000 },
  { brand: 'Sapphire', series: 'Nitro+', fans: 3, premium: 0.1, vendors: ['AMD'] },
  { brand: 'Intel', series: 'Limited Edition', fans: 2, premium: 0, vendors: ['Intel'] },
];

const SUB: Record<Chip['vendor'], string> = { NVIDIA: 'nvidia-geforce', AMD: 'amd-radeon', Intel: 'intel-arc' };

export const graphicsCards: CategoryTemplate = {
  kind: 'graphics-cards',
  build(random, index) {
    const chip = lineAt(CHIPS, index);
    const partners = PARTNERS.filter((p) => p.vendors.includes(chip.vendor) && chip.price >= (p.minPrice ?? 0));
    const partner = random.pick(partners);
    const white = partner.fans === 3 && random.chance(0.25);
    const boost = chip.boost + random.int(0, 6) * 15;
    const length = 200 + partner.fans * 30 + random.int(0, 30);
    const brandPrefix = partner.brand === 'Zotac' ? 'ZOTAC GAMING' : partner.brand;
    const title = `${brandPrefix} ${chip.name} ${partner.series}${white ? ' White' : ''}, ${chip.memory}, ${partner.fans === 3 ? 'triple' : 'dual'}-fan Graphics Card`;
    const power = chip.watts >= 700 ? '1 × 16-pin (12VHPWR)' : chip.watts >= 600 ? '2 × 8-pin PCIe' : '1 × 8-pin PCIe';
    return {
      brand: partner.brand,
      sub: SUB[chip.vendor],
      title,
      slugName: `${partner.brand} ${chip.name} ${partner.series}${white ? ' white' : ''}`,
      description:
        `${partner.brand}'s ${partner.series} take on the ${chip.vendor} ${chip.name}: ${chip.memory} on a ${chip.bus} bus, boosting to ${boost} MHz, cooled by ${partner.fans} axial fans that stop at idle. ` +
        `${chip.vendor === 'NVIDIA' ? 'DLSS 3 frame generation and ray tracing make 1440p gaming smooth.' : chip.vendor === 'AMD' ? 'FSR 3 and 16 GB-class memory keep new games fluid at 1440p.' : 'XeSS upscaling and AV1 encoding make it a strong streaming card for the price.'} Check the ${length} mm length against your cabinet.`,
      highlights: [
        `${chip.memory}, ${chip.bus} memory interface`,
        `Boost clock up to ${boost} MHz`,
        `${partner.fans === 3 ? 'Triple' : 'Dual'}-fan cooler with 0 dB idle mode${white ? ', all-white shroud and backplate' : ''}`,
        `${chip.watts} W recommended power supply, ${power}`,
        'HDMI 2.1 and 3 × DisplayPort 1.4a',
      ],
      specs: specs([
        ['GPU', `${chip.vendor} ${chip.name}`],
        ['Memory', chip.memory],
        ['Memory interface', chip.bus],
        ['Boost clock', `${boost} MHz`],
        ['Outputs', 'HDMI 2.1, 3 × DisplayPort 1.4a'],
        ['Power connector', power],
        ['Recommended PSU', `${chip.watts} W`],
        ['Length', `${length} mm`],
        ['Colour', white ? 'White' : 'Black'],
        ['Warranty', warranty(3, 'replacement')],
      ]),
      price: chip.price * (1 + partner.premium + (white ? 0.03 : 0)),
      variants: [],
      tags: chip.price >= 50000 ? ['gaming', 'creator'] : ['gaming'],
    };
  },
};
