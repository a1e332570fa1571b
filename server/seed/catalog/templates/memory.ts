import type { CategoryTemplate, VariantDraft } from '../types';
import { lineAt, specs, warranty } from './kit';

interface Line {
  brand: string;
  name: string;
  laptop: boolean;
  ddr: 4 | 5;
  speeds: readonly number[];
  rgb: boolean;
  /** Rupees per 8 GB at the slowest speed. */
  per8: number;
  colour: string;
}

const LINES: readonly Line[] = [
  { brand: 'Kingston', name: 'FURY Beast', laptop: false, ddr: 5, speeds: [5200, 5600, 6000], rgb: false, per8: 2300, colour: 'Black' },
  { brand: 'Corsair', name: 'Vengeance LPX', laptop: false, ddr: 4, speeds: [3200, 3600], rgb: false, per8: 1600, colour: 'Black' },
  { brand: 'G.Skill', name: 'Trident Z5 RGB', laptop: false, ddr: 5, speeds: [6000, 6400], rgb: true, per8: 3200, colour: 'Silver' },
  { brand: 'Crucial', name: '', laptop: true, ddr: 5, speeds: [4800, 5600], rgb: false, per8: 2000, colour: 'Green' },
  { brand: 'Corsair', name: 'Vengeance RGB', laptop: false, ddr: 5, speeds: [5600, 6000], rgb: true, per8: 2900, colour: 'White' },
  { brand: 'Kingston', name: 'FURY Impact', laptop: true, ddr: 4, speeds: [3200], rgb: false, per8: 1700, colour: 'Black' },
  { brand: 'G.Skill', name: 'Ripjaws V', laptop: false, ddr: 4, speeds: [3200, 3600], rgb: false, per8: 1500, colour: 'Red' },
  { brand: 'Crucial', name: 'Pro', laptop: false, ddr: 5, speeds: [5600], rgb: false, per8: 2200, colour: 'Black' },
  { brand: 'Kingston', name: 'ValueRAM', laptop: true, ddr: 5, speeds: [4800, 5600], rgb: false, per8: 1900, colour: 'Green' },
  { brand: 'Corsair', name: 'Vengeance SODIMM', laptop: true, ddr: 5, speeds: [4800, 5600], rgb: false, per8: 2200, colour: 'Black' },
  { brand: 'G.Skill', name: 'Ripjaws S5', laptop: false, ddr: 5, speeds: [6000], rgb: false, per8: 2500, colour: 'Matte White' },
  { brand: 'Kingston', name: 'FURY Renegade RGB', laptop: false, ddr: 5, speeds: [6400, 7200], rgb: true, per8: 3600, colour: 'Silver' },
];

const SIZES = [
  { label: '8 GB (1 × 8 GB)', short: '8 GB', units: 1 },
  { label: '16 GB (1 × 16 GB)', short: '16 GB', units: 2 },
  { label: '32 GB (2 × 16 GB)', short: '32 GB kit', units: 4 },
] as const;

export const memory: CategoryTemplate = {
  kind: 'memory',
  build(random, index) {
    const line = lineAt(LINES, index);
    const speed = random.pick(line.speeds);
    const latency = line.ddr === 5 ? Math.round(speed / 160) : random.pick([16, 18]);
    const perUnit = line.per8 * (1 + (speed - (line.speeds[0] ?? speed)) / 8000);
    const form = line.laptop ? 'Laptop RAM (SODIMM)' : 'Desktop RAM';
    const sizes = line.laptop || line.ddr === 4 ? SIZES.slice(0, 2) : SIZES.slice(1);
    const withVariants = random.chance(0.8);
    const size = random.pick(sizes);
    const variants: VariantDraft[] = withVariants
      ? sizes.map((s) => ({ label: s.short, attributes: { Capacity: s.label }, price: perUnit * s.units }))
      : [];
    const head = `${line.brand}${line.name ? ` ${line.name}` : ''}`;
    const title = withVariants
      ? `${head} DDR${line.ddr} ${speed} MT/s CL${latency} ${form}`
      : `${head} ${size.short} DDR${line.ddr} ${speed} MT/s CL${latency} ${form}`;
    return {
      brand: line.brand,
      sub: line.laptop ? 'laptop-ram' : 'desktop-ram',
      title,
      slugName: `${head} ddr${line.ddr} ${speed}${withVariants ? '' : ` ${size.short}`}`,
      description:
        `${head} DDR${line.ddr} runs at ${speed} MT/s with CL${latency} timings${line.laptop ? ' in a slim SODIMM for laptops and mini PCs' : ` under a low-profile heat spreader${line.rgb ? ' with addressable RGB lighting' : ''}`}. ` +
        `${line.ddr === 5 ? (line.brand === 'Kingston' || line.brand === 'Corsair' ? 'Intel XMP 3.0 and AMD EXPO profiles set the speed in one click.' : 'One BIOS profile sets the rated speed.') : 'Plug and play at JEDEC speeds, one XMP click for the rated speed.'} Lifetime limited warranty.`,
      highlights: [
        `DDR${line.ddr} ${speed} MT/s, CL${latency}`,
        line.laptop ? '262-pin SODIMM for laptops and mini PCs' : '288-pin DIMM for desktops',
        line.rgb ? 'Addressable RGB, syncs with motherboard software' : 'Low-profile heat spreader fits under big coolers',
        line.ddr === 5 ? 'On-die ECC, 1.1–1.35 V' : '1.35 V, XMP 2.0',
      ],
      specs: specs([
        ['Capacity', withVariants ? sizes.map((s) => s.label).join(' or ') : size.label],
        ['Type', `DDR${line.ddr} ${line.laptop ? 'SODIMM' : 'UDIMM'}`],
        ['Speed', `${speed} MT/s`],
        ['Latency', `CL${latency}`],
        ['Voltage', line.ddr === 5 ? '1.1 V (1.35 V with profile)' : '1.35 V'],
        ['RGB', line.rgb ? 'Yes' : 'No'],
        ['Colour', line.colour],
        ['Warranty', warranty(10, 'limited').replace('10 years', 'Lifetime')],
      ]),
      price: withVariants ? Math.min(...variants.map((v) => v.price)) : perUnit * size.units,
      variants,
      tags: line.rgb ? ['gaming'] : line.laptop ? ['student', 'work'] : ['creator'],
    };
  },
};
