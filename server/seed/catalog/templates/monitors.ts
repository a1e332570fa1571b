import type { CategoryTemplate, Tag } from '../types';
import { lineAt, specs, warranty } from './kit';

type Use = 'gaming' | 'office' | 'pro';

interface Line {
  brand: string;
  name: string;
  use: Use;
  base: number;
}

const SUB: Record<Use, string> = { gaming: 'gaming-monitors', office: 'office-monitors', pro: 'professional-monitors' };

const LINES: readonly Line[] = [
  { brand: 'LG', name: 'UltraGear', use: 'gaming', base: 15000 },
  { brand: 'Samsung', name: 'Essential S3', use: 'office', base: 8000 },
  { brand: 'Dell', name: 'UltraSharp', use: 'pro', base: 30000 },
  { brand: 'BenQ', name: 'MOBIUZ', use: 'gaming', base: 19000 },
  { brand: 'ASUS', name: 'TUF Gaming', use: 'gaming', base: 12000 },
  { brand: 'LG', name: 'Smart Monitor', use: 'office', base: 9000 },
  { brand: 'BenQ', name: 'DesignVue', use: 'pro', base: 28000 },
  { brand: 'Acer', name: 'Nitro', use: 'gaming', base: 11000 },
  { brand: 'HP', name: 'M-series', use: 'office', base: 9500 },
  { brand: 'Samsung', name: 'Odyssey', use: 'gaming', base: 18000 },
  { brand: 'ASUS', name: 'ProArt Display', use: 'pro', base: 32000 },
  { brand: 'Dell', name: 'S-series', use: 'office', base: 10000 },
  { brand: 'MSI', name: 'MAG', use: 'gaming', base: 14000 },
  { brand: 'Lenovo', name: 'L-series', use: 'office', base: 7500 },
  { brand: 'LG', name: 'UltraFine', use: 'pro', base: 26000 },
  { brand: 'Acer', name: 'KA', use: 'office', base: 6500 },
];

const SIZES = [
  { inches: 24, label: '23.8"', add: 0 },
  { inches: 27, label: '27"', add: 5000 },
  { inches: 32, label: '31.5"', add: 12000 },
] as const;

const MODES: Record<Use, readonly { res: string; short: string; hz: number; ms: string; add: number }[]> = {
  gaming: [
    { res: 'Full HD (1920×1080)', short: 'FHD', hz: 165, ms: '1 ms (MPRT)', add: 0 },
    { res: 'QHD (2560×1440)', short: 'QHD', hz: 170, ms: '1 ms (GtG)', add: 7000 },
    { res: 'QHD (2560×1440)', short: 'QHD', hz: 240, ms: '0.5 ms (GtG)', add: 16000 },
  ],
  office: [
    { res: 'Full HD (1920×1080)', short: 'FHD', hz: 75, ms: '5 ms (GtG)', add: 0 },
    { res: 'Full HD (1920×1080)', short: 'FHD', hz: 100, ms: '4 ms (GtG)', add: 1000 },
    { res: 'QHD (2560×1440)', short: 'QHD', hz: 75, ms: '5 ms (GtG)', add: 6000 },
  ],
  pro: [
    { res: '4K UHD (3840×2160)', short: '4K', hz: 60, ms: '5 ms (GtG)', add: 0 },
    { res: 'QHD (2560×1440)', short: 'QHD', hz: 75, ms: '5 ms (GtG)', add: -6000 },
    { res: '5K (5120×2880)', short: '5K', hz: 60, ms: '8 ms (GtG)', add: 45000 },
  ],
};

const TAGS: Record<Use, Tag[]> = { gaming: ['gaming'], office: ['work', 'student'], pro: ['creator', 'work'] };

export const monitors: CategoryTemplate = {
  kind: 'monitors',
  build(random, index) {
    const line = lineAt(LINES, index);
    const size = random.pick(line.use === 'office' ? SIZES.slice(0, 2) : SIZES);
    const mode = random.pick(MODES[line.use]);
    const panel = line.use === 'gaming' ? random.pick(['IPS', 'Fast IPS', 'VA curved 1500R']) : line.use === 'pro' ? 'IPS Black' : random.pick(['IPS', 'VA']);
    const hdr = line.use === 'office' ? undefined : random.pick(['HDR10', 'DisplayHDR 400', 'DisplayHDR 600']);
    const model = `${size.inches}${line.brand.slice(0, 1)}${mode.short.slice(0, 1)}${random.int(20, 89)}${random.pick(['', 'A', 'E', 'QE', 'X'])}`;
    const ports = line.use === 'pro' ? 'USB-C (90 W power delivery), HDMI 2.0, DisplayPort 1.4, USB hub, RJ45' : line.use === 'gaming' ? '2 × HDMI 2.0, DisplayPort 1.4, headphone out' : 'HDMI 1.4, VGA, headphone out';
    const kind = line.use === 'gaming' ? 'Gaming Monitor' : line.use === 'pro' ? 'Professional Monitor' : 'Monitor';
    const title = `${line.brand} ${line.name} ${model} ${size.label} ${mode.short} ${panel.replace(' curved 1500R', ' Curved')} ${kind}, ${mode.hz} Hz${hdr ? `, ${hdr}` : ''}`;
    return {
      brand: line.brand,
      sub: SUB[line.use],
      title,
      slugName: `${line.brand} ${line.name} ${model} ${size.inches} ${mode.short}`,
      description:
        `A ${size.label} ${mode.short} ${panel} panel at ${mode.hz} Hz, ${line.use === 'gaming' ? 'tuned for smooth, tear-free gaming with AMD FreeSync Premium and G-SYNC compatibility' : line.use === 'pro' ? 'factory-calibrated to ΔE < 2 for photo and video work' : 'with flicker-free backlight and a low-blue-light mode for long office days'}. ` +
        `The ${line.brand} ${line.name} ${model} ships with a ${line.use === 'office' ? 'tilt' : 'height, tilt and swivel'} adjustable stand and ${line.use === 'office' ? 3 : 3}-year brand warranty.`,
      highlights: [
        `${size.label} ${mode.res} ${panel} panel`,
        `${mode.hz} Hz refresh rate, ${mode.ms} response time`,
        line.use === 'pro' ? '99% sRGB, 95% DCI-P3, factory calibrated' : line.use === 'gaming' ? 'AMD FreeSync Premium, G-SYNC compatible' : 'TÜV-certified flicker-free, low blue light',
        ports,
      ],
      specs: specs([
        ['Panel', panel],
        ['Size', `${size.label} (${Math.round(size.inches * 2.54)} cm)`],
        ['Resolution', mode.res],
        ['Refresh rate', `${mode.hz} Hz`],
        ['Response time', mode.ms],
        ['HDR', hdr],
        ['Ports', ports],
        ['Stand', line.use === 'office' ? 'Tilt, VESA 100×100' : 'Height, tilt, swivel, pivot; VESA 100×100'],
        ['Warranty', warranty(3, 'onsite')],
      ]),
      price: line.base + size.add + mode.add + (panel.startsWith('VA curved') ? 2000 : 0),
      variants: [],
      tags: TAGS[line.use],
    };
  },
};
