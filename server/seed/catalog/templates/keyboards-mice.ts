import type { CategoryTemplate, Tag } from '../types';
import { colourVariants, lineAt, someColours, specs, warranty } from './kit';

type Kind = 'keyboard' | 'mouse' | 'combo';

interface Line {
  brand: string;
  name: string;
  kind: Kind;
  gaming: boolean;
  wireless: boolean;
  price: number;
  colours: readonly string[];
  detail: string;
}

const LINES: readonly Line[] = [
  { brand: 'Logitech', name: 'MX Master 3S', kind: 'mouse', gaming: false, wireless: true, price: 9000, colours: ['Graphite', 'Pale Grey'], detail: '8000 DPI sensor that tracks on glass, quiet clicks, MagSpeed scroll wheel' },
  { brand: 'Logitech', name: 'K380 Multi-Device', kind: 'keyboard', gaming: false, wireless: true, price: 2800, colours: ['Dark Grey', 'Off-White', 'Rose'], detail: 'switch between three devices with one key, two-year AAA battery life' },
  { brand: 'Razer', name: 'DeathAdder V3', kind: 'mouse', gaming: true, wireless: false, price: 5500, colours: ['Black', 'White'], detail: '30K optical sensor, 59 g ergonomic shell, 8000 Hz polling' },
  { brand: 'Logitech', name: 'MK270 Wireless Combo', kind: 'combo', gaming: false, wireless: true, price: 1800, colours: ['Black'], detail: 'one tiny USB receiver for both, spill-resistant full-size keyboard' },
  { brand: 'Corsair', name: 'K70 RGB PRO Mechanical', kind: 'keyboard', gaming: true, wireless: false, price: 14500, colours: ['Black'], detail: 'Cherry MX Red switches, aluminium frame, 8000 Hz polling' },
  { brand: 'HP', name: '150 Wired Mouse and Keyboard', kind: 'combo', gaming: false, wireless: false, price: 1200, colours: ['Black'], detail: 'full-size keyboard with number pad, 1600 DPI mouse, plug and play' },
  { brand: 'Logitech', name: 'G502 HERO', kind: 'mouse', gaming: true, wireless: false, price: 3800, colours: ['Black'], detail: '25K HERO sensor, 11 programmable buttons, adjustable weights' },
  { brand: 'Razer', name: 'BlackWidow V4 X', kind: 'keyboard', gaming: true, wireless: false, price: 11000, colours: ['Black'], detail: 'Razer Green clicky switches, 6 macro keys, Chroma RGB' },
  { brand: 'Dell', name: 'KM3322W Wireless Combo', kind: 'combo', gaming: false, wireless: true, price: 2300, colours: ['Black'], detail: '2.4 GHz wireless, 36-month keyboard battery, quiet keys' },
  { brand: 'Portronics', name: 'Toad 23 Wireless Mouse', kind: 'mouse', gaming: false, wireless: true, price: 500, colours: ['Black', 'Blue', 'Red', 'White'], detail: '2.4 GHz and Bluetooth, 1600 DPI, silent clicks' },
  { brand: 'Logitech', name: 'MX Keys S', kind: 'keyboard', gaming: false, wireless: true, price: 11500, colours: ['Graphite', 'Pale Grey'], detail: 'smart backlight, spherically-dished keys, USB-C charging' },
  { brand: 'ASUS', name: 'ROG Gladius III Wireless AimPoint', kind: 'mouse', gaming: true, wireless: true, price: 8500, colours: ['Black', 'White'], detail: '36K AimPoint sensor, hot-swappable switches, tri-mode connection' },
  { brand: 'Zebronics', name: 'Transformer Gaming Combo', kind: 'combo', gaming: true, wireless: false, price: 1400, colours: ['Black'], detail: 'rainbow-backlit keyboard, 3200 DPI mouse, mouse pad and headset' },
  { brand: 'Razer', name: 'Viper V2 Pro', kind: 'mouse', gaming: true, wireless: true, price: 12500, colours: ['Black', 'White'], detail: '58 g esports mouse, Focus Pro 30K sensor, 80-hour battery' },
  { brand: 'Corsair', name: 'K55 RGB PRO', kind: 'keyboard', gaming: true, wireless: false, price: 4500, colours: ['Black'], detail: 'dust- and spill-resistant, 6 macro keys, 5-zone RGB' },
  { brand: 'Logitech', name: 'Pebble Mouse 2 M350s', kind: 'mouse', gaming: false, wireless: true, price: 1500, colours: ['Graphite', 'Rose', 'Tonal White'], detail: 'slim, silent, Bluetooth, 24-month battery' },
  { brand: 'Logitech', name: 'G213 Prodigy', kind: 'keyboard', gaming: true, wireless: false, price: 3800, colours: ['Black'], detail: 'Mech-Dome keys, RGB lighting, spill resistant, palm rest' },
  { brand: 'Logitech', name: 'MK295 Silent Wireless Combo', kind: 'combo', gaming: false, wireless: true, price: 2000, colours: ['Graphite', 'Off-White'], detail: '90% less click noise, spill-resistant, one USB receiver' },
  { brand: 'Razer', name: 'Huntsman Mini', kind: 'keyboard', gaming: true, wireless: false, price: 9500, colours: ['Black', 'Mercury White'], detail: '60% layout, Razer optical switches, detachable USB-C cable' },
  { brand: 'Logitech', name: 'G304 Lightspeed', kind: 'mouse', gaming: true, wireless: true, price: 2700, colours: ['Black', 'White', 'Lilac', 'Blue'], detail: 'HERO 12K sensor, Lightspeed wireless, 250-hour AA battery' },
  { brand: 'Corsair', name: 'M65 RGB Ultra', kind: 'mouse', gaming: true, wireless: false, price: 6500, colours: ['Black', 'White'], detail: '26K optical sensor, aluminium frame, sniper button' },
  { brand: 'HP', name: '230 Wireless Mouse and Keyboard Combo', kind: 'combo', gaming: false, wireless: true, price: 2200, colours: ['Black'], detail: '2.4 GHz wireless, 16-month battery, quiet keys' },
  { brand: 'ASUS', name: 'ROG Strix Scope II 96', kind: 'keyboard', gaming: true, wireless: true, price: 15000, colours: ['Black'], detail: 'ROG NX Snow switches, hot-swappable, tri-mode wireless' },
  { brand: 'Portronics', name: 'Key7 Combo', kind: 'combo', gaming: false, wireless: true, price: 1300, colours: ['Black', 'White'], detail: 'slim wireless keyboard and mouse, one receiver, quiet keys' },
];

const SUB: Record<Kind, string> = { keyboard: 'keyboards', mouse: 'mice', combo: 'keyboard-mouse-combos' };
const NOUN: Record<Kind, string> = { keyboard: 'Keyboard', mouse: 'Mouse', combo: 'Keyboard & Mouse Combo' };

export const keyboardsMice: CategoryTemplate = {
  kind: 'keyboards-mice',
  build(random, index) {
    const line = lineAt(LINES, index);
    const colours = line.colours.length > 1 && random.chance(0.5) ? someColours(random, line.colours) : [];
    const colour = colours[0] ?? random.pick(line.colours);
    const noun = line.name.includes(NOUN[line.kind]) || line.name.includes('Combo') || line.name.includes('Mouse') ? '' : ` ${line.gaming ? 'Gaming ' : ''}${NOUN[line.kind]}`;
    const connection = line.wireless ? (line.kind === 'combo' ? '2.4 GHz wireless (USB receiver)' : 'Bluetooth and 2.4 GHz wireless') : 'Wired USB';
    const tags: Tag[] = line.gaming ? ['gaming'] : ['work', 'student'];
    return {
      brand: line.brand,
      sub: SUB[line.kind],
      title: `${line.brand} ${line.name}${noun}, ${line.wireless ? 'Wireless' : 'Wired'}${colours.length ? '' : `, ${colour}`}`,
      slugName: `${line.brand} ${line.name}${colours.length ? '' : ` ${colour}`}`,
      description:
        `The ${line.brand} ${line.name}: ${line.detail}. ` +
        `${line.gaming ? 'Tuned for competitive play with on-board memory for your profiles.' : 'Made for long days at a desk, at home or in the office.'} Works with Windows, macOS, ChromeOS and Android.`,
      highlights: [line.detail.charAt(0).toUpperCase() + line.detail.slice(1), connection, line.kind === 'mouse' ? 'Ergonomic right-handed shape' : 'Full-size layout with Indian rupee (₹) key', warranty(line.gaming ? 2 : 1, 'replacement')],
      specs: specs([
        ['Type', NOUN[line.kind]],
        ['Connection', connection],
        ['Switches', line.kind === 'keyboard' ? (line.gaming ? 'Mechanical' : 'Low-profile scissor') : undefined],
        ['Sensor', line.kind !== 'keyboard' ? line.detail.split(',')[0] : undefined],
        ['Backlight', line.gaming ? 'RGB' : line.name.includes('MX Keys') ? 'White, smart' : 'None'],
        ['Battery', line.wireless ? 'Up to 24 months (AA/AAA) or USB-C rechargeable' : undefined],
        ['Colour', colours.length ? colours.join(', ') : colour],
        ['Warranty', warranty(line.gaming ? 2 : 1, 'replacement')],
      ]),
      price: line.price,
      variants: colours.length ? colourVariants(colours, line.price) : [],
      tags,
    };
  },
};
