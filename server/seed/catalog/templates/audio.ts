import type { CategoryTemplate, Tag } from '../types';
import { colourVariants, lineAt, someColours, specs, warranty } from './kit';

type Kind = 'headphones' | 'earbuds' | 'speaker' | 'soundbar';

interface Line {
  brand: string;
  name: string;
  kind: Kind;
  price: number;
  anc: boolean;
  hours: number;
  driver: string;
  colours: readonly string[];
}

const LINES: readonly Line[] = [
  { brand: 'Sony', name: 'WH-1000XM5', kind: 'headphones', price: 29000, anc: true, hours: 30, driver: '30 mm', colours: ['Black', 'Silver', 'Midnight Blue'] },
  { brand: 'boAt', name: 'Airdopes 141', kind: 'earbuds', price: 1100, anc: false, hours: 42, driver: '8 mm', colours: ['Bold Black', 'Cider Cyan', 'Pure White'] },
  { brand: 'JBL', name: 'Flip 6', kind: 'speaker', price: 10000, anc: false, hours: 12, driver: 'Racetrack woofer + tweeter', colours: ['Black', 'Blue', 'Red', 'Teal'] },
  { brand: 'Apple', name: 'AirPods Pro (2nd generation)', kind: 'earbuds', price: 22000, anc: true, hours: 30, driver: 'Apple H2 chip, custom driver', colours: ['White'] },
  { brand: 'JBL', name: 'Tune 770NC', kind: 'headphones', price: 6500, anc: true, hours: 70, driver: '40 mm', colours: ['Black', 'Blue', 'Purple', 'White'] },
  { brand: 'Samsung', name: 'Galaxy Buds FE', kind: 'earbuds', price: 6000, anc: true, hours: 21, driver: '12 mm', colours: ['Graphite', 'White'] },
  { brand: 'boAt', name: 'Stone 352', kind: 'speaker', price: 1500, anc: false, hours: 12, driver: '52 mm', colours: ['Raging Black', 'Bold Blue', 'Cherry Red'] },
  { brand: 'Sony', name: 'WF-C700N', kind: 'earbuds', price: 8500, anc: true, hours: 20, driver: '5 mm', colours: ['Black', 'White', 'Lavender', 'Sage Green'] },
  { brand: 'JBL', name: 'Cinema SB271', kind: 'soundbar', price: 12000, anc: false, hours: 0, driver: '2.1 channel, wireless subwoofer', colours: ['Black'] },
  { brand: 'boAt', name: 'Rockerz 450', kind: 'headphones', price: 1500, anc: false, hours: 15, driver: '40 mm', colours: ['Luscious Black', 'Aqua Blue', 'Hazel Beige'] },
  { brand: 'OnePlus', name: 'Buds 3', kind: 'earbuds', price: 5500, anc: true, hours: 44, driver: '10.4 mm + 6 mm dual drivers', colours: ['Metallic Grey', 'Splendid Blue'] },
  { brand: 'Sony', name: 'SRS-XB100', kind: 'speaker', price: 4500, anc: false, hours: 16, driver: 'Full-range', colours: ['Black', 'Blue', 'Light Grey', 'Orange'] },
  { brand: 'Noise', name: 'Buds VS104 Max', kind: 'earbuds', price: 1300, anc: true, hours: 45, driver: '13 mm', colours: ['Jet Black', 'Ice Blue', 'Mint Green'] },
  { brand: 'JBL', name: 'Tune Beam', kind: 'earbuds', price: 5000, anc: true, hours: 48, driver: '6 mm', colours: ['Black', 'Blue', 'White'] },
  { brand: 'Sony', name: 'HT-S400', kind: 'soundbar', price: 19000, anc: false, hours: 0, driver: '2.1 channel, 330 W, wireless subwoofer', colours: ['Black'] },
  { brand: 'Apple', name: 'AirPods 4', kind: 'earbuds', price: 12500, anc: false, hours: 30, driver: 'Apple H2 chip', colours: ['White'] },
  { brand: 'Realme', name: 'Buds T300', kind: 'earbuds', price: 2000, anc: true, hours: 40, driver: '12.4 mm', colours: ['Stylish Black', 'Youth White'] },
  { brand: 'JBL', name: 'Go 4', kind: 'speaker', price: 3800, anc: false, hours: 7, driver: '45 mm', colours: ['Black', 'Blue', 'Pink', 'Camo'] },
  { brand: 'Sony', name: 'WH-CH720N', kind: 'headphones', price: 8000, anc: true, hours: 35, driver: '30 mm', colours: ['Black', 'White', 'Blue'] },
  { brand: 'Sony', name: 'ULT Field 1', kind: 'speaker', price: 10000, anc: false, hours: 12, driver: 'Woofer + tweeter, ULT bass', colours: ['Black', 'Forest Grey', 'Off White', 'Orange'] },
  { brand: 'JBL', name: 'Live 770NC', kind: 'headphones', price: 13000, anc: true, hours: 65, driver: '40 mm', colours: ['Black', 'Blue', 'Sandstone', 'White'] },
  { brand: 'Samsung', name: 'Galaxy Buds3 Pro', kind: 'earbuds', price: 19000, anc: true, hours: 30, driver: '10.5 mm + planar tweeter', colours: ['Silver', 'White'] },
  { brand: 'boAt', name: 'Aavante Bar 1700D', kind: 'soundbar', price: 9500, anc: false, hours: 0, driver: '2.1 channel, 120 W, wired subwoofer', colours: ['Premium Black'] },
  { brand: 'Noise', name: 'Two Wireless Headphones', kind: 'headphones', price: 1600, anc: false, hours: 50, driver: '40 mm', colours: ['Calm Beige', 'Serene Blue', 'Jet Black'] },
  { brand: 'OnePlus', name: 'Nord Buds 2r', kind: 'earbuds', price: 2200, anc: false, hours: 38, driver: '12.4 mm', colours: ['Deep Grey', 'Triple Blue'] },
  { brand: 'boAt', name: 'Nirvana Ion', kind: 'earbuds', price: 2300, anc: false, hours: 120, driver: '10 mm', colours: ['Charcoal Black', 'Crystal Bliss'] },
];

const SUB: Record<Kind, string> = { headphones: 'headphones', earbuds: 'earbuds', speaker: 'bluetooth-speakers', soundbar: 'soundbars' };
const NOUN: Record<Kind, string> = {
  headphones: 'Wireless Over-Ear Headphones',
  earbuds: 'True Wireless Earbuds',
  speaker: 'Portable Bluetooth Speaker',
  soundbar: 'Soundbar with Subwoofer',
};

export const audio: CategoryTemplate = {
  kind: 'audio',
  build(random, index) {
    const line = lineAt(LINES, index);
    const colours = line.colours.length > 1 && random.chance(0.75) ? someColours(random, line.colours) : [];
    const colour = colours[0] ?? random.pick(line.colours);
    const anc = line.anc ? (line.kind === 'earbuds' ? ', Active Noise Cancellation' : ' with ANC') : '';
    const title = `${line.brand} ${line.name} ${NOUN[line.kind]}${anc}${line.hours ? `, ${line.hours} h playback` : ''}${colours.length ? '' : ` (${colour})`}`;
    const water = line.kind === 'speaker' ? 'IP67 dust and waterproof' : line.kind === 'earbuds' ? 'IPX4 sweat resistant' : undefined;
    const tags: Tag[] = line.price < 3000 ? ['student', 'gift'] : line.kind === 'headphones' && line.anc ? ['work', 'gift'] : ['gift'];
    return {
      brand: line.brand,
      sub: SUB[line.kind],
      title,
      slugName: `${line.brand} ${line.name}${colours.length ? '' : ` ${colour}`}`,
      description:
        `${line.brand} ${line.name}: ${line.driver} drivers${line.anc ? ', active noise cancellation for metro rides and open offices' : ''}${line.hours ? `, and up to ${line.hours} hours of playback` : ', Dolby Audio and HDMI ARC for the living-room TV'}. ` +
        `${line.kind === 'soundbar' ? 'One remote controls the TV and the bar.' : 'Fast charging gives hours of music from a ten-minute top-up.'}`,
      highlights: [
        `${line.driver} drivers`,
        line.anc ? 'Active noise cancellation with ambient mode' : line.kind === 'soundbar' ? 'Dolby Audio, HDMI ARC, optical in' : 'Rich bass tuned for Bollywood and EDM',
        line.hours ? `Up to ${line.hours} hours of playback, USB-C fast charging` : 'Wall-mount kit included',
        ...(water ? [water] : []),
        'Bluetooth 5.3 with Google Fast Pair',
      ],
      specs: specs([
        ['Type', NOUN[line.kind]],
        ['Driver', line.driver],
        ['Connectivity', line.kind === 'soundbar' ? 'Bluetooth 5.3, HDMI ARC, optical, USB' : 'Bluetooth 5.3'],
        ['Noise cancellation', line.anc ? 'Active (ANC)' : 'No'],
        ['Battery life', line.hours ? `Up to ${line.hours} hours` : undefined],
        ['Charging', line.hours ? 'USB Type-C, fast charging' : undefined],
        ['Water resistance', water],
        ['Microphone', line.kind === 'speaker' || line.kind === 'soundbar' ? undefined : 'Yes, with ENC for calls'],
        ['Colour', colours.length ? colours.join(', ') : colour],
        ['Warranty', warranty(1, 'replacement')],
      ]),
      price: line.price,
      variants: colours.length ? colourVariants(colours, line.price) : [],
      tags,
    };
  },
};
