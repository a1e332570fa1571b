import type { CategoryTemplate, Tag } from '../types';
import { colourVariants, lineAt, someColours, specs, warranty } from './kit';

type Kind = 'watch' | 'band' | 'ring';

interface Line {
  brand: string;
  name: string;
  kind: Kind;
  price: number;
  display: string;
  days: number;
  colours: readonly string[];
  /** Styled like jewellery: metal finishes, slim bracelets. */
  jewel: boolean;
}

const LINES: readonly Line[] = [
  { brand: 'Noise', name: 'ColorFit Pro 5', kind: 'watch', price: 4000, display: '1.85" AMOLED', days: 7, colours: ['Jet Black', 'Rose Pink', 'Silver Grey'], jewel: false },
  { brand: 'Ultrahuman', name: 'Ring AIR', kind: 'ring', price: 28000, display: '', days: 6, colours: ['Aster Black', 'Matte Grey', 'Bionic Gold', 'Raw Titanium'], jewel: true },
  { brand: 'Apple', name: 'Watch SE (2nd gen) GPS 40 mm', kind: 'watch', price: 29000, display: 'Retina LTPO OLED', days: 1, colours: ['Midnight', 'Starlight', 'Silver'], jewel: false },
  { brand: 'Fire-Boltt', name: 'Phoenix Ultra', kind: 'watch', price: 1800, display: '1.39" HD, stainless steel body', days: 7, colours: ['Black', 'Gold', 'Silver'], jewel: true },
  { brand: 'Samsung', name: 'Galaxy Fit3', kind: 'band', price: 4500, display: '1.6" AMOLED', days: 13, colours: ['Dark Grey', 'Silver', 'Pink Gold'], jewel: false },
  { brand: 'Noise', name: 'Luna Ring Gen 2', kind: 'ring', price: 20000, display: '', days: 7, colours: ['Stardust Silver', 'Sunlit Gold', 'Rose Gold', 'Midnight Black'], jewel: true },
  { brand: 'boAt', name: 'Wave Call 2', kind: 'watch', price: 1300, display: '1.83" HD', days: 7, colours: ['Active Black', 'Cool Grey', 'Deep Blue'], jewel: false },
  { brand: 'Noise', name: 'Diva Smartwatch', kind: 'watch', price: 3500, display: '1.1" AMOLED, diamond-cut dial', days: 7, colours: ['Rose Gold Link', 'Gold Link', 'Silver Link'], jewel: true },
  { brand: 'Samsung', name: 'Galaxy Watch6 Bluetooth 40 mm', kind: 'watch', price: 27000, display: '1.3" Super AMOLED, sapphire crystal', days: 2, colours: ['Graphite', 'Gold'], jewel: false },
  { brand: 'Xiaomi', name: 'Smart Band 8', kind: 'band', price: 3300, display: '1.62" AMOLED', days: 16, colours: ['Graphite Black', 'Champagne Gold'], jewel: false },
  { brand: 'boAt', name: 'Smart Ring', kind: 'ring', price: 9000, display: '', days: 7, colours: ['Matte Black', 'Polished Silver', 'Polished Gold'], jewel: true },
  { brand: 'Amazfit', name: 'GTR 4', kind: 'watch', price: 15000, display: '1.43" AMOLED, aluminium bezel', days: 14, colours: ['Superspeed Black', 'Racetrack Grey', 'Vintage Brown Leather'], jewel: false },
  { brand: 'Fire-Boltt', name: 'Emerald Ladies Smartwatch', kind: 'watch', price: 2500, display: '1.09" round HD, gemstone-style crown', days: 7, colours: ['Rose Gold', 'Gold', 'Silver'], jewel: true },
  { brand: 'OnePlus', name: 'Watch 2', kind: 'watch', price: 24000, display: '1.43" AMOLED, sapphire crystal', days: 4, colours: ['Black Steel', 'Radiant Steel'], jewel: false },
  { brand: 'Samsung', name: 'Galaxy Ring', kind: 'ring', price: 38000, display: '', days: 7, colours: ['Titanium Black', 'Titanium Silver', 'Titanium Gold'], jewel: true },
  { brand: 'Noise', name: 'ColorFit Pulse Go Buzz', kind: 'watch', price: 1300, display: '1.69" TFT', days: 7, colours: ['Jet Black', 'Mist Grey', 'Deep Wine'], jewel: false },
  { brand: 'Amazfit', name: 'Helio Ring', kind: 'ring', price: 23000, display: '', days: 4, colours: ['Titanium'], jewel: true },
  { brand: 'Fire-Boltt', name: 'Ninja Call Pro Plus', kind: 'watch', price: 1200, display: '1.83" HD', days: 5, colours: ['Black', 'Blue', 'Pink'], jewel: false },
];

const SUB: Record<Kind, string> = { watch: 'smartwatches', band: 'fitness-bands', ring: 'smart-rings' };
const NOUN: Record<Kind, string> = { watch: 'Smartwatch', band: 'Fitness Band', ring: 'Smart Ring' };

export const wearables: CategoryTemplate = {
  kind: 'wearables',
  build(random, index) {
    const line = lineAt(LINES, index);
    const colours = line.colours.length > 1 && random.chance(0.7) ? someColours(random, line.colours) : [];
    const colour = colours[0] ?? random.pick(line.colours);
    const ringSize = line.kind === 'ring' ? random.int(7, 12) : undefined;
    const noun = line.name.includes('Smartwatch') || line.name.includes('Ring') || line.name.includes('Watch') || line.name.includes('Band') ? '' : ` ${NOUN[line.kind]}`;
    const health = line.kind === 'ring' ? 'Sleep staging, heart rate, HRV, skin temperature and SpO2' : 'Heart rate, SpO2, sleep and stress tracking, 100+ sports modes';
    const title = `${line.brand} ${line.name}${noun}${line.kind === 'ring' ? `, Size ${ringSize}` : `, ${line.display.split(',')[0]}`}${colours.length ? '' : ` (${colour})`}`;
    const tags: Tag[] = line.jewel ? ['jewellery', 'gift'] : line.price < 5000 ? ['student', 'gift'] : ['gift'];
    return {
      brand: line.brand,
      sub: SUB[line.kind],
      title,
      slugName: `${line.brand} ${line.name}${ringSize ? ` size ${ringSize}` : ''}${colours.length ? '' : ` ${colour}`}`,
      description:
        `${line.kind === 'ring' ? `The ${line.brand} ${line.name} is a featherlight titanium ring that looks like jewellery and tracks like a lab.` : `The ${line.brand} ${line.name} puts a ${line.display} on your wrist${line.jewel ? ' in a design that passes for fine jewellery' : ''}.`} ` +
        `${health}, with up to ${line.days} day${line.days === 1 ? '' : 's'} on a charge${line.kind === 'watch' ? ' and Bluetooth calling' : ''}.`,
      highlights: [
        line.kind === 'ring' ? `Titanium shell, ${random.pick(['2.4', '2.6', '3'])} g, water resistant to 100 m` : `${line.display} display`,
        health,
        `Up to ${line.days} day${line.days === 1 ? '' : 's'} of battery`,
        ...(line.kind === 'watch' ? ['Bluetooth calling, notifications, UPI QR on the wrist'] : []),
        line.kind === 'ring' ? 'No subscription; works with Android and iPhone' : 'Works with Android and iPhone',
      ],
      specs: specs([
        ['Type', NOUN[line.kind]],
        ['Display', line.display || undefined],
        ['Ring size', ringSize ? `${ringSize} (US); free sizing kit before dispatch` : undefined],
        ['Health sensors', health],
        ['Battery life', `Up to ${line.days} day${line.days === 1 ? '' : 's'}`],
        ['Water resistance', line.kind === 'ring' ? '10 ATM' : '5 ATM / IP68'],
        ['Compatibility', 'Android 8+ and iOS 15+'],
        ['Colour', colours.length ? colours.join(', ') : colour],
        ['Warranty', warranty(1, 'replacement')],
      ]),
      price: line.price,
      variants: colours.length ? colourVariants(colours, line.price) : [],
      tags,
    };
  },
};
